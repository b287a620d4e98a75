import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import { DeliveryEngine } from "../../core/deliveries/delivery-engine";
import { checkDestination } from "../../core/deliveries/destination";
import { NotificationRegistrations } from "../../core/deliveries/notification-registrations";
import { sandboxBasePath } from "../../core/openapi/example-request";
import { StoreUnavailableError } from "../../core/store/sandbox-store";
import type { OpenApiDocument } from "../../core/openapi/openapi";
import { couOperations } from "../../core/sandbox/cou-operations";
import type { CouRuntime } from "../../core/sandbox/cou-runtime";
import type { LedgerPayment } from "../../core/sandbox/payment-ledger";
import { providerOperations, type ProviderRuntime } from "../../core/sandbox/provider-operations";
import { sandboxFailure, type SandboxApi, type SandboxReply } from "../../core/sandbox/reply";
import * as fastagData from "../../content/sandbox/fastag";
import { announceScheduledBookings } from "../../core/fastag-sandbox/bookings";
import { FastagNotifications } from "../../core/fastag-sandbox/fastag-notifications";
import { fastagOperations } from "../../core/fastag-sandbox/fastag-operations";
import type {
  FastagOperation,
  FastagOperationId,
  FastagRuntime,
} from "../../core/fastag-sandbox/fastag-runtime";
import { ScheduledBookingsTimer } from "../../core/fastag-sandbox/scheduled-bookings-timer";
import { HostedSessions } from "../../core/instacollect/hosted-sessions";
import { InstaCollectWebhooks } from "../../core/instacollect/instacollect-webhooks";
import { instaCollectRoutes } from "./instacollect-operations";
import { sandboxDocs, sandboxMountPath, sandboxUrl } from "../../core/sandbox/sandbox-url";
import { billerKitRoutes } from "../biller-kit/kit-route";
import { deliveryRoutes } from "./delivery-operations";
import { fastagNotificationRoutes } from "./fastag-notification-operations";
import { couHandler, fastagHandler, providerHandler, type OperationHandler } from "./operation-handler";
import { RequestAbortedError } from "./read-json-body";
import { RequestValidator } from "./request-validator";
import { resolveSandboxConfig, type SandboxOptions } from "./sandbox-config";
import type { SandboxAnswer, SandboxRequest } from "./sandbox-request";
import { couRulesFrom } from "./spec-rules";
import { specOperations, type SpecOperation } from "./spec-operations";

export type { SandboxOptions } from "./sandbox-config";

/**
 * The sandbox: one request in, one JSON answer out. It never throws and never answers HTML.
 * `start` sets its deliveries going (the server does, once it listens); `stop` lets the attempts
 * in flight finish.
 */
export type Sandbox = {
  answer: (request: SandboxRequest) => Promise<SandboxAnswer>;
  start: () => void;
  stop: () => Promise<void>;
};

type Route = { api: SandboxApi; operation: SpecOperation; fullPath: string };

const fastagEnvironments = ["mock", "uat"] as const;

/** Routes at the sandbox's base path of the document (`sandboxBasePath`), as the pages show. */
function routesOf(api: Route["api"], document: OpenApiDocument): Route[] {
  const base = sandboxBasePath(document);
  return specOperations(document).map((operation) => ({
    api,
    operation,
    fullPath: `${base}${operation.path}`,
  }));
}

/** Sandbox answers are per request and may carry tokens: never cache them. */
const jsonHeaders: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
});

function answerOf(reply: SandboxReply, headers = reply.headers): SandboxAnswer {
  return {
    status: reply.status,
    headers: headers ? { ...jsonHeaders, ...headers } : jsonHeaders,
    body: JSON.stringify(reply.body),
  };
}

