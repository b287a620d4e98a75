/**
 * Delivery figures: the sandbox's one delivery engine (core/deliveries/delivery-engine.ts), built
 * as the server builds it and sending through the real HTTP sender to a receiver on loopback that
 * answers every call HTTP 200 with `{"success":true}` (bench/delivery-receiver.ts, in a child
 * process so that answering does not take turns with the engine on one event loop). On the memory
 * store, then on Redis (a throwaway `redis-server` started here and stopped by its PID):
 * - a burst: 5,000 deliveries all due now, stored before one engine starts: deliveries a second
 *   until every attempt is made, logged and off the queue;
 * - a schedule: 10,000 deliveries whose first attempts fall due evenly over 10 s (stored in
 *   shuffled order, all before the engine starts, so 10,000 are pending): how late each attempt
 *   starts (`startedAt` − `plannedAt`), p50, p99 and max, against the aims (p99 under 50 ms in
 *   memory, under 200 ms on Redis). Three rounds per store, memory and Redis in turn, and the
 *   middle round by p99 is shown: one round's tail depends on a few pauses;
 * - on Redis, the burst and the schedule again with two instances: a second engine in its own
 *   process (bench/delivery-instance.ts) on its own connection, as a second server would run it,
 *   to check that every attempt is made exactly once.
 *
 * The receiver counts the calls per delivery id: attempts must equal deliveries, none lost, none
 * made twice. An attempt that fails (the receiver always answers HTTP 200, so only an error or a
 * timeout can fail one) has its retry a minute later on the settlement schedule at time scale 1,
 * past the end of the run: such a delivery is counted as retrying after the run, apart from the
 * deliveries lost (never received, no retry to come) and the attempts left pending past their due
 * time (stuck). Lateness comes from wrapping the sender (bench/delivery-setup.ts): the engine reads
 * its clock for `startedAt` and calls the sender in the same synchronous step, and `plannedAt` is
 * the `firstAttemptAt` given to `create`, so measuring costs no store reads while the engine runs.
 * Afterwards a sample of the logs is read back with `engine.read(id)` to confirm that the logged
 * times are the ones measured.
 *
 * Nothing is pinned to a CPU: the engine, the receiver and Redis are three busy processes, as many
 * as or more than the cores of the machines this runs on, and pinning two of them to one core would
 * measure that choice. Instead each run records the CPU that processes outside the benchmark took
 * meanwhile, since it skews the tail.
 *
 *   tsx bench/deliveries.ts [--receiver-in-process]   (prints the section, writes the figures to
 *                                                     bench/results/deliveries-<timestamp>.json)
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createClient } from "@redis/client";
import { sampleEventBody } from "../core/deliveries/event-bodies";
import { MemoryStore } from "../core/store/memory-store";
import type { SandboxStore } from "../core/store/sandbox-store";
import { startLocalRedis, type LocalRedis } from "../scripts/local-redis";
import { RedisStore } from "../server/store/redis-store";
import type { InstanceReport } from "./delivery-instance";
import { receiverCounts, startDeliveryReceiver } from "./delivery-receiver";
import {
  benchEngine,
  benchEvent,
  countingStore,
  recordingSender,
  type AttemptFailure,
} from "./delivery-setup";
import { attempt } from "./outcome";
import { groupCpuMilliseconds } from "./process-cpu";
import { killStartedProcesses, startProcess, stopProcess, type Child } from "./processes";
import { projectRoot, resultsDir } from "./project-paths";
import { fileTimestamp } from "./results";
import { percentile } from "./statistics";

export type StoreKind = "memory" | "Redis";

export type DeliveryRun = {
  scenario: "burst" | "schedule";
  store: StoreKind;
  /** Engines sharing the store, each in its own process. */
  instances: number;
  /** 1… for the rounds of a schedule. */
  round: number;
  deliveries: number;
  /** How long the first attempts were spread over; 0 for a burst. */
  windowMs: number;
  /**
   * From starting the engines (a burst) or the first due time (a schedule) until the queue was
   * empty, or, when only retries due after the run were left on it, until the last attempt ended.
   */
  seconds: number;
  deliveriesPerSecond: number;
  /** Calls the receiver counted. */
  attempts: number;
  /** Deliveries the receiver never saw, and that no retry was scheduled for. */
  lost: number;
  /** Calls beyond the first for a delivery. */
  twice: number;
  /** Attempts whose outcome was not the receiver's HTTP 200 (errors, timeouts). */
  failedAttempts: number;
  /** Why they failed: each error (or HTTP status) and how many attempts it failed. */
  failureReasons: Record<string, number>;
  /** Attempts still on the queue once the engines stopped: the retries below, and any stuck. */
  pendingAfter: number;
  /**
   * Deliveries whose attempt failed and whose retry is on the queue, due after the run (a minute
   * after the failure): pending as the schedule says, neither lost nor stuck.
   */
  retryingAfter: number;
  /** Attempts on the queue at the end that no retry to come accounts for: 0 unless the run ran out of time. */
  stuckAfter: number;
  /** startedAt − plannedAt over every attempt of a schedule, in milliseconds. */
  lateness?: { p50Ms: number; p99Ms: number; maxMs: number };
  /** CPU time of the engines' processes (engine, sender, HTTP and Redis clients) per delivery. */
  cpuMicroseconds: number;
  /** Store calls the engines made per delivery; on Redis each is one round trip. */
  storeCallsPerDelivery: number;
  /** The first instance's event loop delay meanwhile: how late its timers could fire. */
  eventLoopDelay: { p99Ms: number; maxMs: number };
  /** Cores' worth of CPU that processes outside the benchmark took meanwhile; undefined without /proc. */
  othersCores: number | undefined;
  /**
   * Logs read back with engine.read: how many, how many did not hold the one delivered attempt
   * as planned, and the largest gap between a logged `startedAt` and the one measured.
   */
  logCheck: { read: number; wrong: number; startGapMs: number };
  /** Storing the deliveries beforehand, not part of the figures. */
  createSeconds: number;
};

