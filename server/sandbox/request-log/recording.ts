import { performance } from "node:perf_hooks";
import { requestLogSettings } from "../../../content/sandbox/request-log";
import { isLogLabel, type LoggedExchange } from "../../../core/sandbox/logged-exchange";
import type { SandboxApi } from "../../../core/sandbox/reply";
import { maxBodyBytes } from "../../../core/sandbox/sandbox-limits";
import { sandboxMountPath } from "../../../core/sandbox/sandbox-url";
import { traceHeader, type Middleware } from "../sandbox-app";
import type { SandboxAnswer, SandboxRequest } from "../sandbox-request";
import type { CausedDeliveries } from "./caused-deliveries";
import type { ExchangeLog } from "./exchange-log";
import { loggedBody, maskHeaders } from "./masking";

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

/** A call as the middleware saw it, before the log gives it the shape it keeps (masked, cut). */
type Capture = {
  at: number;
  ms: number;
  api: SandboxApi | null;
  operationId: string | null;
  request: SandboxRequest;
  body: Uint8Array | undefined;
  answer: SandboxAnswer;
  deliveries: string[];
};

export type RecordingOptions = {
  now: () => number;
  /** Header names (lower case) whose values are credentials: every API's credential headers. */
  credentialHeaders: ReadonlySet<string>;
  /** Body fields that carry credentials (the provider's token call). */
  bodyCredentials: ReadonlySet<string>;
  caused: CausedDeliveries;
};

/** The exchange the log keeps for a capture: masked, bodies cut at the published size. */
function exchangeOf(capture: Capture, options: RecordingOptions): LoggedExchange {
  const { request, answer } = capture;
  const label = request.header(labelHeader)?.trim() || null;
  const labelTaken = label !== null && isLogLabel(label);
  return {
    traceId: answer.headers[traceHeader] ?? "",
    at: capture.at,
    ms: Math.round(capture.ms * 100) / 100,
    api: capture.api,
    operationId: capture.operationId,
    client: request.client,
    label: labelTaken ? label : null,
    labelRefused: label !== null && !labelTaken ? `A label is ${requestLogSettings.labelRule}.` : null,
    request: {
      method: request.method,
      path: `${sandboxMountPath}${request.path === "/" ? "" : request.path}${request.search}`,
      headers: maskHeaders(request.headers(), options.credentialHeaders),
      ...loggedBody(capture.body, options.bodyCredentials),
    },
    answer: {
      status: answer.status,
      // The sandbox's own headers carry no secret.
      headers: Object.entries(answer.headers),
      ...loggedBody(answer.body, options.bodyCredentials),
    },
    deliveries: capture.deliveries,
  };
}

/**
 * Records every exchange in `log`: the request as received, the answer, the time taken, the
 * operation and the deliveries it caused. The answer goes out first: what the log keeps is built
 * (masked, cut, serialised) and written after, a batch at a time, so no caller waits on it.
 */
export function recording(log: ExchangeLog, options: RecordingOptions): Middleware {
  let pending: Capture[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    for (const capture of batch) log.record(exchangeOf(capture, options));
  };
  // A read of the log on this instance sees every call answered before it.
  log.beforeRead(flush);
  return async (received, route, next) => {
    if (isLogPath(received.path)) return next();
    const at = options.now();
    const started = performance.now();
    const mark = options.caused.mark();
    const { request, bytes } = rememberingBody(received);
    const answer = await next(request);
    const ms = performance.now() - started;
    const body = await bytes();
    if (pending.length === 0) setImmediate(flush);
    // A caller that never lets the event loop turn still gets its calls written, a batch at a time.
    else if (pending.length >= 256) flush();
    pending.push({
      at,
      ms,
      api: route?.api ?? null,
      operationId: route?.operationId ?? null,
      request: received,
      body,
      answer,
      deliveries: options.caused.take(received.client, mark),
    });
    return answer;
  };
}
