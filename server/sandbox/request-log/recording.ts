import { performance } from "node:perf_hooks";
import { requestLogSettings } from "../../../content/sandbox/request-log";
import { isLogLabel } from "../../../core/sandbox/logged-exchange";
import { maxBodyBytes } from "../../../core/sandbox/sandbox-limits";
import { sandboxMountPath } from "../../../core/sandbox/sandbox-url";
import { traceHeader, type Middleware } from "../sandbox-app";
import type { SandboxRequest } from "../sandbox-request";
import type { ExchangeLog } from "./exchange-log";

/** The log's own reads are not logged: reading the log would otherwise fill it. */
export const isLogPath = (path: string): boolean => path === "/log" || path.startsWith("/log/");

const labelHeader = requestLogSettings.labelHeader.toLowerCase();
const labelRefused = `A label is ${requestLogSettings.labelRule}.`;

/**
 * The request as its handler gets it, remembering what the call did: the body bytes the handler
 * read, and the deliveries it caused (handlers pass the witness to each delivery they create). A
 * call refused before its body was read (a missing header, say) still shows what it sent: the body
 * is read once the answer is ready, up to the sandbox's body limit.
 */
function remembering(request: SandboxRequest): {
  request: SandboxRequest;
  bytes: () => Promise<Uint8Array | undefined>;
  caused: () => string[];
} {
  let read: Promise<Uint8Array | undefined> | undefined;
  const source = request.body;
  const readOnce = (limit: number) => (read ??= source.read(limit));
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  // Most calls cause no delivery: the list is made by the first.
  let caused: string[] | undefined;
  return {
    // Written out rather than spread: an object spread and then extended is slow to read from.
    request: {
      method: request.method,
      path: request.path,
      query: request.query,
      search: request.search,
      header: request.header,
      rawHeaders: request.rawHeaders,
      body: { contentType: source.contentType, contentLength: source.contentLength, read: readOnce },
      client: request.client,
      witness: (id) => void (caused ??= []).push(id),
    },
    bytes: () =>
      (read ?? (hasBody ? readOnce(maxBodyBytes) : Promise.resolve(undefined))).catch(() => undefined),
    caused: () => caused ?? [],
  };
}

/**
 * Records every exchange in `log` as it was received and answered, with the time taken, the
 * operation and the deliveries it caused. Only references are taken here, on the answer's path;
 * the log masks and shapes them later (exchange-log.ts).
 */
export function recording(log: ExchangeLog, options: { now: () => number }): Middleware {
  return async (received, route, next) => {
    if (isLogPath(received.path)) return next();
    const at = options.now();
    const started = performance.now();
    const { request, bytes, caused } = remembering(received);
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
      // What the call caused by the time it answered; a witness called later changes nothing here.
      deliveries: [...caused()],
    });
    return answer;
  };
}
