import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";
import { requestLogSettings } from "../../../content/sandbox/request-log";
import {
  isLogLabel,
  loggedBody,
  maskHeaders,
  type LoggedExchange,
} from "../../../core/sandbox/logged-exchange";
import { maxBodyBytes } from "../../../core/sandbox/sandbox-limits";
import { sandboxMountPath } from "../../../core/sandbox/sandbox-url";
import { traceHeader, type Middleware } from "../sandbox-app";
import type { SandboxRequest } from "../sandbox-request";
import type { ExchangeLog } from "./exchange-log";

/** The deliveries created while an exchange is answered, to link them to it. */
const causedDeliveries = new AsyncLocalStorage<string[]>();

/** Tells the exchange under way (if any) that it caused delivery `id`. */
export function deliveryCaused(id: string): void {
  causedDeliveries.getStore()?.push(id);
}

/** The log's own reads are not logged: reading the log would otherwise fill it. */
export const isLogPath = (path: string): boolean => path === "/log" || path.startsWith("/log/");

const labelHeader = requestLogSettings.labelHeader.toLowerCase();

/**
 * The request's body source, remembering the bytes its handler read. A call refused before its
 * body was read (a missing header, say) still shows what it sent: the body is read once the
 * answer is ready, up to the sandbox's body limit.
 */
function rememberingBody(request: SandboxRequest): {
  request: SandboxRequest;
  bytes: () => Promise<Uint8Array | undefined>;
} {
  let read: Promise<Uint8Array | undefined> | undefined;
  const source = request.body;
  const readOnce = (limit: number) => (read ??= source.read(limit));
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return {
    request: { ...request, body: { ...source, read: readOnce } },
    bytes: () =>
      (read ?? (hasBody ? readOnce(maxBodyBytes) : Promise.resolve(undefined))).catch(() => undefined),
  };
}

/**
 * Records every exchange in `log`: the request as received (credential and secret values masked,
 * the body cut at the published size), the answer, the time taken, the operation, and the
 * deliveries it caused. The entry is written after the answer is ready and without holding it up.
 */
export function recording(
  log: ExchangeLog,
  options: {
    now: () => number;
    credentialHeaders: ReadonlySet<string>;
    bodyCredentials: ReadonlySet<string>;
  },
): Middleware {
  return async (received, route, next) => {
    if (isLogPath(received.path)) return next();
    const at = options.now();
    const started = performance.now();
    const { request, bytes } = rememberingBody(received);
    const deliveries: string[] = [];
    const answer = await causedDeliveries.run(deliveries, () => next(request));
    const ms = performance.now() - started;
    const label = received.header(labelHeader)?.trim() || null;
    const labelTaken = label !== null && isLogLabel(label);
    const credentialHeaders = route?.credentials
      ? new Set([...options.credentialHeaders, ...route.credentials.required])
      : options.credentialHeaders;
    const exchange: LoggedExchange = {
      traceId: answer.headers[traceHeader] ?? "",
      at,
      ms: Math.round(ms * 100) / 100,
      api: route?.api ?? null,
      operationId: route?.operationId ?? null,
      client: received.client,
      label: labelTaken ? label : null,
      labelRefused: label !== null && !labelTaken ? `A label is ${requestLogSettings.labelRule}.` : null,
      request: {
        method: received.method,
        path: `${sandboxMountPath}${received.path === "/" ? "" : received.path}${received.search}`,
        headers: maskHeaders(received.headers(), credentialHeaders),
        ...loggedBody(await bytes(), options.bodyCredentials),
      },
      answer: {
        status: answer.status,
        headers: maskHeaders(Object.entries(answer.headers), credentialHeaders),
        ...loggedBody(answer.body, options.bodyCredentials),
      },
      deliveries,
    };
    if (exchange.traceId) log.record(exchange);
    return answer;
  };
}
