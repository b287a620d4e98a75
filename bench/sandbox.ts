/**
 * Sandbox latency: the bill call chain bill-fetch-request → get-fetched-bill → make-payment,
 * timed end to end against a running portal server, with p50 and p95 per chain and per step.
 * Chains run a few at a time (like partners' test suites, not a load test), after a warm-up.
 *
 *   tsx bench/sandbox.ts http://127.0.0.1:4000 [chains]
 *
 * or `measureSandboxChain(origin)` from the benchmark runner; `sandboxFigures(result)` gives the
 * rows of its table.
 */
import { fileURLToPath } from "node:url";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import type { Figure } from "./extra-figures";
import { percentile } from "./statistics";

export type Percentiles = { p50Ms: number; p95Ms: number };

export type SandboxLatency = {
  origin: string;
  chains: number;
  concurrency: number;
  chain: Percentiles;
  steps: { billFetchRequest: Percentiles; getFetchedBill: Percentiles; makePayment: Percentiles };
  /** Chains that ended in anything but `statusCode: success` at every step. */
  failures: number;
};

const base = "/sandbox/api/bills/uat";
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

const tenths = (ms: number) => Math.round(ms * 10) / 10;
const percentiles = (values: readonly number[]): Percentiles => ({
  p50Ms: tenths(percentile(values, 0.5)),
  p95Ms: tenths(percentile(values, 0.95)),
});

type Answer = { statusCode?: string; data?: { context?: string; bill?: { amount?: number } } };

async function call(
  origin: string,
  operation: string,
  body: unknown,
): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const response = await fetch(`${origin}${base}/${operation}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  return { ms: performance.now() - started, answer };
}

let sequence = 0;

async function chain(
  origin: string,
): Promise<{ total: number; steps: [number, number, number] } | undefined> {
  const started = performance.now();
  const fetched = await call(origin, "bill-fetch-request", fetchRequest);
  if (fetched.answer.statusCode !== "success") return undefined;
  const bill = await call(origin, "get-fetched-bill", { context: fetched.answer.data?.context });
  if (bill.answer.statusCode !== "success") return undefined;
  const paid = await call(origin, "make-payment", {
    amount: bill.answer.data?.bill?.amount,
    context: bill.answer.data?.context,
    // Unique per chain and per run: a reused referenceId is a duplicate (AM05).
    referenceId: `BENCH-${process.pid}-${Date.now()}-${++sequence}`,
    remittanceDetails: { accountNumber: "1234567890123456", accountHolderName: "Bench" },
    txnMode: "ACCOUNT TRANSFER",
  });
  if (paid.answer.statusCode !== "success") return undefined;
  return { total: performance.now() - started, steps: [fetched.ms, bill.ms, paid.ms] };
}

/** Runs `chains` chains, `concurrency` at a time, after `warmUp` untimed ones. */
export async function measureSandboxChain(
  origin: string,
  options: { chains?: number; concurrency?: number; warmUp?: number } = {},
): Promise<SandboxLatency> {
  const { chains = 200, concurrency = 4, warmUp = 20 } = options;
  const root = origin.replace(/\/$/, "");
  for (let index = 0; index < warmUp; index += 1) await chain(root);
  const totals: number[] = [];
  const steps: [number[], number[], number[]] = [[], [], []];
  let failures = 0;
  let started = 0;
  async function worker() {
    while (started < chains) {
      started += 1;
      const result = await chain(root);
      if (!result) {
        failures += 1;
        continue;
      }
      totals.push(result.total);
      result.steps.forEach((ms, step) => steps[step]!.push(ms));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    origin: root,
    chains,
    concurrency,
    chain: percentiles(totals),
    steps: {
      billFetchRequest: percentiles(steps[0]),
      getFetchedBill: percentiles(steps[1]),
      makePayment: percentiles(steps[2]),
    },
    failures,
  };
}

/** The result as rows of the benchmark table. */
export function sandboxFigures(result: SandboxLatency): Figure[] {
  const ms = (name: string, value: number): Figure => ({ name, value, unit: "ms" });
  return [
    ms("chain fetch → bill → pay, p50", result.chain.p50Ms),
    ms("chain fetch → bill → pay, p95", result.chain.p95Ms),
    ms("bill-fetch-request p95", result.steps.billFetchRequest.p95Ms),
    ms("get-fetched-bill p95", result.steps.getFetchedBill.p95Ms),
    ms("make-payment p95", result.steps.makePayment.p95Ms),
    { name: "failed chains", value: result.failures, unit: "chains" },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin = "http://127.0.0.1:4000", chains] = process.argv.slice(2);
  const result = await measureSandboxChain(origin, chains ? { chains: Number(chains) } : {});
  console.log(JSON.stringify(result, null, 2));
}