export type DeliveriesPerformance = {
  /** Where the receiver ran. */
  receiver: "a child process" | "the engine's process";
  redisVersion: string;
  cpus: number;
  /** The p99 lateness each store aims at. */
  aimsMs: Record<StoreKind, number>;
  runs: DeliveryRun[];
};

const burstDeliveries = 5_000;
const scheduledDeliveries = 10_000;
const windowMs = 10_000;
const scheduleRounds = 3;
const aimsMs: Record<StoreKind, number> = { memory: 50, Redis: 200 };
/** Before each store's figures: the same path taken untimed, so no figure includes compiling it. */
const warmUpDeliveries = 1_000;
/** Logs read back after each run to confirm the measured times. */
const checkedLogs = 200;
/** Deliveries stored at once while setting up. */
const createBatch = 200;
/**
 * From the start of storing a schedule's deliveries to its first due time: three times as long as
 * storing them took at the slowest pace seen so far on that store (10,000 take about 0.3 s in
 * memory and 0.6 to 1 s on Redis on a quiet machine here, three times that on a busy one), and a
 * second at least. A schedule stored late fails, rather than counting the delay as lateness.
 */
const leadFactor = 3;
const minimumLeadMs = 1_000;
/** How often the end of a run (an empty queue) is looked for: one ZCARD on Redis. */
const pollMs = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The first attempts' due times: evenly over the window from `start`, in a shuffled order. */
function dueTimes(count: number, start: number, window: number): number[] {
  // Stepping by a prime that does not divide `count` visits every slot once, out of order.
  const step = 7919;
  return Array.from(
    { length: count },
    (_, index) => start + Math.floor((((index * step) % count) * window) / count),
  );
}

