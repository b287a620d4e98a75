/**
 * Sandbox figures, against a running portal server, beside a Prism mock server of the same COU
 * document started here (and stopped by its PID), so the two are compared in one run:
 * - the whole context chain (bill-fetch-request → get-fetched-bill → make-payment →
 *   get-payment-status) under a load generator (autocannon, 10 connections, each going through the
 *   chain with the try-it console's rules for carrying contexts forward): requests and chains a
 *   second, p50/p99 latency per call, and the server's CPU time per call;
 * - bill-fetch-request alone under the same load, the same figures, and the same load on a bare
 *   Node server answering a fixed body (the floor: what the HTTP stack and the load generator
 *   leave for any sandbox);
 * - the chain a few at a time, as a partner's integration runs it: chains a second, p50 and p99
 *   of the whole chain.
 *
 * The two servers take each load in turn, three rounds each, and the figures are the rounds'
 * medians: this machine's pace drifts from minute to minute, and one run of each, a minute
 * apart, put the sandbox anywhere from 5 to 10 times Prism's throughput.
 *
 * Where `taskset` is available, the load generator runs on the last CPU and every server on the
 * others (bench/cpu-affinity.ts), so no server shares its CPUs with the generator. The CPU time per
 * call is the fairest comparison all the same: requests a second stop at what one client core can
 * send.
 *
 *   tsx bench/sandbox.ts http://127.0.0.1:4000 <server PID>
 */
import autocannon, { type SequenceRequest } from "autocannon";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import {
  billFlowOperations,
  runBillFlow,
  withFreshReference,
  type BillFlowOperation,
  type FlowAnswer,
} from "../core/sandbox/bill-flow";
import { emptyMemory, fillPlaceholders, remember, type TryItMemory } from "../core/sandbox/try-it-memory";
import { bundleForNode } from "../scripts/build-server";
import { cpuSplit, pinGroup, pinProcess, type CpuSplit } from "./cpu-affinity";
import type { Figure } from "./extra-figures";
import { freePort } from "./free-port";
import { withGroupCpu } from "./process-cpu";
import { startProcess, stopProcess } from "./processes";
import { projectRoot } from "./project-paths";
import { median, percentile } from "./statistics";
import { waitForHttp } from "./wait-for-http";

export type Load = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answers whose `statusCode` was not `success`. */
  unsuccessful: number;
  /** The server's CPU time per request, in microseconds; undefined without /proc. */
  cpuMicroseconds: number | undefined;
};

/** One round: each server under the same load, one after the other. */
export type Turn = { sandbox: Load; prism: Load };

/** The rounds of one load; the figures are their medians, so one slow moment does not decide them. */
export type Comparison = Turn[];

/** Rounds of each load per server. The machine's pace drifts by up to half from minute to minute. */
const rounds = 3;

export type SandboxPerformance = {
  /** Which CPUs the servers and the load generator ran on; undefined when they shared them all. */
  cpus: Pick<CpuSplit, "servers" | "serverCount" | "generator"> | undefined;
  chainLoad: Comparison;
  billFetch: Comparison;
  /** The same load on a bare Node server answering a fixed body (bench/fixed-answer-server.ts). */
  fixedAnswer: Load;
  chain: {
    chains: number;
    concurrency: number;
    chainsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    failures: number;
  };
};

/** A server under test: where its COU operations are, and the process group it runs in. */
type Target = { apiBase: string; processGroup: number };

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

/** The chain from these bodies; the placeholders are filled from the answers before, as the console does. */
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

/** The path of a target's operations, without a trailing slash (Prism serves them at the root). */
const pathOf = (target: Target) => new URL(target.apiBase).pathname.replace(/\/$/, "");

const tenths = (value: number) => Math.round(value * 10) / 10;

const today = () => new Date().toISOString().slice(0, 10);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const succeeded = (body: unknown) => (body as { statusCode?: unknown } | undefined)?.statusCode === "success";

