import { request as httpRequest } from "node:http";

export type Answer = { status: number; body: unknown };

/**
 * Calls the served sandbox from another loopback address. The sandbox scopes notification and
 * webhook registrations by the caller's address, and the tests that run alongside (and the browser)
 * call from 127.0.0.1; a test that registers a URL from its own address keeps its events to itself.
 */
export function clientAt(origin: string, localAddress: string) {
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = httpRequest(
        new URL(path, origin),
        {
          method,
          localAddress,
          headers: { ...headers, ...(text === undefined ? {} : { "Content-Type": "application/json" }) },
        },
        (incoming) => {
          let received = "";
          incoming.setEncoding("utf8");
          incoming.on("data", (chunk: string) => (received += chunk));
          incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(received) }));
        },
      );
      outgoing.on("error", reject);
      outgoing.end(text);
    });
  return {
    post: (path: string, headers: Record<string, string>, body: unknown) => call("POST", path, headers, body),
    get: (path: string, headers: Record<string, string> = {}) => call("GET", path, headers),
  };
}
