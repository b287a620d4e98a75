/** The deliveries section of the report: throughput, lateness against its aims, exactly-once. */
import type { DeliveriesPerformance, DeliveryRun } from "./deliveries";
import { count, milliseconds, seconds, truncate } from "./format";
import type { Outcome } from "./outcome";
import { failed, left, right } from "./report-cells";
import type { TableSection } from "./table";

/** The runs of one scenario on one store: one burst, or the rounds of a schedule. */
export type DeliveryScenario = {
  runs: DeliveryRun[];
  /** The run the table shows: the only one, or the middle round by p99 lateness. */
  shown: DeliveryRun;
  /** The p99 lateness aimed at, and whether the shown run met it; schedules only. */
  aim?: { p99Ms: number; met: boolean };
};

/** Groups the runs by scenario, store and instances, in the order they were measured. */
export function deliveryScenarios(performance: DeliveriesPerformance): DeliveryScenario[] {
  const groups = new Map<string, DeliveryRun[]>();
  for (const run of performance.runs) {
    const key = `${run.scenario} ${run.store} ${run.instances}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  return [...groups.values()].map((runs) => {
    const byP99 = [...runs].sort((a, b) => (a.lateness?.p99Ms ?? 0) - (b.lateness?.p99Ms ?? 0));
    const shown = byP99[Math.floor((byP99.length - 1) / 2)]!;
    const aimMs = performance.aimsMs[shown.store];
    return {
      runs,
      shown,
      ...(shown.lateness ? { aim: { p99Ms: aimMs, met: shown.lateness.p99Ms < aimMs } } : {}),
    };
  });
}

const storeLabel = (run: DeliveryRun) =>
  run.instances > 1 ? `${run.store}, ${run.instances} instances` : run.store;

const scenarioLabel = (run: DeliveryRun) =>
  run.scenario === "burst"
    ? `${count(run.deliveries)} due at once`
    : `${count(run.deliveries)} due over ${run.windowMs / 1000} s`;

const list = (values: readonly number[], unit: string) =>
  `${values.map((value) => count(value)).join(", ")} ${unit}`;

export function deliveriesSection(outcome: Outcome<DeliveriesPerformance>, number?: number): TableSection {
  const title = `${number === undefined ? "" : `${number}. `}Deliveries (the delivery engine, real HTTP sender, receiver on loopback)`;
  if (!outcome.ok) return failed(title, outcome);
  const performance = outcome.value;
  const scenarios = deliveryScenarios(performance);
  const runs = performance.runs;
  const notes: string[] = [];
  for (const { runs: rounds, shown, aim } of scenarios) {
    if (!aim || !shown.lateness) continue;
    const p99s = rounds.map((run) => run.lateness?.p99Ms ?? Number.NaN);
    notes.push(
      `${storeLabel(shown)}: p99 lateness ${milliseconds(shown.lateness.p99Ms)}, aim under ${aim.p99Ms} ms ${aim.met ? "met" : "MISSED"}` +
        (rounds.length > 1 ? ` (middle of ${rounds.length} rounds; by round ${list(p99s, "ms")})` : ""),
    );
  }
  const wrong = runs.filter(
    (run) => run.lost > 0 || run.twice > 0 || run.stuckAfter > 0 || run.retryingAfter > 0,
  );
  const deliveries = runs.reduce((sum, run) => sum + run.deliveries, 0);
  notes.push(
    wrong.length === 0
      ? `exactly once: in all ${runs.length} runs (${count(deliveries)} deliveries) the receiver counted one call per delivery`
      : `NOT exactly once: ${wrong
          .map(
            (run) =>
              `${scenarioLabel(run)} on ${storeLabel(run)} round ${run.round}: ${run.lost} lost, ${run.twice} twice, ` +
              `${run.stuckAfter} left pending past their due time, ${run.retryingAfter} retrying after the run (a failed attempt's retry, due a minute later)`,
          )
          .join("; ")}`,
  );
  const failedAttempts = runs.reduce((sum, run) => sum + run.failedAttempts, 0);
  if (failedAttempts > 0) {
    const reasons = new Map<string, number>();
    for (const run of runs)
      for (const [why, times] of Object.entries(run.failureReasons))
        reasons.set(why, (reasons.get(why) ?? 0) + times);
    const listed = [...reasons].map(([why, times]) => `${count(times)} × ${why}`).join("; ");
    notes.push(
      truncate(`${count(failedAttempts)} attempts failed (error, timeout or not HTTP 200): ${listed}`, 220),
    );
  }
  const read = runs.reduce((sum, run) => sum + run.logCheck.read, 0);
  const wrongLogs = runs.reduce((sum, run) => sum + run.logCheck.wrong, 0);
  const startGapMs = Math.max(0, ...runs.map((run) => run.logCheck.startGapMs));
  notes.push(
    `lateness = startedAt − plannedAt per attempt, noted by wrapping the sender; of ${count(read)} logs read back, ` +
      (wrongLogs === 0
        ? `each holds the one delivered attempt as planned, started within ${milliseconds(startGapMs)} of the time measured`
        : `${count(wrongLogs)} do NOT hold the one delivered attempt as planned`),
    "CPU: the engines' processes (engine, sender, HTTP and Redis clients) per delivery; store calls: the engine's, per delivery (one Redis round trip each)",
  );
  const others = runs.flatMap((run) => (run.othersCores === undefined ? [] : [run.othersCores]));
  const busiest = Math.max(0, ...others);
  notes.push(
    truncate(
      `receiver in ${performance.receiver}, Redis ${performance.redisVersion}, nothing pinned, ${performance.cpus} CPUs; ` +
        (others.length === 0
          ? "other processes' CPU not measured (no /proc)"
          : `other processes took up to ${count(busiest, 1)} cores meanwhile${busiest >= 0.3 ? ": the tails are skewed, run again on a quiet machine" : ""}`),
      220,
    ),
  );
  return {
    title,
    columns: [
      left("scenario"),
      left("store"),
      right("time"),
      right("deliveries/s"),
      right("attempts"),
      right("lost"),
      right("twice"),
      right("late p50"),
      right("p99"),
      right("max"),
      left("p99 aim"),
      right("CPU/delivery"),
      right("store calls"),
      right("others' CPU"),
    ],
    rows: scenarios.map(({ shown, aim }) => [
      scenarioLabel(shown),
      storeLabel(shown),
      seconds(shown.seconds, 2),
      count(shown.deliveriesPerSecond),
      count(shown.attempts),
      count(shown.lost),
      count(shown.twice),
      milliseconds(shown.lateness?.p50Ms),
      milliseconds(shown.lateness?.p99Ms),
      milliseconds(shown.lateness?.maxMs),
      aim ? `< ${aim.p99Ms} ms: ${aim.met ? "met" : "missed"}` : "",
      `${count(shown.cpuMicroseconds)} µs`,
      count(shown.storeCallsPerDelivery, 1),
      shown.othersCores === undefined ? "–" : `${count(shown.othersCores, 1)} cores`,
    ]),
    notes,
  };
}
