/**
 * Sandbox figures, against a running portal server:
 * - the whole context chain (bill-fetch-request → get-fetched-bill → make-payment →
 *   get-payment-status), a few chains at a time after a warm-up: chains a second, p50 and p99;
 * - bill-fetch-request under a load generator (autocannon, 10 connections): requests a second and
 *   p50/p99 latency, and the same for a Prism mock server of the same COU document, started here
 *   and stopped by its PID, so the two are compared in one run on one machine.
 *
 *   tsx bench/sandbox.ts http://127.0.0.1:4000
 */
import autocannon from "autocannon";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import { runBillFlow, type BillFlowOperation, type FlowAnswer } from "../core/sandbox/bill-flow";
import type { Figure } from "./extra-figures";
import { freePort } from "./free-port";
import { startProcess, stopProcess } from "./processes";
import { projectRoot } from "./project-paths";
import { percentile } from "./statistics";
import { waitForHttp } from "./wait-for-http";

export type Load = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

export type SandboxPerformance = {
  chain: {
    chains: number;
    concurrency: number;
    chainsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    failures: number;
  };
  billFetch: { sandbox: Load; prism: Load };
};

const basePath = "/api/bills/uat";
const headers: Record<string, string> = {
  "content-type": "application/json",
  ...Object.fromEntries(sandboxFixtures.couCredentials.map((header) => [header.name, header.value])),
};
const fetchRequest = {
  billerId: "BILLER000001",
  categoryCode: "C01",
  customerParams: [{ name: "Consumer Number", value: "1234567890" }],
  mobileNumber: "9876543210",
  agent: { id: "BENCH0001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" },
};

/** The chain from these bodies; runBillFlow fills the placeholders and a fresh referenceId. */
const examples: Record<BillFlowOperation, unknown> = {
  "bill-fetch-request": fetchRequest,
  "get-fetched-bill": { context: "<context from bill-fetch-request>" },
  "make-payment": {
    amount: "<amount>",
    context: "<context from get-fetched-bill>",
    referenceId: "<fresh>",
    remittanceDetails: { accountNumber: "1234567890123456", accountHolderName: "Bench" },
    txnMode: "ACCOUNT TRANSFER",
  },
  "get-payment-status": { context: "<context from make-payment>" },
};

async function call(apiBase: string, operation: string, body: unknown): Promise<FlowAnswer> {
  const response = await fetch(`${apiBase}/${operation}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** One chain's milliseconds, or undefined when a call did not succeed. */
async function chain(apiBase: string): Promise<number | undefined> {
  const started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  for await (const step of runBillFlow(examples, (operation, body) => call(apiBase, operation, body), {
    today,
  })) {
    if ((step.answer.body as { statusCode?: unknown }).statusCode !== "success") return undefined;
  }
  return performance.now() - started;
}

async function measureChains(apiBase: string, chains = 400, concurrency = 4, warmUp = 20) {
  for (let index = 0; index < warmUp; index += 1) await chain(apiBase);
  const totals: number[] = [];
  let failures = 0;
  let started = 0;
  const worker = async () => {
    while (started < chains) {
      started += 1;
      const total = await chain(apiBase);
      if (total === undefined) failures += 1;
      else totals.push(total);
    }
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begun) / 1000;
  const tenths = (ms: number) => Math.round(ms * 10) / 10;
  return {
    chains,
    concurrency,
    chainsPerSecond: Math.round(totals.length / seconds),
    p50Ms: tenths(percentile(totals, 0.5)),
    p99Ms: tenths(percentile(totals, 0.99)),
    failures,
  };
}

/** bill-fetch-request under load for `seconds`; the body is the same for both servers. */
async function loadBillFetch(url: string, seconds = 5): Promise<Load> {
  const result = await autocannon({
    url,
    method: "POST",
    headers,
    body: JSON.stringify(fetchRequest),
    connections: 10,
    duration: seconds,
    timeout: 10,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Prism's mock server for content/specs/cou.yaml, which serves the paths without the server's base. */
async function withPrism<T>(use: (origin: string) => Promise<T>): Promise<T> {
  const port = await freePort(4610);
  const child = startProcess(
    join(projectRoot, "node_modules", ".bin", "prism"),
    ["mock", "--host", "127.0.0.1", "--port", String(port), "--errors", "false", "content/specs/cou.yaml"],
    { cwd: projectRoot },
  );
  child.stdout.resume();
  child.stderr.resume();
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/biller-categories`, {
      timeoutMilliseconds: 60_000,
      stillRunning: () => child.exitCode === null && child.signalCode === null,
      answered: () => true,
    });
    return await use(origin);
  } finally {
    await stopProcess(child);
  }
}

export async function measureSandboxPerformance(origin: string): Promise<SandboxPerformance> {
  const sandboxBase = `${origin.replace(/\/$/, "")}/sandbox${basePath}`;
  console.error("bench: sandbox chains, then bill-fetch-request under load on the sandbox and on Prism");
  const chainFigures = await measureChains(sandboxBase);
  const sandbox = await loadBillFetch(`${sandboxBase}/bill-fetch-request`);
  const prism = await withPrism((prismOrigin) => loadBillFetch(`${prismOrigin}/bill-fetch-request`));
  return { chain: chainFigures, billFetch: { sandbox, prism } };
}

/** The result as rows of the benchmark table. */
export function sandboxFigures({ chain: c, billFetch }: SandboxPerformance): Figure[] {
  const { sandbox, prism } = billFetch;
  return [
    { name: `whole chain (4 calls), ${c.concurrency} at a time`, value: c.chainsPerSecond, unit: "chains/s" },
    { name: "whole chain, p50", value: c.p50Ms, unit: "ms" },
    { name: "whole chain, p99", value: c.p99Ms, unit: "ms" },
    { name: "failed chains", value: c.failures, unit: "chains" },
    { name: "bill-fetch-request under load, sandbox", value: sandbox.requestsPerSecond, unit: "req/s" },
    { name: "bill-fetch-request under load, sandbox p99", value: sandbox.p99Ms, unit: "ms" },
    { name: "bill-fetch-request under load, Prism mock", value: prism.requestsPerSecond, unit: "req/s" },
    { name: "bill-fetch-request under load, Prism p99", value: prism.p99Ms, unit: "ms" },
    {
      name: "sandbox ÷ Prism throughput",
      value: Math.round((sandbox.requestsPerSecond / Math.max(1, prism.requestsPerSecond)) * 10) / 10,
      unit: "×",
    },
    { name: "non-2xx answers under load (sandbox / Prism)", value: sandbox.non2xx + prism.non2xx, unit: "" },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin = "http://127.0.0.1:4000"] = process.argv.slice(2);
  console.log(JSON.stringify(await measureSandboxPerformance(origin), null, 2));
}