/**
 * The API sandbox: the bill API and the provider APIs as their OpenAPI documents define them,
 * with the documented rules from core/. Stateless apart from the duplicate-reference store, so
 * any number of instances sharing `SANDBOX_SECRET` (and a store) serve the same chains.
 * Mount it at `sandboxMountPath`; every path below it answers JSON, never the site's 404 page.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  try {
    return buildSandbox(options);
  } catch (error) {
    // A broken document or fixture must not take the documentation down with the sandbox.
    console.error("sandbox: cannot start:", error);
    return {
      answer: async () => answerOf(sandboxFailure("SANDBOX_UNAVAILABLE")),
      start: () => undefined,
      stop: async () => undefined,
    };
  }
}

function buildSandbox(options: SandboxOptions): Sandbox {
  const config = resolveSandboxConfig(options);
  const { cou, provider, deliveries, instacollect, fastag } = config.specs;
  const validator = new RequestValidator({ cou, provider, deliveries, instacollect, fastag });
  const engine: DeliveryEngine = new DeliveryEngine({
    store: config.store,
    send: config.send,
    events: deliveryEvents,
    now: config.now,
    destinationAllowed: (url) => {
      const checked = checkDestination(url, config.allowedHosts);
      return checked.ok ? undefined : `Refused (rule ${checked.problem.rule}): ${checked.problem.message}`;
    },
    // Called only once attempts run, long after `registrations` below exists.
    buildRequest: (delivery) => registrations.settlementRequest(delivery),
    keptMs: deliverySettings.keptHours * 3_600_000,
    loggedAnswerChars: deliverySettings.loggedAnswerBytes,
    // Longer than an attempt can take, so only a dead instance's claim ever lapses.
    leaseMs: deliverySettings.attemptTimeoutSeconds * 1000 + 20_000,
  });
  const registrations: NotificationRegistrations = new NotificationRegistrations({
    store: config.store,
    ledger: config.ledger,
    engine,
    now: config.now,
  });
  const notifyPaid = async (payment: LedgerPayment, client: string) => {
    // The payment stands whatever becomes of its notifications.
    await registrations.paid(payment, client).catch((error: unknown) => {
      console.error("sandbox: notifications for a payment:", error);
    });
  };
  const couRuntime: CouRuntime = {
    now: config.now,
    key: config.key,
    store: config.store,
    ledger: config.ledger,
    paid: notifyPaid,
    data: config.fixtures,
    rules: couRulesFrom(cou),
  };
  const webhooks = new InstaCollectWebhooks({ store: config.store, engine, now: config.now });
  const instaCollectRouteList = instaCollectRoutes({
    sessions: new HostedSessions({
      store: config.store,
      key: config.key,
      now: config.now,
      data: config.fixtures,
      rules: couRuntime.rules,
      ledger: config.ledger,
      webhooks,
      paid: notifyPaid,
    }),
    webhooks,
    store: config.store,
    now: config.now,
    data: config.fixtures,
    allowedHosts: config.allowedHosts,
    ...(config.siteOrigin ? { siteOrigin: config.siteOrigin } : {}),
    checkBillLink: validator.bodyCheck("instacollect", "#/components/schemas/BillLinkInput"),
    checkDirectLink: validator.bodyCheck("instacollect", "#/components/schemas/DirectLinkInput"),
    checkNewWebhooks: validator.bodyCheck("deliveries", "#/components/schemas/NewWebhookRegistration"),
    checkNewRefund: validator.bodyCheck("deliveries", "#/components/schemas/NewRefund"),
  });
  const providerRuntime: ProviderRuntime = {
    now: config.now,
    key: config.key,
    data: config.fixtures.provider,
    ledger: config.ledger,
  };
  const credentials = new Map(
    config.fixtures.couCredentials.map((header) => [header.name.toLowerCase(), header.value]),
  );
  // FASTag's environments are `mock`, `uat` and `prod`; the sandbox stands in for the first two.
  const fastagRoutes = fastagEnvironments.flatMap((env) =>
    specOperations(fastag).map((operation) => ({
      api: "fastag" as const,
      operation,
      fullPath: `/api/${env}${operation.path}`,
    })),
  );
  const routes = [...routesOf("cou", cou), ...routesOf("provider", provider), ...fastagRoutes];
  const fastagNotifications = new FastagNotifications({
    store: config.store,
    engine,
    now: config.now,
    data: fastagData,
  });
  const fastagRuntime: Omit<FastagRuntime, "channelId" | "client" | "timeScale"> = {
    now: config.now,
    store: config.store,
    data: fastagData,
    booked: (transaction, client) => fastagNotifications.booked(transaction, client),
  };
  const dueBookings = new ScheduledBookingsTimer({
    announce: (max) => announceScheduledBookings(fastagRuntime, max),
    ...deliverySettings.dueBookings,
  });
  const fastagHeaderValues = new Map(
    fastagData.fastagHeaders.map((header) => [header.name.toLowerCase(), header.value]),
  );
  const deliveryRouteList = deliveryRoutes({
    engine,
    registrations,
    store: config.store,
    now: config.now,
    allowedHosts: config.allowedHosts,
    billerIds: new Set(config.fixtures.billers.map((biller) => biller.billerId)),
    checkNewDelivery: validator.bodyCheck("deliveries", "#/components/schemas/NewDelivery"),
    checkNewRegistration: validator.bodyCheck("deliveries", "#/components/schemas/NewRegistration"),
  });
  // The deliveries API's paths are below the sandbox's own mount, as its document's server says;
  // InstaCollect's server is the host's root, so its paths sit right below the mount too.
  const patternOperations = [
    ...specOperations(deliveries).map((operation) => ({
      api: "deliveries" as const,
      operation,
      fullPath: operation.path,
    })),
    ...specOperations(instacollect).map((operation) => ({
      api: "instacollect" as const,
      operation,
      fullPath: operation.path,
    })),
  ];
  const fastagNotificationRouteList = fastagNotificationRoutes({
    notifications: fastagNotifications,
    fastag: fastagRuntime,
    headers: fastagData.fastagHeaders,
    store: config.store,
    now: config.now,
    allowedHosts: config.allowedHosts,
    checkNewRegistration: validator.bodyCheck(
      "deliveries",
      "#/components/schemas/NewFastagNotificationRegistration",
    ),
    checkNewToll: validator.bodyCheck("deliveries", "#/components/schemas/NewFastagToll"),
  });
  const patternRoutes = [
    ...deliveryRouteList,
    ...instaCollectRouteList,
    ...fastagNotificationRouteList,
    // The biller conformance kit's runs for its form: calls out like a delivery, under the same guards.
    ...billerKitRoutes({ store: config.store, now: config.now, allowedHosts: config.allowedHosts }),
  ];

  const handlerFor = (api: Route["api"], operation: SpecOperation): OperationHandler => {
    const cou = couOperations[operation.operationId];
    const provider = providerOperations[operation.operationId];
    const checkBody = operation.bodySchemaPointer
      ? validator.bodyCheck(api, operation.bodySchemaPointer)
      : undefined;
    if (api === "cou" && cou) return couHandler(operation, cou, couRuntime, checkBody, credentials);
    if (api === "provider" && provider)
      return providerHandler(operation, provider, providerRuntime, checkBody);
    const fastagOperation = fastagOperations[operation.operationId as FastagOperationId] as
      FastagOperation | undefined;
    if (api === "fastag" && fastagOperation)
      return fastagHandler(operation, fastagOperation, fastagRuntime, checkBody, fastagHeaderValues);
    // A new operation in a document is served as soon as core/ implements it; until then it says so.
    console.warn(
      `sandbox: ${operation.operationId} (${operation.method} ${operation.path}) is not implemented.`,
    );
    return async () => sandboxFailure("SANDBOX_NOT_IMPLEMENTED", undefined, undefined, api);
  };

  // Paths are exact, so a map finds the handler: path, then method (upper case).
  const handlers = new Map<string, Map<string, OperationHandler>>();
  for (const { api, operation, fullPath } of routes) {
    const byMethod = handlers.get(fullPath) ?? new Map<string, OperationHandler>();
    byMethod.set(operation.method.toUpperCase(), handlerFor(api, operation));
    handlers.set(fullPath, byMethod);
  }

  const index = answerOf({
    status: 200,
    body: {
      description: `The API sandbox. Documentation and published credentials: ${sandboxDocs.href}.`,
      operations: [...routes, ...patternOperations].map(({ api, operation, fullPath }) => ({
        api,
        operationId: operation.operationId,
        method: operation.method,
        url: sandboxUrl(fullPath),
      })),
    },
  });

  /** What answers a request: its operation's handler, or an answer straight away. */
  const route = (request: SandboxRequest): OperationHandler | SandboxAnswer => {
    // HEAD is answered as GET; the server leaves the body out.
    const method = request.method === "HEAD" ? "GET" : request.method;
    if (request.path === "/" && method === "GET") return index;
    for (const { pattern, methods } of patternRoutes) {
      const match = pattern.exec(request.path);
      if (!match) continue;
      const handler = methods[method];
      if (handler) return (routed) => handler(routed, match[1] ?? "");
      return answerOf(
        sandboxFailure("SANDBOX_METHOD_NOT_ALLOWED", `Use ${Object.keys(methods).join(" or ")}.`),
        {
          Allow: Object.keys(methods).join(", "),
        },
      );
    }
    const byMethod = handlers.get(request.path);
    if (!byMethod)
      return answerOf(
        sandboxFailure("SANDBOX_UNKNOWN_OPERATION", `GET ${sandboxMountPath} lists the operations.`),
      );
    const handler = byMethod.get(method);
    if (handler) return handler;
    // A known path with another method: say which methods it takes.
    const allowed = [...byMethod.keys()];
    return answerOf(sandboxFailure("SANDBOX_METHOD_NOT_ALLOWED", `Use ${allowed.join(" or ")}.`), {
      Allow: allowed.join(", "),
    });
  };

  return {
    answer: async (request) => {
      try {
        const routed = route(request);
        return typeof routed === "function" ? answerOf(await routed(request)) : routed;
      } catch (error) {
        if (error instanceof StoreUnavailableError) {
          console.error("sandbox:", error.message);
          return answerOf(sandboxFailure("SANDBOX_STORE_UNAVAILABLE"), { "Retry-After": "5" });
        }
        if (!(error instanceof RequestAbortedError)) console.error("sandbox:", error);
        return answerOf(sandboxFailure("SANDBOX_INTERNAL_ERROR"));
      }
    },
    start: () => {
      engine.start();
      dueBookings.start();
    },
    stop: async () => {
      // Credits announced by a sweep under way become deliveries before the engine stops.
      await dueBookings.stop();
      await engine.stop();
    },
  };
}
