import { serverBase } from "../../core/openapi/example-request";
import type { OpenApiDocument } from "../../core/openapi/openapi";
import { couOperations } from "../../core/sandbox/cou-operations";
import type { CouRuntime } from "../../core/sandbox/cou-runtime";
import { providerOperations, type ProviderRuntime } from "../../core/sandbox/provider-operations";
import { sandboxFailure, type SandboxReply } from "../../core/sandbox/reply";
import { sandboxDocs, sandboxMountPath, sandboxUrl } from "../../core/sandbox/sandbox-url";
import { couHandler, providerHandler, type OperationHandler } from "./operation-handler";
import { RequestAbortedError } from "./read-json-body";
import { RequestValidator } from "./request-validator";
import { resolveSandboxConfig, type SandboxOptions } from "./sandbox-config";
import type { SandboxAnswer, SandboxRequest } from "./sandbox-request";
import { couRulesFrom } from "./spec-rules";
import { specOperations, type SpecOperation } from "./spec-operations";

export type { SandboxOptions } from "./sandbox-config";

/** The sandbox: one request in, one JSON answer out. It never throws and never answers HTML. */
export type Sandbox = { answer: (request: SandboxRequest) => Promise<SandboxAnswer> };

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

/** Sandbox answers are per request and may carry tokens: never cache them. */
const jsonHeaders: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
});

function answerOf(reply: SandboxReply, headers?: Record<string, string>): SandboxAnswer {
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
    return { answer: async () => answerOf(sandboxFailure("SANDBOX_UNAVAILABLE")) };
  }
}

function buildSandbox(options: SandboxOptions): Sandbox {
  const config = resolveSandboxConfig(options);
  const { cou, provider } = config.specs;
  const validator = new RequestValidator({ cou, provider });
  const couRuntime: CouRuntime = {
    now: config.now,
    key: config.key,
    store: config.store,
    ledger: config.ledger,
    data: config.fixtures,
    rules: couRulesFrom(cou),
  };
  const providerRuntime: ProviderRuntime = {
    now: config.now,
    key: config.key,
    data: config.fixtures.provider,
    ledger: config.ledger,
  };
  const credentials = new Map(
    config.fixtures.couCredentials.map((header) => [header.name.toLowerCase(), header.value]),
  );
  const routes = [...routesOf("cou", cou), ...routesOf("provider", provider)];

  const handlerFor = (api: Route["api"], operation: SpecOperation): OperationHandler => {
    const cou = couOperations[operation.operationId];
    const provider = providerOperations[operation.operationId];
    const checkBody = operation.bodySchemaPointer
      ? validator.bodyCheck(api, operation.bodySchemaPointer)
      : undefined;
    if (api === "cou" && cou) return couHandler(operation, cou, couRuntime, checkBody, credentials);
    if (api === "provider" && provider)
      return providerHandler(operation, provider, providerRuntime, checkBody);
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
      operations: routes.map(({ api, operation, fullPath }) => ({
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
        if (!(error instanceof RequestAbortedError)) console.error("sandbox:", error);
        return answerOf(sandboxFailure("SANDBOX_INTERNAL_ERROR"));
      }
    },
  };
}