/** Busy and total CPU ticks of the whole machine, from /proc/stat; undefined elsewhere. */
async function machineTicks(): Promise<{ busy: number; total: number } | undefined> {
  const stat = await readFile("/proc/stat", "utf8").catch(() => undefined);
  const fields = stat?.split("\n")[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  if (fields.length < 8) return undefined;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** The second instance of the two-instance runs, in its own process. */
type SecondInstance = { child: Child; start: () => void; stop: () => Promise<InstanceReport> };

/** What measuring a run uses besides its store. */
type Bench = {
  receiver: { origin: string; processGroup: number | undefined };
  /** Redis's own CPU milliseconds so far; undefined when Redis is not running. */
  redisCpu: () => Promise<number | undefined>;
  body: string;
};

type RunPlan = {
  scenario: DeliveryRun["scenario"];
  store: StoreKind;
  deliveries: number;
  round: number;
  /** The receiver's path for this run, so each run counts its own calls. */
  path: string;
  open: () => Promise<SandboxStore>;
  second?: SecondInstance;
  /** For a schedule: from starting to store its deliveries to the first due time. */
  leadMs: number;
};

/** CPU milliseconds the benchmark's own processes have used so far, and the machine's ticks. */
async function cpuSnapshot(bench: Bench, second: SecondInstance | undefined) {
  const own = process.cpuUsage();
  const group = async (id: number | undefined) => (id === undefined ? 0 : await groupCpuMilliseconds(id));
  const parts = await Promise.all([
    group(bench.receiver.processGroup),
    group(second?.child.pid),
    bench.redisCpu(),
  ]);
  const ours = parts.every((part) => part !== undefined)
    ? (own.user + own.system) / 1000 + parts.reduce<number>((sum, part) => sum + (part ?? 0), 0)
    : undefined;
  return { ours, machine: await machineTicks(), at: Date.now() };
}

/** Cores' worth of CPU others took between two snapshots. */
function othersCores(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
): number | undefined {
  if (!before.machine || !after.machine || before.ours === undefined || after.ours === undefined)
    return undefined;
  const elapsedMs = after.at - before.at;
  const busyCores =
    ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) *
    availableParallelism();
  return tenths(Math.max(0, busyCores - (after.ours - before.ours) / elapsedMs));
}

async function measure(bench: Bench, plan: RunPlan): Promise<DeliveryRun> {
  const { deliveries, second } = plan;
  const window = plan.scenario === "schedule" ? windowMs : 0;
  const store = await plan.open();
  const counted = countingStore(store);
  const recorder = recordingSender();
  const engine = benchEngine(counted.store, recorder.send);
  // Never started: reads logs on the store itself, so reading them is no call of the engine's.
  const reader = benchEngine(store, recorder.send);
  try {
    const url = `${bench.receiver.origin}/${plan.path}`;
    const request = { headers: {}, body: bench.body };
    const createBegin = Date.now();
    const firstDue = createBegin + (window > 0 ? plan.leadMs : 0);
    const due = window > 0 ? dueTimes(deliveries, firstDue, window) : [];
    const planned = new Map<string, number>();
    for (let from = 0; from < deliveries; from += createBatch) {
      const batch = Array.from({ length: Math.min(createBatch, deliveries - from) }, (_, offset) =>
        engine.create({
          event: benchEvent,
          url,
          timeScale: 1,
          cause: "trigger",
          request,
          ...(window > 0 ? { firstAttemptAt: due[from + offset]! } : {}),
        }),
      );
      for (const view of await Promise.all(batch)) planned.set(view.id, view.firstAttemptAt);
    }
    const createSeconds = (Date.now() - createBegin) / 1000;
    if (window > 0 && Date.now() > firstDue - 100)
      throw new Error(
        `Storing ${deliveries} deliveries took ${createSeconds} s, past the schedule's start ${plan.leadMs} ms after; is the machine busy?`,
      );

    const before = await cpuSnapshot(bench, second);
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    counted.calls.count = 0;
    const cpuBefore = process.cpuUsage();
    loopDelay.enable();
    const begin = Date.now();
    second?.start();
    engine.start();
    const deadline = Date.now() + (window > 0 ? plan.leadMs + window + 30_000 : 60_000);
    for (;;) {
      const pending = await engine.pending();
      if (pending === 0 || Date.now() >= deadline) break;
      // Only failed attempts' retries left, due a minute on: waiting for them would only idle. (A
      // second instance's failures are known only once it stops, so its runs wait to the deadline.)
      if (
        !second &&
        pending <= recorder.failures.length &&
        (await retryingAfter(reader, recorder.failures)).length === pending
      )
        break;
      await sleep(pollMs);
    }
    const drainedAt = Date.now();
    loopDelay.disable();
    const cpu = process.cpuUsage(cpuBefore);
    const after = await cpuSnapshot(bench, second);
    await engine.stop();
    // Before the logs are read back below, which the engine's figures leave out.
    const storeCalls = counted.calls.count;
    const secondReport = await second?.stop();
    // Once the engines stopped, so that an attempt in flight at the deadline is not counted pending.
    const pendingAfter = await engine.pending();

    const started = new Map(recorder.started);
    for (const [id, at] of secondReport?.started ?? []) started.set(id, [...(started.get(id) ?? []), at]);
    const failures = [...recorder.failures, ...(secondReport?.failures ?? [])];
    const retrying = await retryingAfter(reader, failures);
    const counts = await receiverCounts(bench.receiver.origin, plan.path, retrying);
    const retryingUnseen = retrying.filter((id) => counts.ids[id] === 0).length;
    const stuckAfter = Math.max(0, pendingAfter - retrying.length);
    const lastEndedAt = Math.max(recorder.lastEndedAt(), secondReport?.lastEndedAt ?? 0);
    const end = retrying.length > 0 && stuckAfter === 0 ? lastEndedAt : drainedAt;
    const seconds = (end - (window > 0 ? firstDue : begin)) / 1000;
    const lateness = [...started].flatMap(([id, times]) =>
      times.map((startedAt) => startedAt - (planned.get(id) ?? Number.NaN)),
    );
    return {
      scenario: plan.scenario,
      store: plan.store,
      instances: second ? 2 : 1,
      round: plan.round,
      deliveries,
      windowMs: window,
      seconds,
      deliveriesPerSecond: Math.round(counts.deliveries / seconds),
      attempts: counts.calls,
      lost: deliveries - counts.deliveries - retryingUnseen,
      twice: counts.calls - counts.deliveries,
      failedAttempts: failures.length,
      failureReasons: reasonCounts(failures),
      pendingAfter,
      retryingAfter: retrying.length,
      stuckAfter,
      ...(window > 0
        ? {
            lateness: {
              p50Ms: percentile(lateness, 0.5),
              p99Ms: percentile(lateness, 0.99),
              maxMs: lateness.reduce((max, value) => Math.max(max, value), -Infinity),
            },
          }
        : {}),
      cpuMicroseconds: Math.round(
        (cpu.user + cpu.system + (secondReport?.cpuMicroseconds ?? 0)) / deliveries,
      ),
      storeCallsPerDelivery: tenths((storeCalls + (secondReport?.storeCalls ?? 0)) / deliveries),
      eventLoopDelay: { p99Ms: tenths(loopDelay.percentile(99) / 1e6), maxMs: tenths(loopDelay.max / 1e6) },
      othersCores: othersCores(before, after),
      logCheck: await checkLogs(engine, planned, started),
      createSeconds,
    };
  } finally {
    await engine.stop();
    await store.close();
  }
}

/**
 * The deliveries with a failed attempt whose retry is still to come, read from their logs once the
 * engines stopped: retrying, the next attempt waiting on the queue.
 */
async function retryingAfter(
  engine: ReturnType<typeof benchEngine>,
  failures: readonly AttemptFailure[],
): Promise<string[]> {
  const ids = [...new Set(failures.map((failure) => failure.id))];
  const views = await Promise.all(ids.map((id) => engine.read(id)));
  return ids.filter((_, index) => {
    const view = views[index];
    return view?.status === "retrying" && view.nextAttemptState === "waiting";
  });
}

function reasonCounts(failures: readonly AttemptFailure[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { why } of failures) counts[why] = (counts[why] ?? 0) + 1;
  return counts;
}

/**
 * Reads back an even sample of the logs: each must hold one delivered attempt, planned when the
 * delivery said, and started when the wrapped sender saw it start. The engine reads its clock a
 * few microseconds before the wrapper does, so the two differ by a millisecond at a tick, and by
 * more only if the process was descheduled in between.
 */
async function checkLogs(
  engine: ReturnType<typeof benchEngine>,
  planned: ReadonlyMap<string, number>,
  started: ReadonlyMap<string, number[]>,
): Promise<DeliveryRun["logCheck"]> {
  const ids = [...planned.keys()];
  const step = Math.max(1, Math.floor(ids.length / checkedLogs));
  const sample = ids.filter((_, index) => index % step === 0).slice(0, checkedLogs);
  const views = await Promise.all(sample.map((id) => engine.read(id)));
  let wrong = 0;
  let startGapMs = 0;
  views.forEach((view, index) => {
    const id = sample[index]!;
    const [logged, ...more] = view?.attempts ?? [];
    const seen = started.get(id) ?? [];
    if (
      !logged ||
      more.length > 0 ||
      !logged.delivered ||
      logged.plannedAt !== planned.get(id) ||
      seen.length !== 1
    )
      wrong += 1;
    else startGapMs = Math.max(startGapMs, Math.abs(logged.startedAt - seen[0]!));
  });
  return { read: sample.length, wrong, startGapMs };
}

/** Reads a child's standard output line by line. */
function lineReader(child: Child): () => Promise<string> {
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`Process ${child.pid} ended without answering.`);
    return value;
  };
}

