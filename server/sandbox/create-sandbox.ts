import { Hono, type Context } from "hono";
import { serverBase } from "../../core/openapi/example-request";
import type { OpenApiDocument } from "../../core/openapi/openapi";
import { couOperations } from "../../core/sandbox/cou-operations";
import type { CouRuntime } from "../../core/sandbox/cou-runtime";
import { providerOperations, type ProviderRuntime } from "../../core/sandbox/provider-operations";
import { sandboxFailure } from "../../core/sandbox/reply";
import { sandboxDocs, sandboxMountPath, sandboxUrl } from "../../core/sandbox/sandbox-url";
import { couHandler, providerHandler, sendReply } from "./operation-handler";
import { RequestValidator } from "./request-validator";
import { resolveSandboxConfig, type SandboxOptions } from "./sandbox-config";
import { couRulesFrom } from "./spec-rules";
import { specOperations, type SpecOperation } from "./spec-operations";

export type { SandboxOptions } from "./sandbox-config";

type Route = { api: "cou" | "provider"; operation: SpecOperation; fullPath: string };

/** Routes at the first server's base path with its variables at their defaults, as the pages show. */
function routesOf(api: Route["api"], document: OpenApiDocument): Route[] {
  const base = serverBase(document).basePath;
  return specOperations(document).map((operation) => ({
    api,
    operation,
    fullPath: `${base}${operation.path}`,
  }));
}

/**
 * The API sandbox: the bill API and the provider APIs as their OpenAPI documents define them,
 * with the documented rules from core/. Stateless apart from the duplicate-reference store, so
 * any number of instances sharing `SANDBOX_SECRET` (and a store) serve the same chains.
 * Mount it at `sandboxMountPath`; every path below it answers JSON, never the site's 404 page.
 */
export function createSandbox(options: SandboxOptions = {}): Hono {
  try {
    return buildSandbox(options);
  } catch (error) {
    // A broken document or fixture must not take the documentation down with the sandbox.
    console.error("sandbox: cannot start:", error);
    const unavailable = new Hono();
    unavailable.all("*", (c) => sendReply(c, sandboxFailure("SANDBOX_UNAVAILABLE")));
    return unavailable;
  }
}

function buildSandbox(options: SandboxOptions): Hono {
  const config = resolveSandboxConfig(options);
  const { cou, provider } = config.specs;
  const validator = new RequestValidator({ cou, provider });
  const couRuntime: CouRuntime = {
    now: config.now,
    secret: config.secret,
    store: config.store,
    ledger: config.ledger,
    data: config.fixtures,
    rules: couRulesFrom(cou),
  };
  const providerRuntime: ProviderRuntime = {
    now: config.now,
    secret: config.secret,
    data: config.fixtures.provider,
    ledger: config.ledger,
  };
  const credentials = new Map(
    config.fixtures.couCredentials.map((header) => [header.name.toLowerCase(), header.value]),
  );
  const routes = [...routesOf("cou", cou), ...routesOf("provider", provider)];

  const app = new Hono();
  app.onError((error, c) => {
    console.error("sandbox:", error);
    return sendReply(c, sandboxFailure("SANDBOX_INTERNAL_ERROR"));
  });

  app.get("/", (c) =>
    c.json({
      description: `The API sandbox. Documentation and published credentials: ${sandboxDocs.href}.`,
      operations: routes.map(({ api, operation, fullPath }) => ({
        api,
        operationId: operation.operationId,
        method: operation.method,
        url: sandboxUrl(fullPath),
      })),
    }),
  );

  const handlerFor = (
    api: Route["api"],
    operation: SpecOperation,
  ): ((c: Context) => Response | Promise<Response>) => {
    const cou = couOperations[operation.operationId];
    const provider = providerOperations[operation.operationId];
    if (api === "cou" && cou) return couHandler(operation, cou, couRuntime, validator, credentials);
    if (api === "provider" && provider)
      return providerHandler(operation, provider, providerRuntime, validator);
    // A new operation in a document is served as soon as core/ implements it; until then it says so.
    console.warn(
      `sandbox: ${operation.operationId} (${operation.method} ${operation.path}) is not implemented.`,
    );
    return (c: Context) => sendReply(c, sandboxFailure("SANDBOX_NOT_IMPLEMENTED", undefined, undefined, api));
  };

  for (const { api, operation, fullPath } of routes) {
    if (operation.bodySchemaPointer) validator.compile(api, operation.bodySchemaPointer);
    const handler = handlerFor(api, operation);
    app.on(operation.method, fullPath, handler);
  }

  // A known path with another method, then anything else: JSON answers, not the site's 404 page.
  for (const fullPath of new Set(routes.map((route) => route.fullPath))) {
    const allowed = routes
      .filter((route) => route.fullPath === fullPath)
      .map((route) => route.operation.method);
    app.all(fullPath, (c) => {
      c.header("Allow", allowed.join(", "));
      return sendReply(c, sandboxFailure("SANDBOX_METHOD_NOT_ALLOWED", `Use ${allowed.join(" or ")}.`));
    });
  }
  app.all("*", (c) =>
    sendReply(
      c,
      sandboxFailure("SANDBOX_UNKNOWN_OPERATION", `GET ${sandboxMountPath} lists the operations.`),
    ),
  );
  return app;
}