/** Runs autocannon for `seconds` on one server and measures its CPU time meanwhile. */
async function load(
  target: Target,
  options: { url: string; body?: string; requests?: SequenceRequest[] },
  counted: { unsuccessful: number },
  seconds = 5,
): Promise<Load> {
  const { result, cpuMilliseconds } = await withGroupCpu(target.processGroup, () =>
    autocannon({ method: "POST", headers, connections: 10, duration: seconds, timeout: 10, ...options }),
  );
  const requests = result["2xx"] + result.non2xx;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    unsuccessful: counted.unsuccessful,
    cpuMicroseconds:
      cpuMilliseconds === undefined || requests === 0
        ? undefined
        : Math.round((cpuMilliseconds * 1000) / requests),
  };
}

/** The whole chain on every connection, again and again, each call built from the answers before it. */
function loadChain(target: Target): Promise<Load> {
  const counted = { unsuccessful: 0 };
  const memoryOf = (context: Record<string, unknown>) =>
    (context.memory as TryItMemory | undefined) ?? emptyMemory();
  const requests: SequenceRequest[] = billFlowOperations.map((operation, index) => ({
    method: "POST",
    path: `${pathOf(target)}/${operation}`,
    setupRequest: (request, context) => {
      if (index === 0) context.memory = emptyMemory();
      const body = withFreshReference(
        operation,
        fillPlaceholders(examples[operation], memoryOf(context), today()),
      );
      return { ...request, body: JSON.stringify(body) };
    },
    onResponse: (_status, text, context) => {
      const body = parsed(text);
      if (!succeeded(body)) counted.unsuccessful += 1;
      context.memory = remember(memoryOf(context), operation, body);
    },
  }));
  return load(target, { url: target.apiBase, requests }, counted);
}

/** bill-fetch-request alone, the same body every time. */
function loadBillFetch(target: Target): Promise<Load> {
  const counted = { unsuccessful: 0 };
  const requests: SequenceRequest[] = [
    {
      method: "POST",
      path: `${pathOf(target)}/bill-fetch-request`,
      body: JSON.stringify(fetchRequest),
      onResponse: (_status, text) => {
        if (!succeeded(parsed(text))) counted.unsuccessful += 1;
      },
    },
  ];
  return load(target, { url: target.apiBase, requests }, counted);
}

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
  for await (const step of runBillFlow(examples, (operation, body) => call(apiBase, operation, body), {
    today: today(),
  })) {
    if (!succeeded(step.answer.body)) return undefined;
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
  return {
    chains,
    concurrency,
    chainsPerSecond: Math.round(totals.length / seconds),
    p50Ms: tenths(percentile(totals, 0.5)),
    p99Ms: tenths(percentile(totals, 0.99)),
    failures,
  };
}

/**
 * Starts `command` (a server) in its own process group on `cpus` (all of them when undefined),
 * uses it, then stops it by its PID.
 */
async function withServer<T>(
  command: string,
  args: string[],
  readyUrl: string,
  cpus: string | undefined,
  use: (processGroup: number) => Promise<T>,
): Promise<T> {
  const child = startProcess(command, args, { cwd: projectRoot });
  child.stdout.resume();
  child.stderr.resume();
  try {
    if (child.pid === undefined) throw new Error(`${command} did not start`);
    await waitForHttp(readyUrl, {
      timeoutMilliseconds: 60_000,
      stillRunning: () => child.exitCode === null && child.signalCode === null,
      answered: () => true,
    });
    if (cpus !== undefined) await pinGroup(child.pid, cpus);
    return await use(child.pid);
  } finally {
    await stopProcess(child);
  }
}

/** Prism's mock server for content/specs/cou.yaml, which serves the paths without the server's base. */
async function withPrism<T>(cpus: string | undefined, use: (target: Target) => Promise<T>): Promise<T> {
  const port = await freePort(4610);
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    "mock",
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--errors",
    "false",
    "content/specs/cou.yaml",
  ];
  return withServer(
    join(projectRoot, "node_modules", ".bin", "prism"),
    args,
    `${origin}/biller-categories`,
    cpus,
    (processGroup) => use({ apiBase: origin, processGroup }),
  );
}

