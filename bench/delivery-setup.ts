/**
 * What bench/deliveries.ts and its second instance (bench/delivery-instance.ts) build alike: the
 * delivery engine as the server builds it, the real HTTP sender wrapped to note when each attempt
 * starts, and the store wrapped to count its calls.
 */
import { deliveryEvents, deliverySettings, type DeliveryEventData } from "../content/sandbox/deliveries";
import type { DeliverySender } from "../core/deliveries/delivery";
import { DeliveryEngine } from "../core/deliveries/delivery-engine";
import { checkDestination } from "../core/deliveries/destination";
import type { SandboxStore } from "../core/store/sandbox-store";
import { httpSender } from "../server/deliveries/http-sender";

/** The event every delivery of the benchmark is: answered `{"success":true}`, it is delivered. */
export const benchEvent: DeliveryEventData = deliveryEvents.find(
  (event) => event.event === "settlementNotification",
)!;

/**
 * The engine as server/sandbox/create-sandbox.ts builds it (its allow-list rule, log limits and
 * lease), with the engine's defaults for the rest (64 attempts at once, 50 ms idle poll), as the
 * server leaves them.
 */
export function benchEngine(store: SandboxStore, send: DeliverySender): DeliveryEngine {
  return new DeliveryEngine({
    store,
    send,
    events: deliveryEvents,
    destinationAllowed: (url) => {
      const checked = checkDestination(url, deliverySettings.defaultAllowedHosts);
      return checked.ok ? undefined : `Refused (rule ${checked.problem.rule}): ${checked.problem.message}`;
    },
    keptMs: deliverySettings.keptHours * 3_600_000,
    loggedAnswerChars: deliverySettings.loggedAnswerBytes,
    leaseMs: deliverySettings.attemptTimeoutSeconds * 1000 + 20_000,
  });
}

/** The server's sender, with the server's limits. */
const sender = httpSender({
  timeoutMs: deliverySettings.attemptTimeoutSeconds * 1000,
  maxAnswerBytes: deliverySettings.maxAnswerBytes,
});

/** An attempt that failed: its delivery, and why (the error, or the HTTP status). */
export type AttemptFailure = { id: string; why: string };

/**
 * The sender, noting when each attempt starts by delivery id, which attempts failed and why, and
 * when the last one ended. The engine reads its clock for the attempt's `startedAt` and calls the
 * sender in the same synchronous step, so this is the `startedAt` it logs, got without reading the
 * log back.
 */
export function recordingSender() {
  const started = new Map<string, number[]>();
  const failures: AttemptFailure[] = [];
  let lastEndedAt = 0;
  const send: DeliverySender = async (request) => {
    const startedAt = Date.now();
    const id = request.headers["X-Sandbox-Delivery-Id"] ?? "";
    const times = started.get(id);
    if (times) times.push(startedAt);
    else started.set(id, [startedAt]);
    const outcome = await sender(request);
    lastEndedAt = Date.now();
    if ("error" in outcome) failures.push({ id, why: outcome.error });
    else if (outcome.answer.status !== 200) failures.push({ id, why: `HTTP ${outcome.answer.status}` });
    return outcome;
  };
  return { send, started, failures, lastEndedAt: () => lastEndedAt };
}

/** The store's methods the engine calls while it works (`queueSize` is the benchmark's own polling). */
const countedMethods = new Set<string>([
  "get",
  "list",
  "append",
  "put",
  "schedule",
  "unschedule",
  "claimDue",
  "nextDue",
]);

/** The store, counting the calls the engine makes (on Redis, one round trip each). */
export function countingStore(store: SandboxStore): { store: SandboxStore; calls: { count: number } } {
  const calls = { count: 0 };
  const counted = new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || typeof property !== "string" || !countedMethods.has(property))
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      return (...args: unknown[]) => {
        calls.count += 1;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: counted, calls };
}
