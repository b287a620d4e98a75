/**
 * What keeping the request log costs: the sandbox's throughput and p99 with recording on and off,
 * paired in one run (two production servers on the same build, one with `SANDBOX_REQUEST_LOG=off`,
 * loaded in turn for three rounds each, medians reported), and the store's bytes per exchange.
 *
 * The load is bill-fetch-request under autocannon (10 connections, 5 s a round), the call the
 * sandbox benchmark also measures. Each round also weighs the server's CPU time per answer (all its
 * threads, from /proc): on a two-core machine the load generator takes a core of its own, so this
 * is the steadier measure of what recording costs. Bytes per exchange are counted in this process, on a sandbox
 * over a store taken for a shared one, whose writes are weighed: the exchange in the client's list
 * (and the label's, for a labelled call) and its trace id's entry. Without a shared store the log
 * keeps each call in memory as received and shapes it when read.
 *
 *   tsx bench/request-log.ts
 */
import autocannon from "autocannon";
import { fileURLToPath } from "node:url";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import { requestLogSettings } from "../content/sandbox/request-log";
import { MemoryStore } from "../core/store/memory-store";
import { createSandbox } from "../server/sandbox/create-sandbox";
import { fetchSandboxRequest } from "../server/sandbox/sandbox-request";
import type { ExtraFigures, Figure } from "./extra-figures";
import { freePort } from "./free-port";
import { withGroupCpu } from "./process-cpu";
import { startProductionServer, type RunningServer } from "./production-server";
import { median } from "./statistics";

const path = "/sandbox/api/bills/uat/bill-fetch-request";
const headers: Record<string, string> = {
  "content-type": "application/json",
  ...Object.fromEntries(sandboxFixtures.couCredentials.map((header) => [header.name, header.value])),
};
const body = JSON.stringify({
  billerId: "BILLER000001",
  categoryCode: "C01",
  customerParams: [{ name: "Consumer Number", value: "1234567890" }],
  mobileNumber: "9876543210",
  agent: { id: "BENCH0001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" },
});

type Round = {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time per answer (all its threads, the collector's included); undefined without /proc. */
  cpuMicroseconds: number | undefined;
};

async function round(server: RunningServer, seconds: number): Promise<Round> {
  const { result, cpuMilliseconds } = await withGroupCpu(server.pid, () =>
    autocannon({
      url: `${server.origin}${path}`,
      method: "POST",
      headers,
      body,
      connections: 10,
      duration: seconds,
      timeout: 10,
    }),
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMicroseconds:
      cpuMilliseconds === undefined
        ? undefined
        : (cpuMilliseconds * 1000) / Math.max(1, result.requests.total),
  };
}

/**
 * The bytes the log writes to a shared store per exchange, over `count` calls (half of them
 * labelled, so in two lists): the serialised exchanges and the trace id's entry, in a memory
 * store that says it is shared.
 */
async function bytesPerExchange(count = 200): Promise<number> {
  let written = 0;
  // Weighs what the log writes, and stands in for a store other instances share.
  class WeighedStore extends MemoryStore {
    override readonly shared = true;
    override async put(key: string, value: string, expiresAt: number): Promise<void> {
      if (key.startsWith("log:")) written += key.length + Buffer.byteLength(value);
      return super.put(key, value, expiresAt);
    }
    override async append(key: string, value: string, expiresAt: number, maxLength: number): Promise<void> {
      if (key.startsWith("log:")) written += Buffer.byteLength(value);
      return super.append(key, value, expiresAt, maxLength);
    }
  }
  const shared = new WeighedStore();
  const sandbox = createSandbox({ store: shared });
  for (let index = 0; index < count; index += 1) {
    const labelled = index % 2 === 0 ? { [requestLogSettings.labelHeader]: "bench-label-000001" } : {};
    const request = new Request(`http://bench.test${path}`, {
      method: "POST",
      headers: { ...headers, ...labelled },
      body,
    });
    await sandbox.answer(fetchSandboxRequest(request, "/sandbox", "203.0.113.9"));
  }
  // A read writes what is pending, as a partner's read of the log would.
  await sandbox.answer(
    fetchSandboxRequest(new Request("http://bench.test/sandbox/log"), "/sandbox", "203.0.113.9"),
  );
  await sandbox.stop();
  return Math.round(written / count);
}

export async function measureRequestLog(rounds = 3, seconds = 5): Promise<ExtraFigures> {
  const servers: RunningServer[] = [];
  try {
    const on = await startProductionServer(await freePort(4320));
    servers.push(on);
    const off = await startProductionServer(await freePort(4321), { SANDBOX_REQUEST_LOG: "off" });
    servers.push(off);
    // Warm both up (JIT, the first store writes) before anything is counted.
    await round(on, 2);
    await round(off, 2);
    const measured = { on: [] as Round[], off: [] as Round[] };
    for (let index = 0; index < rounds; index += 1) {
      // Alternating which goes first, so a drift in the machine's pace falls on both alike.
      const order = index % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const);
      for (const which of order) measured[which].push(await round(which === "on" ? on : off, seconds));
    }
    const rps = (which: "on" | "off") => median(measured[which].map((entry) => entry.requestsPerSecond)) ?? 0;
    const p99 = (which: "on" | "off") => median(measured[which].map((entry) => entry.p99Ms)) ?? 0;
    const cpu = (which: "on" | "off") => {
      const spent = measured[which].flatMap((entry) => entry.cpuMicroseconds ?? []);
      return spent.length === 0 ? 0 : Math.round((median(spent) ?? 0) * 10) / 10;
    };
    const failures = [...measured.on, ...measured.off].reduce(
      (sum, entry) => sum + entry.non2xx + entry.errors,
      0,
    );
    const bytes = await bytesPerExchange();
    const figures: Figure[] = [
      { name: "bill-fetch-request, recording on", value: rps("on"), unit: "requests/s" },
      { name: "bill-fetch-request, recording off", value: rps("off"), unit: "requests/s" },
      {
        name: "throughput with recording, against without",
        value: Math.round((rps("on") / Math.max(1, rps("off"))) * 1000) / 10,
        unit: "%",
      },
      { name: "p99, recording on", value: p99("on"), unit: "ms" },
      { name: "p99, recording off", value: p99("off"), unit: "ms" },
      // Steadier than throughput on a small machine, where the load generator shares the cores.
      { name: "server CPU per answer, recording on", value: cpu("on"), unit: "µs" },
      { name: "server CPU per answer, recording off", value: cpu("off"), unit: "µs" },
      { name: "answers not 2xx or failed", value: failures, unit: "requests" },
      { name: "shared-store bytes per exchange (half of them labelled)", value: bytes, unit: "bytes" },
    ];
    return { section: "Request log", figures };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { figures } = await measureRequestLog();
  for (const figure of figures) console.log(`${figure.name}: ${figure.value} ${figure.unit}`);
}