/**
 * bench/fixed-answer-server.ts: Node's HTTP stack alone, the floor under the sandbox's figures.
 * Bundled first, as the portal's server is, so that neither pays for compiling TypeScript.
 */
async function withFixedAnswer<T>(cpus: string | undefined, use: (target: Target) => Promise<T>): Promise<T> {
  // Inside the project, so that the bundle finds the packages in node_modules.
  const cache = join(projectRoot, "node_modules", ".cache");
  await mkdir(cache, { recursive: true });
  const folder = await mkdtemp(join(cache, "fixed-answer-"));
  try {
    const script = join(folder, "fixed-answer-server.mjs");
    await bundleForNode(join(projectRoot, "bench", "fixed-answer-server.ts"), script);
    const port = await freePort(4620);
    const origin = `http://127.0.0.1:${port}`;
    return await withServer(process.execPath, [script, String(port)], origin, cpus, (processGroup) =>
      use({ apiBase: origin, processGroup }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The two servers under `load` in turn, `rounds` times. Who goes first alternates, so that the
 * machine speeding up or slowing down during a round favours neither.
 */
async function inTurns(
  sandbox: Target,
  prism: Target,
  load: (target: Target) => Promise<Load>,
): Promise<Comparison> {
  const turns: Turn[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      const first = await load(sandbox);
      turns.push({ sandbox: first, prism: await load(prism) });
    } else {
      const first = await load(prism);
      turns.push({ sandbox: await load(sandbox), prism: first });
    }
  }
  return turns;
}

/** `serverGroup`: the process group the portal's server runs in (its PID, as bench/processes starts it). */
export async function measureSandboxPerformance(
  origin: string,
  serverGroup: number,
): Promise<SandboxPerformance> {
  const split = cpuSplit();
  if (!split) return measureOnCpus(origin, serverGroup, undefined);
  pinProcess(process.pid, split.generator);
  await pinGroup(serverGroup, split.servers);
  try {
    return await measureOnCpus(origin, serverGroup, split);
  } finally {
    pinProcess(process.pid, split.all);
    await pinGroup(serverGroup, split.all);
  }
}

async function measureOnCpus(
  origin: string,
  serverGroup: number,
  split: CpuSplit | undefined,
): Promise<SandboxPerformance> {
  const sandbox: Target = {
    apiBase: `${origin.replace(/\/$/, "")}/sandbox${basePath}`,
    processGroup: serverGroup,
  };
  console.error(
    `bench: the sandbox and Prism in turn under load, ${rounds} rounds of the chain and of bill-fetch-request; then chains 4 at a time`,
  );
  // A warm-up, so neither server is measured while its code is still being compiled.
  await loadChain(sandbox);
  const compared = await withPrism(split?.servers, async (prism) => {
    await loadChain(prism);
    return {
      chainLoad: await inTurns(sandbox, prism, loadChain),
      billFetch: await inTurns(sandbox, prism, loadBillFetch),
    };
  });
  const fixedAnswer = await withFixedAnswer(split?.servers, async (target) => {
    await loadBillFetch(target);
    return loadBillFetch(target);
  });
  return {
    cpus: split && { servers: split.servers, serverCount: split.serverCount, generator: split.generator },
    ...compared,
    fixedAnswer,
    chain: await measureChains(sandbox.apiBase),
  };
}

/** a ÷ b; NaN when either is missing. */
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? Number.NaN : a / b;

/** The median of the rounds' values; NaN when none was measured (CPU time without /proc). */
const middle = (values: readonly (number | undefined)[]) =>
  median(values.filter((value): value is number => value !== undefined && Number.isFinite(value))) ??
  Number.NaN;

/** One server's figure over the rounds: the median. */
const medianOf = (turns: Comparison, server: keyof Turn, pick: (load: Load) => number | undefined) =>
  middle(turns.map((turn) => pick(turn[server])));

/** sandbox ÷ Prism in each round, and the median of those: each compares runs made seconds apart. */
function ratioFigure(name: string, turns: Comparison, each: (turn: Turn) => number): Figure {
  const ratios = turns.map(each);
  return {
    name,
    value: tenths(middle(ratios)),
    unit: `× (the rounds: ${ratios.map((value) => `${tenths(value)}×`).join(", ")})`,
  };
}

const failures = (load: Load) => load.non2xx + load.errors + load.unsuccessful;

function comparisonFigures(name: string, turns: Comparison): Figure[] {
  const figure = (server: keyof Turn, label: string) => [
    {
      name: `${name}, ${label}`,
      value: medianOf(turns, server, (load) => load.requestsPerSecond),
      unit: "req/s",
    },
    {
      name: `${name}, ${label} p50 / p99`,
      value: medianOf(turns, server, (load) => load.p50Ms),
      unit: `/ ${medianOf(turns, server, (load) => load.p99Ms)} ms`,
    },
    {
      name: `${name}, ${label} CPU per call`,
      value: Math.round(medianOf(turns, server, (load) => load.cpuMicroseconds)),
      unit: "µs",
    },
  ];
  const failed = (server: keyof Turn) => turns.reduce((sum, turn) => sum + failures(turn[server]), 0);
  return [
    ...figure("sandbox", "sandbox"),
    ...figure("prism", "Prism"),
    ratioFigure(`${name}, sandbox ÷ Prism: throughput`, turns, (turn) =>
      ratio(turn.sandbox.requestsPerSecond, turn.prism.requestsPerSecond),
    ),
    ratioFigure(`${name}, sandbox ÷ Prism: calls per CPU-second`, turns, (turn) =>
      ratio(turn.prism.cpuMicroseconds, turn.sandbox.cpuMicroseconds),
    ),
    {
      name: `${name}, failed calls (sandbox / Prism)`,
      value: failed("sandbox"),
      unit: `/ ${failed("prism")}`,
    },
  ];
}

/** The result as rows of the benchmark table. */
export function sandboxFigures({
  cpus,
  chainLoad,
  billFetch,
  fixedAnswer,
  chain: c,
}: SandboxPerformance): Figure[] {
  return [
    cpus
      ? {
          name: "CPUs each server under test had",
          value: cpus.serverCount,
          unit: `(CPU ${cpus.servers}); the load generator: CPU ${cpus.generator}`,
        }
      : {
          name: "CPUs each server under test had",
          value: availableParallelism(),
          unit: "shared with the load generator",
        },
    ...comparisonFigures("whole chain under load (10 connections)", chainLoad),
    {
      name: "whole chain under load, sandbox chains",
      value: Math.round(
        medianOf(chainLoad, "sandbox", (load) => load.requestsPerSecond) / billFlowOperations.length,
      ),
      unit: "chains/s",
    },
    ...comparisonFigures("bill-fetch-request under load", billFetch),
    {
      name: "the floor: a bare Node server answering a fixed body, same load",
      value: fixedAnswer.requestsPerSecond,
      unit: "req/s",
    },
    {
      name: "the floor, CPU per call",
      value: fixedAnswer.cpuMicroseconds ?? Number.NaN,
      unit: "µs",
    },
    {
      name: "the floor ÷ Prism: the most any sandbox could show here",
      value: tenths(
        ratio(
          fixedAnswer.requestsPerSecond,
          medianOf(billFetch, "prism", (load) => load.requestsPerSecond),
        ),
      ),
      unit: "×",
    },
    { name: `whole chain, ${c.concurrency} at a time`, value: c.chainsPerSecond, unit: "chains/s" },
    { name: "whole chain, p50 / p99", value: c.p50Ms, unit: `/ ${c.p99Ms} ms` },
    { name: "failed chains", value: c.failures, unit: "chains" },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin = "http://127.0.0.1:4000", group = ""] = process.argv.slice(2);
  if (!/^\d+$/.test(group)) throw new Error("usage: tsx bench/sandbox.ts <origin> <server PID>");
  console.log(JSON.stringify(await measureSandboxPerformance(origin, Number(group)), null, 2));
}