const tsxArgs = (script: string) => ["--import", "tsx", join(projectRoot, "bench", script)];

/** The receiver in a child process: its own event loop and, the machine allowing, its own core. */
async function childReceiver() {
  const child = startProcess(process.execPath, tsxArgs("delivery-receiver.ts"), { cwd: projectRoot });
  child.stderr.resume();
  const { port } = JSON.parse(await lineReader(child)()) as { port: number };
  return { origin: `http://127.0.0.1:${port}`, processGroup: child.pid, stop: () => stopProcess(child) };
}

async function inProcessReceiver() {
  const receiver = await startDeliveryReceiver();
  return { origin: receiver.origin, processGroup: undefined, stop: receiver.close };
}

async function startSecondInstance(redisUrl: string, prefix: string): Promise<SecondInstance> {
  const child = startProcess(process.execPath, [...tsxArgs("delivery-instance.ts"), redisUrl, prefix], {
    cwd: projectRoot,
  });
  child.stderr.resume();
  const next = lineReader(child);
  await next();
  const signal = () => {
    if (child.pid !== undefined) process.kill(child.pid, "SIGUSR2");
  };
  return {
    child,
    start: signal,
    stop: async () => {
      signal();
      return JSON.parse(await next()) as InstanceReport;
    },
  };
}

