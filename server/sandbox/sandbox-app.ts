import { sandboxFailure, traceId, type SandboxApi, type SandboxReply } from "../../core/sandbox/reply";
import { sandboxDocs, sandboxMountPath, sandboxUrl } from "../../core/sandbox/sandbox-url";
import type { CredentialGuard } from "./guards/credentials";
import type { SandboxAnswer, SandboxRequest } from "./sandbox-request";
import type { SpecOperation } from "./spec-operations";

/**
 * The sandbox's router and the guards around it. Each API registers its operations here
 * (server/sandbox/apis); what every exchange goes through (the fault boundary, credentials,
 * recording) is middleware, so that adding a guard touches no API's rules.
 */

/** What the router knows of the operation a request reached, for the guards and the request log. */
export type RouteInfo = {
  api: SandboxApi;
  /** The document's operationId; undefined for the hosted page's calls, which no document lists. */
  operationId: string | undefined;
  method: string;
  /** The credential headers the operation requires, checked before its handler runs. */
  credentials?: CredentialGuard;
};

export type Handler = (request: SandboxRequest) => Promise<SandboxReply>;
/** A handler for a path with an id in it (`/deliveries/{deliveryId}`): the id comes second. */
export type PatternHandler = (request: SandboxRequest, id: string) => Promise<SandboxReply>;
export type PatternRoute = { pattern: RegExp; methods: Record<string, PatternHandler> };

/**
 * Runs around everything after it (`next`, which may be handed the request changed): the route
 * is undefined for a path no operation has. The answer it returns is the one sent.
 */
export type Middleware = (
  request: SandboxRequest,
  route: RouteInfo | undefined,
  next: (request?: SandboxRequest) => Promise<SandboxAnswer>,
) => Promise<SandboxAnswer>;

type Routed = { info: RouteInfo | undefined; run: (request: SandboxRequest) => Promise<SandboxAnswer> };

/** Every sandbox answer names its exchange: the body's `traceId` where it has one. */
export const traceHeader = "Sandbox-Trace-Id";

/** Sandbox answers are per request and may carry tokens: never cache them. */
const jsonHeaders: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "application/json",
  "Cache-Control": "no-store",
});

export function answerOf(reply: SandboxReply, headers = reply.headers): SandboxAnswer {
  const bodyTrace = reply.body.traceId;
  return {
    status: reply.status,
    headers: {
      ...jsonHeaders,
      ...headers,
      [traceHeader]: typeof bodyTrace === "string" ? bodyTrace : traceId(),
    },
    body: JSON.stringify(reply.body),
  };
}

type Operation = { info: RouteInfo; handler: Handler };
type Listed = { api: SandboxApi; operationId: string; method: string; fullPath: string };
type DocumentedPattern = { api: SandboxApi; operationId: string; method: string; template: RegExp };

/** `/deliveries/{deliveryId}` → a pattern matching `/deliveries/DLV123`. */
const templatePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

export class SandboxApp {
  private readonly exact = new Map<string, Map<string, Operation>>();
  private readonly patterns: { api: SandboxApi; route: PatternRoute }[] = [];
  private readonly documented: DocumentedPattern[] = [];
  private readonly listed: Listed[] = [];
  private readonly middleware: Middleware[] = [];

  /** An operation at an exact path (`fullPath`, below the mount) and the handler that answers it. */
  operation(
    api: SandboxApi,
    operation: SpecOperation,
    fullPath: string,
    handler: Handler,
    credentials?: CredentialGuard,
  ): void {
    const byMethod = this.exact.get(fullPath) ?? new Map<string, Operation>();
    const method = operation.method.toUpperCase();
    byMethod.set(method, {
      info: { api, operationId: operation.operationId, method, ...(credentials ? { credentials } : {}) },
      handler,
    });
    this.exact.set(fullPath, byMethod);
    this.listed.push({ api, operationId: operation.operationId, method, fullPath });
  }

  /** Routes matched by pattern, for paths with an id in them. */
  patternRoutes(api: SandboxApi, routes: readonly PatternRoute[]): void {
    for (const route of routes) this.patterns.push({ api, route });
  }

  /**
   * The operations of a document whose paths pattern routes serve (at the document's own paths
   * below the mount): listed at `GET /sandbox`, and naming the operation a request reached.
   */
  documentedAt(api: SandboxApi, operations: readonly SpecOperation[]): void {
    for (const operation of operations) {
      const method = operation.method.toUpperCase();
      this.documented.push({
        api,
        operationId: operation.operationId,
        method,
        template: templatePattern(operation.path),
      });
      this.listed.push({ api, operationId: operation.operationId, method, fullPath: operation.path });
    }
  }

  use(middleware: Middleware): void {
    this.middleware.push(middleware);
  }

  /** One request in, one answer out: the middleware in the order added, then the route. */
  answer(request: SandboxRequest): Promise<SandboxAnswer> {
    const { info, run } = this.route(request);
    const step = (index: number, current: SandboxRequest): Promise<SandboxAnswer> => {
      const middleware = this.middleware[index];
      return middleware
        ? middleware(current, info, (changed = current) => step(index + 1, changed))
        : run(current);
    };
    return step(0, request);
  }

  /** The operations, as `GET /sandbox` lists them. */
  private index(): SandboxAnswer {
    return answerOf({
      status: 200,
      body: {
        description: `The API sandbox. Documentation and published credentials: ${sandboxDocs.href}.`,
        operations: this.listed.map(({ api, operationId, method, fullPath }) => ({
          api,
          operationId,
          method,
          url: sandboxUrl(fullPath),
        })),
      },
    });
  }

  private route(request: SandboxRequest): Routed {
    // HEAD is answered as GET; the server leaves the body out.
    const method = request.method === "HEAD" ? "GET" : request.method;
    const now = (answer: SandboxAnswer) => async () => answer;
    if (request.path === "/" && method === "GET") return { info: undefined, run: async () => this.index() };
    for (const { api, route } of this.patterns) {
      const match = route.pattern.exec(request.path);
      if (!match) continue;
      const handler = route.methods[method];
      const allowed = Object.keys(route.methods);
      if (!handler) return { info: undefined, run: now(notAllowed(allowed)) };
      // A module may serve paths another API's document describes (InstaCollect's webhook URLs are
      // in the deliveries document): the document names the operation.
      const documented = this.documented.find(
        (entry) => entry.method === method && entry.template.test(request.path),
      );
      return {
        info: { api: documented?.api ?? api, operationId: documented?.operationId, method },
        run: async (current) => answerOf(await handler(current, match[1] ?? "")),
      };
    }
    const byMethod = this.exact.get(request.path);
    if (!byMethod)
      return {
        info: undefined,
        run: now(
          answerOf(
            sandboxFailure("SANDBOX_UNKNOWN_OPERATION", `GET ${sandboxMountPath} lists the operations.`),
          ),
        ),
      };
    const operation = byMethod.get(method);
    // A known path with another method: say which methods it takes.
    if (!operation) return { info: undefined, run: now(notAllowed([...byMethod.keys()])) };
    return { info: operation.info, run: async (current) => answerOf(await operation.handler(current)) };
  }
}

function notAllowed(methods: readonly string[]): SandboxAnswer {
  return answerOf(sandboxFailure("SANDBOX_METHOD_NOT_ALLOWED", `Use ${methods.join(" or ")}.`), {
    Allow: methods.join(", "),
  });
}
