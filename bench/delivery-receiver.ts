/**
 * A partner's endpoint for bench/deliveries.ts: every POST is answered HTTP 200 with
 * `{"success":true}` once its body is read, and counted by path and by `X-Sandbox-Delivery-Id`, so
 * the benchmark can tell deliveries lost from deliveries made twice. `GET /counts/<path>` answers
 * those counts for the POSTs to `/<path>`, and `?id=<id>&id=…` adds how many calls each of those
 * deliveries made.
 *
 * The benchmark runs it in a process of its own, so that answering does not take turns with the
 * engine on one event loop; run directly, it prints `{"port":<port>}` once it listens:
 *
 *   node --import tsx bench/delivery-receiver.ts
 */
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

export type ReceiverCounts = {
  /** POSTs received. */
  calls: number;
  /** Different delivery ids among them. */
  deliveries: number;
  /** Delivery ids received more than once. */
  repeated: number;
  /** Calls received for each delivery id asked about. */
  ids: Record<string, number>;
};

export type DeliveryReceiver = { origin: string; close: () => Promise<void> };

const body = '{"success":true}';
const answerHeaders = { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) };

/** Starts the receiver on a free loopback port. */
export async function startDeliveryReceiver(): Promise<DeliveryReceiver> {
  /** Per path, how many times each delivery id came. */
  const seen = new Map<string, Map<string, number>>();
  const countsOf = (path: string, asked: readonly string[]): ReceiverCounts => {
    const ids = seen.get(path) ?? new Map<string, number>();
    let calls = 0;
    let repeated = 0;
    for (const times of ids.values()) {
      calls += times;
      if (times > 1) repeated += 1;
    }
    return {
      calls,
      deliveries: ids.size,
      repeated,
      ids: Object.fromEntries(asked.map((id) => [id, ids.get(id) ?? 0])),
    };
  };
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (request.method === "GET" && path.startsWith("/counts/")) {
      const asked = new URL(path, "http://receiver");
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(countsOf(asked.pathname.slice("/counts".length), asked.searchParams.getAll("id"))),
      );
      return;
    }
    request.resume();
    request.on("end", () => {
      const id = String(request.headers["x-sandbox-delivery-id"] ?? "");
      let ids = seen.get(path);
      if (!ids) {
        ids = new Map();
        seen.set(path, ids);
      }
      ids.set(id, (ids.get(id) ?? 0) + 1);
      response.writeHead(200, answerHeaders);
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the receiver at `origin` counted for the POSTs to `/<path>`, and for each delivery in `ids`. */
export async function receiverCounts(
  origin: string,
  path: string,
  ids: readonly string[] = [],
): Promise<ReceiverCounts> {
  const query = new URLSearchParams(ids.map((id) => ["id", id])).toString();
  const response = await fetch(`${origin}/counts/${path}${query ? `?${query}` : ""}`);
  return (await response.json()) as ReceiverCounts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { origin } = await startDeliveryReceiver();
  console.log(JSON.stringify({ port: Number(new URL(origin).port) }));
}