/** Every scenario in turn; the receiver, the second instance and Redis are stopped at the end. */
export async function measureDeliveries(
  options: { receiverInProcess?: boolean } = {},
): Promise<DeliveriesPerformance> {
  const receiver = options.receiverInProcess ? await inProcessReceiver() : await childReceiver();
  let redis: LocalRedis | undefined;
  let second: SecondInstance | undefined;
  // An interrupted run (run.ts exits on SIGINT) must not leave redis-server behind: stop() sends
  // its signal before its first await.
  const stopRedisOnExit = () => void redis?.stop();
  process.once("exit", stopRedisOnExit);
  try {
    redis = await startLocalRedis();
    const redisUrl = redis.url;
    const info = createClient({ url: redisUrl });
    await info.connect();
    try {
      const bench: Bench = {
        receiver,
        body: JSON.stringify(await sampleEventBody(benchEvent.event, Date.now())),
        redisCpu: async () => {
          const cpu = await info.sendCommand<string>(["INFO", "cpu"]);
          const seconds = (name: string) =>
            Number(new RegExp(`${name}:([\\d.]+)`).exec(cpu)?.[1] ?? Number.NaN);
          return (seconds("used_cpu_sys") + seconds("used_cpu_user")) * 1000;
        },
      };
      const redisVersion = /redis_version:(\S+)/.exec(
        await info.sendCommand<string>(["INFO", "server"]),
      )?.[1];
      const opener: Record<StoreKind, (prefix: string) => () => Promise<SandboxStore>> = {
        memory: () => async () => new MemoryStore(),
        Redis: (prefix) => () => RedisStore.connect(redisUrl, `bench-deliveries:${prefix}:`),
      };
      const runs: DeliveryRun[] = [];
      /** The slowest pace of storing deliveries seen on each store, per millisecond. */
      const storedPerMs: Record<StoreKind, number> = { memory: Infinity, Redis: Infinity };
      const run = async (plan: Omit<RunPlan, "path" | "deliveries" | "open" | "leadMs">, warmUp = false) => {
        const name = `${plan.store}-${plan.second ? 2 : 1}-${warmUp ? "warm-up" : plan.scenario}-${plan.round}`;
        const deliveries = warmUp
          ? warmUpDeliveries
          : plan.scenario === "burst"
            ? burstDeliveries
            : scheduledDeliveries;
        if (!warmUp)
          console.error(
            `bench: deliveries, ${deliveries} ${plan.scenario === "burst" ? "due at once" : `due over ${windowMs / 1000} s (round ${plan.round})`}, ${plan.store}, ${plan.second ? "two instances" : "one instance"}`,
          );
        // The two instances share one prefix, as two servers share one store.
        const prefix = plan.second ? "two-instances" : name.toLowerCase();
        const measured = await measure(bench, {
          ...plan,
          deliveries,
          path: name.toLowerCase(),
          open: opener[plan.store](prefix),
          leadMs: Math.max(minimumLeadMs, Math.round((leadFactor * deliveries) / storedPerMs[plan.store])),
        });
        storedPerMs[plan.store] = Math.min(
          storedPerMs[plan.store],
          deliveries / Math.max(1, measured.createSeconds * 1000),
        );
        if (!warmUp) runs.push(measured);
      };
      for (const store of ["memory", "Redis"] as const) {
        await run({ scenario: "burst", store, round: 1 }, true);
        await run({ scenario: "burst", store, round: 1 });
      }
      for (let round = 1; round <= scheduleRounds; round += 1) {
        // Memory and Redis take turns, each going first in turn, so a busy minute favours neither.
        const order = round % 2 === 1 ? (["memory", "Redis"] as const) : (["Redis", "memory"] as const);
        for (const store of order) await run({ scenario: "schedule", store, round });
      }
      second = await startSecondInstance(redisUrl, "bench-deliveries:two-instances:");
      await run({ scenario: "burst", store: "Redis", round: 1, second }, true);
      await run({ scenario: "burst", store: "Redis", round: 1, second });
      await run({ scenario: "schedule", store: "Redis", round: 1, second });
      return {
        receiver: options.receiverInProcess ? "the engine's process" : "a child process",
        redisVersion: redisVersion ?? "unknown",
        cpus: availableParallelism(),
        aimsMs,
        runs,
      };
    } finally {
      await info.close();
    }
  } finally {
    if (second) await stopProcess(second.child);
    await redis?.stop();
    process.off("exit", stopRedisOnExit);
    await receiver.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      killStartedProcesses();
      process.exit(130);
    });
  }
  const { deliveriesSection } = await import("./report-deliveries");
  const { renderTable } = await import("./table");
  const startedAt = new Date();
  const outcome = await attempt("delivery figures", () =>
    measureDeliveries({ receiverInProcess: process.argv.includes("--receiver-in-process") }),
  );
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `deliveries-${fileTimestamp(startedAt)}.json`);
  await writeFile(file, `${JSON.stringify(outcome, null, 2)}\n`);
  console.log(renderTable(`Delivery engine, ${startedAt.toISOString()}`, [deliveriesSection(outcome)]));
  console.log(`Figures written to ${relative(projectRoot, file)}`);
  process.exitCode = outcome.ok ? 0 : 1;
}
