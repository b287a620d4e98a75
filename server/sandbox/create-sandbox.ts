import { deliverySettings } from "../../content/sandbox/deliveries";
import { fastagHeaders } from "../../content/sandbox/fastag";
import { bodyCredentials } from "../../core/sandbox/body-credentials";
import { sandboxFailure } from "../../core/sandbox/reply";
import { billApi } from "./apis/bill-api";
import { deliveriesApi } from "./apis/deliveries-api";
import { fastagApi } from "./apis/fastag-api";
import { instaCollectApi } from "./apis/instacollect-api";
import { providerApi } from "./apis/provider-api";
import { credentialGuard } from "./guards/credentials";
import { faultBoundary } from "./guards/fault-boundary";
import { ExchangeLog } from "./request-log/exchange-log";
import { logRoutes } from "./request-log/log-routes";
import { recording } from "./request-log/recording";
import { answerOf, SandboxApp } from "./sandbox-app";
import { resolveSandboxConfig, type SandboxOptions } from "./sandbox-config";
import { createSandboxContext, type SandboxApiModule, type SandboxModule } from "./sandbox-context";
import type { SandboxAnswer, SandboxRequest } from "./sandbox-request";

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

/** The APIs, in the order `GET /sandbox` lists them; they start in this order and stop in it too. */
const apis: readonly SandboxApiModule[] = [billApi, providerApi, fastagApi, deliveriesApi, instaCollectApi];

/**
 * The API sandbox: every API the portal documents, as its OpenAPI document defines it, with the
 * documented rules from core/. Stateless apart from its store, so any number of instances sharing
 * `SANDBOX_SECRET` (and a store) serve the same chains and the same request log. Mount it at
 * `sandboxMountPath`; every path below it answers JSON, never the site's 404 page.
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
  const context = createSandboxContext(config);
  const log = new ExchangeLog({
    ...(config.sharedStore ? { store: config.sharedStore } : {}),
    now: config.now,
    masking: {
      credentialHeaders: new Set(
        [
          ...config.fixtures.couCredentials,
          ...fastagHeaders,
          ...deliverySettings.instaCollectCredentials,
        ].map((header) => header.name.toLowerCase()),
      ),
      bodyCredentials: new Set(Object.values(bodyCredentials).flatMap((fields) => Object.keys(fields ?? {}))),
    },
  });
  const app = new SandboxApp();
  // Outermost first: every exchange is recorded, whatever answered it, even a fault.
  if (config.requestLog) app.use(recording(log, { now: config.now }));
  app.use(faultBoundary);
  app.use(credentialGuard);
  const modules: SandboxModule[] = apis.map((register) => register(app, context) ?? {});
  app.patternRoutes("deliveries", logRoutes({ log, engine: context.engine }));
  return {
    answer: (request) => app.answer(request),
    start: () => {
      for (const module of modules) module.start?.();
    },
    stop: async () => {
      for (const module of modules) await module.stop?.();
    },
  };
}
