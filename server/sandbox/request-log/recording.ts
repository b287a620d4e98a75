import { performance } from "node:perf_hooks";
import { requestLogSettings } from "../../../content/sandbox/request-log";
import { isLogLabel } from "../../../core/sandbox/logged-exchange";
import { maxBodyBytes } from "../../../core/sandbox/sandbox-limits";
import { sandboxMountPath } from "../../../core/sandbox/sandbox-url";
import { traceHeader, type Middleware } from "../sandbox-app";
import type { SandboxRequest } from "../sandbox-request";
import type { CausedDeliveries } from "./caused-deliveries";
import type { ExchangeLog } from "./exchange-log";

/** The log's own reads are not logged: reading the log would otherwise fill it. */
export const isLogPath = (path: string): boolean => path === "/log" || path.startsWith("/log/");

const labelHeader = requestLogSettings.labelHeader.toLowerCase();
const labelRefused = `A label is ${requestLogSettings.labelRule}.`;

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
 * Records every exchange in `log` as it was received and answered, with the time taken, the
 * operation and the deliveries it caused. Only references are taken here, on the answer's path;
 * the log masks and shapes them later (exchange-log.ts).
 */
export function recording(
  log: ExchangeLog,
  options: { now: () => number; caused: CausedDeliveries },
): Middleware {
  return async (received, route, next) => {
    if (isLogPath(received.path)) return next();
    const at = options.now();
    const started = performance.now();
    const mark = options.caused.mark();
    const { request, bytes } = rememberingBody(received);
    const answer = await next(request);
    const ms = performance.now() - started;
    const label = received.header(labelHeader)?.trim() || null;
    const taken = label !== null && isLogLabel(label);
    log.record({
      traceId: answer.headers[traceHeader] ?? "",
      at,
      ms,
      api: route?.api ?? null,
      operationId: route?.operationId ?? null,
      client: received.client,
      label: taken ? label : null,
      labelRefused: label !== null && !taken ? labelRefused : null,
      method: received.method,
      path: `${sandboxMountPath}${received.path === "/" ? "" : received.path}${received.search}`,
      rawHeaders: received.rawHeaders(),
      body: await bytes(),
      status: answer.status,
      answerHeaders: answer.headers,
      answerBody: answer.body,
      deliveries: options.caused.take(received.client, mark),
    });
    return answer;
  };
}
