import type { DeliveryWitness } from "../../core/deliveries/delivery-engine";
import type { IncomingMessage } from "node:http";
import { incomingBodySource, requestBodySource, type BodySource } from "./read-json-body";

/**
 * A request as the sandbox sees it, whatever server received it: Node's own objects under
 * `npm start`, or a fetch `Request` in tests and other runtimes. Keeping the sandbox to this one
 * shape lets it answer without a web framework on the path that takes the load.
 */
export type SandboxRequest = {
  method: string;
  /** The path below the mount point, e.g. `/api/bills/uat/bill-fetch-request`; `/` for the mount itself. */
  path: string;
  query: Record<string, string | undefined>;
  /** The query string as sent, with its `?`; empty when there is none. */
  search: string;
  /** A header by its lower-case name. */
  header: (name: string) => string | undefined;
  /** Every header as received, in order, names and values alternating (for the request log). */
  rawHeaders: () => readonly string[];
  body: BodySource;
  /** Who is asking: the peer's address, for per-client limits and for scoping notification URLs. */
  client: string;
  /** Takes the ids of the deliveries this call causes, where the request log records it. */
  witness?: DeliveryWitness;
};

/** What the sandbox answers: always JSON, with the headers that belong to the answer itself. */
export type SandboxAnswer = { status: number; headers: Readonly<Record<string, string>>; body: string };

/** The query string's parameters; the first of a repeated name wins. */
export function queryOf(search: string): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of new URLSearchParams(search)) query[name] ??= value;
  return query;
}

/** `/sandbox/api/x` → `/api/x`, and the mount point itself → `/`. */
function belowMount(pathname: string, mountPath: string): string {
  const path = pathname.startsWith(mountPath) ? pathname.slice(mountPath.length) : pathname;
  return path === "" ? "/" : path;
}

export function fetchSandboxRequest(request: Request, mountPath: string, client = "unknown"): SandboxRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: belowMount(url.pathname, mountPath),
    query: queryOf(url.search),
    search: url.search,
    // A fetch Request keeps its host in the URL, not in a header.
    header: (name) => request.headers.get(name) ?? (name === "host" ? url.host : undefined),
    rawHeaders: () => [...request.headers].flat(),
    body: requestBodySource(request),
    client,
  };
}

export function nodeSandboxRequest(incoming: IncomingMessage, mountPath: string): SandboxRequest {
  const target = incoming.url ?? "/";
  const queryAt = target.indexOf("?");
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  return {
    method: incoming.method ?? "GET",
    path: belowMount(pathname, mountPath),
    query: queryAt === -1 ? {} : queryOf(target.slice(queryAt + 1)),
    search: queryAt === -1 ? "" : target.slice(queryAt),
    header: (name) => {
      const value = incoming.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    // Node's own array, not a copy: the log pairs names and values only when it is read.
    rawHeaders: () => incoming.rawHeaders,
    body: incomingBodySource(incoming),
    client: incoming.socket.remoteAddress ?? "unknown",
  };
}
