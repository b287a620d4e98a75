/**
 * The second instance of bench/deliveries.ts's two-instance scenarios: a delivery engine in a
 * process of its own, on its own connection to the Redis store the first instance uses, as a
 * second server would run it.
 *
 *   node --import tsx bench/delivery-instance.ts <redis URL> <key prefix>
 *
 * Prints `{"ready":true}` once connected. SIGUSR2 starts the engine; the next SIGUSR2 stops it
 * and prints, as one JSON line, what it did (`InstanceReport`); and so on. SIGTERM ends it.
 * (SIGUSR1 would start Node's inspector, so one signal does both.)
 */
import { RedisStore } from "../server/store/redis-store";
import { benchEngine, countingStore, recordingSender, type AttemptFailure } from "./delivery-setup";

export type InstanceReport = {
  /** Each attempt it made: the delivery id and when the attempt started. */
  started: [string, number][];
  failures: AttemptFailure[];
  /** When its last attempt ended; 0 if it made none. */
  lastEndedAt: number;
  cpuMicroseconds: number;
  storeCalls: number;
};

const [url = "", prefix = ""] = process.argv.slice(2);
const store = await RedisStore.connect(url, prefix);

let running:
  | { stop: () => Promise<void>; recorder: ReturnType<typeof recordingSender>; cpu: NodeJS.CpuUsage }
  | undefined;
const counted = countingStore(store);

async function toggle(): Promise<void> {
  if (!running) {
    const recorder = recordingSender();
    const engine = benchEngine(counted.store, recorder.send);
    counted.calls.count = 0;
    running = { stop: () => engine.stop(), recorder, cpu: process.cpuUsage() };
    engine.start();
    return;
  }
  const { stop, recorder, cpu } = running;
  running = undefined;
  await stop();
  const used = process.cpuUsage(cpu);
  const report: InstanceReport = {
    started: [...recorder.started].flatMap(([id, times]) => times.map((at): [string, number] => [id, at])),
    failures: recorder.failures,
    lastEndedAt: recorder.lastEndedAt(),
    cpuMicroseconds: used.user + used.system,
    storeCalls: counted.calls.count,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

process.on("SIGUSR2", () => void toggle());
process.on("SIGTERM", () => {
  void (async () => {
    await running?.stop();
    await store.close();
    process.exit(0);
  })();
});
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
