import * as fastagData from "../../../content/sandbox/fastag";
import { deliverySettings } from "../../../content/sandbox/deliveries";
import { announceScheduledBookings } from "../../../core/fastag-sandbox/bookings";
import { FastagNotifications } from "../../../core/fastag-sandbox/fastag-notifications";
import { fastagOperations } from "../../../core/fastag-sandbox/fastag-operations";
import type {
  FastagOperation,
  FastagOperationId,
  FastagRuntime,
} from "../../../core/fastag-sandbox/fastag-runtime";
import { ScheduledBookingsTimer } from "../../../core/fastag-sandbox/scheduled-bookings-timer";
import { fastagNotificationRoutes } from "../fastag-notification-operations";
import { fastagHandler } from "../operation-handler";
import type { SandboxApiModule } from "../sandbox-context";
import { documentOperations } from "./document-operations";
import { notImplemented } from "./not-implemented";

/** FASTag's environments are `mock`, `uat` and `prod`; the sandbox stands in for the first two. */
const fastagEnvironments = ["mock", "uat"] as const;

const headerCodes = {
  missing: "SANDBOX_MISSING_FASTAG_HEADERS",
  invalid: "SANDBOX_INVALID_FASTAG_HEADERS",
} as const;

/**
 * The FASTag API in both environments the sandbox stands in for, its notifications (registered
 * and sent through the deliveries API's paths), and the sweep that announces scheduled tolls.
 */
export const fastagApi: SandboxApiModule = (app, { config, validator, engine }) => {
  const { fastag } = config.specs;
  const notifications = new FastagNotifications({
    store: config.store,
    engine,
    now: config.now,
    data: fastagData,
  });
  const runtime: Omit<FastagRuntime, "channelId" | "client" | "timeScale"> = {
    now: config.now,
    store: config.store,
    data: fastagData,
    booked: (transaction, client, witness) => notifications.booked(transaction, client, witness),
  };
  const values = new Map(fastagData.fastagHeaders.map((header) => [header.name.toLowerCase(), header.value]));
  for (const { operation, checkBody } of documentOperations("fastag", fastag, validator)) {
    const implementation = fastagOperations[operation.operationId as FastagOperationId] as
      FastagOperation | undefined;
    const handler = implementation
      ? fastagHandler(implementation, runtime, checkBody)
      : notImplemented("fastag", operation);
    for (const env of fastagEnvironments)
      app.operation(
        "fastag",
        operation,
        `/api/${env}${operation.path}`,
        handler,
        // An operation not served yet says so whatever the headers.
        implementation
          ? { api: "fastag", required: operation.requiredHeaders, values, codes: headerCodes }
          : undefined,
      );
  }
  app.patternRoutes(
    "deliveries",
    fastagNotificationRoutes({
      notifications,
      fastag: runtime,
      headers: fastagData.fastagHeaders,
      store: config.store,
      now: config.now,
      allowedHosts: config.allowedHosts,
      checkNewRegistration: validator.bodyCheck(
        "deliveries",
        "#/components/schemas/NewFastagNotificationRegistration",
      ),
      checkNewToll: validator.bodyCheck("deliveries", "#/components/schemas/NewFastagToll"),
    }),
  );
  const dueBookings = new ScheduledBookingsTimer({
    announce: (max) => announceScheduledBookings(runtime, max),
    ...deliverySettings.dueBookings,
  });
  return {
    start: () => dueBookings.start(),
    // Credits announced by a sweep under way become deliveries before the engine stops.
    stop: () => dueBookings.stop(),
  };
};
