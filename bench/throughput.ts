/**
 * Static-serving throughput of the production server: how many requests a second it answers for
 * a guide page, and its p99 latency, on loopback. The load generator shares the two cores with
 * the server, so the figures are a floor for a real deployment, useful to compare runs.
 */
import autocannon from "autocannon";

export type ThroughputFigures = {
  url: string;
  contentEncoding: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  bytesPerSecond: number;
  requestsSent: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

// Enough concurrent clients to keep one Node process busy without measuring mostly the
// queueing inside the load generator.
const connections = 10;
const durationSeconds = 10;

/** Loads `url` for ten seconds with brotli accepted, as browsers request pages. */
export async function measureThroughput(url: string): Promise<ThroughputFigures> {
  const headers = { "accept-encoding": "br" };
  // Check first that the server answers the page, brotli-compressed, so the figures are of the
  // intended response and not of a 404 or an uncompressed fallback.
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  if (!probe.ok) throw new Error(`${url} answered HTTP ${probe.status}`);
  const contentEncoding = probe.headers.get("content-encoding") ?? "identity";

  console.error(`bench: throughput ${url} for ${durationSeconds} s`);
  const result = await autocannon({ url, connections, duration: durationSeconds, headers, timeout: 10 });
  return {
    url,
    contentEncoding,
    connections,
    durationSeconds,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    requestsSent: result.requests.sent,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
