import { billerKitRoutes } from "../../biller-kit/kit-route";
import { deliveryRoutes } from "../delivery-operations";
import type { SandboxApiModule } from "../sandbox-context";
import { specOperations } from "../spec-operations";

/**
 * The sandbox's own deliveries API (its paths are below the sandbox's mount, as its document's
 * server says), and the biller conformance kit's runs, which call out like a delivery under the
 * same guards. The engine that makes every delivery runs from here.
 */
export const deliveriesApi: SandboxApiModule = (app, { config, validator, engine, registrations }) => {
  app.patternRoutes(
    "deliveries",
    deliveryRoutes({
      engine,
      registrations,
      store: config.store,
      now: config.now,
      allowedHosts: config.allowedHosts,
      billerIds: new Set(config.fixtures.billers.map((biller) => biller.billerId)),
      checkNewDelivery: validator.bodyCheck("deliveries", "#/components/schemas/NewDelivery"),
      checkNewRegistration: validator.bodyCheck("deliveries", "#/components/schemas/NewRegistration"),
    }),
  );
  app.patternRoutes(
    "deliveries",
    billerKitRoutes({ store: config.store, now: config.now, allowedHosts: config.allowedHosts }),
  );
  app.documentedAt("deliveries", specOperations(config.specs.deliveries));
  return { start: () => engine.start(), stop: () => engine.stop() };
};
