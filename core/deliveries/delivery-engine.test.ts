import { afterEach, describe, expect, it } from "vitest";
import { deliveryEvents } from "../../content/sandbox/deliveries";
import { MemoryStore } from "../store/memory-store";
import type { SandboxStore } from "../store/sandbox-store";
import type { AttemptOutcome } from "./answer-verdict";
import type { DeliverySender } from "./delivery";
import { DeliveryEngine, type DeliveryEngineOptions, type DeliveryView } from "./delivery-engine";

const settlement = deliveryEvents.find((event) => event.event === "settlementNotification")!;
const running: DeliveryEngine[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((engine) => engine.stop()));
});

function engineOn(
  store: SandboxStore,
  send: DeliverySender,
  leaseMs = 30_000,
  destinationAllowed: (url: string) => string | undefined = () => undefined,
  options: Partial<DeliveryEngineOptions> = {},
) {
  const engine = new DeliveryEngine({
    store,
    send,
    events: deliveryEvents,
    destinationAllowed,
    keptMs: 60_000,
    loggedAnswerChars: 4096,
    leaseMs,
    idlePollMs: 10,
    ...options,
  });
  running.push(engine);
  return engine;
}

/** A receiver that answers `success` false `failures` times, then true; it notes when each call came. */
function receiver(failures: number) {
  const calls: { at: number; attempt: string | undefined }[] = [];
  const send: DeliverySender = async ({ headers }) => {
    calls.push({ at: Date.now(), attempt: headers["X-Sandbox-Attempt"] });
    const success = calls.length > failures;
    return { answer: { status: 200, body: JSON.stringify({ success }), truncated: false } };
  };
  return { calls, send };
}

async function settled(engine: DeliveryEngine, id: string, timeoutMs = 5_000): Promise<DeliveryView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = await engine.read(id);
    if (view && (view.status === "delivered" || view.status === "failed")) return view;
    if (Date.now() > deadline) throw new Error(`Still ${view?.status} after ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const request = { headers: {}, body: "{}" };

/** A settlement notification to a test URL, its retries `timeScale` times faster. */
const settlementAt = (timeScale: number) =>
  ({ event: settlement, url: "http://localhost/", timeScale, cause: "trigger", request }) as const;

describe("DeliveryEngine", () => {
  it("retries a settlement notification answered success false, on the documented schedule", async () => {
    const { calls, send } = receiver(4);
    const engine = engineOn(new MemoryStore(), send);
    engine.start();
    const created = await engine.create(settlementAt(600));
    const view = await settled(engine, created.id);
    expect(view.status).toBe("delivered");
    expect(calls.map((call) => call.attempt)).toEqual(["1", "2", "3", "4", "5"]);
    const gaps = view.attempts
      .slice(1)
      .map((attempt, index) => attempt.startedAt - view.attempts[index]!.startedAt);
    // 1, 2, 4 and 8 minutes at 600 times: 100, 200, 400 and 800 ms.
    // Never early; late by no more than a busy two-core machine's timers (the unit suite runs beside
    // it, and an 800 ms wait has come 167 ms late there), and always well short of the next step.
    [100, 200, 400, 800].forEach((planned, index) => {
      expect(gaps[index]).toBeGreaterThanOrEqual(planned);
      expect(gaps[index]).toBeLessThan(planned + Math.max(150, planned / 2));
    });
    expect(view.attempts.map((attempt) => attempt.delivered)).toEqual([false, false, false, false, true]);
    expect(view.nextAttemptAt).toBeNull();
  });

  it("gives up after the first attempt and five retries", async () => {
    const { calls, send } = receiver(Infinity);
    const engine = engineOn(new MemoryStore(), send);
    engine.start();
    const created = await engine.create(settlementAt(1000));
    const view = await settled(engine, created.id);
    expect(view.status).toBe("failed");
    expect(calls).toHaveLength(6);
    expect(await engine.pending()).toBe(0);
  });

  it("sends each attempt once when two instances share the store", async () => {
    const store = new MemoryStore();
    const { calls, send } = receiver(Infinity);
    const [one, two] = [engineOn(store, send), engineOn(store, send)];
    const ids = await Promise.all(Array.from({ length: 30 }, () => one.create(settlementAt(1000))));
    one.start();
    two.start();
    await Promise.all(ids.map(({ id }) => settled(one, id)));
    expect(calls).toHaveLength(30 * 6);
  });

  it("takes up an attempt whose instance died once its claim lapses", async () => {
    const store = new MemoryStore();
    const { calls, send } = receiver(0);
    const dead = engineOn(store, send, 100);
    const created = await dead.create(settlementAt(1));
    // The dead instance claimed the attempt and never made it.
    expect(await store.claimDue("delivery-queue", Date.now(), Date.now() + 100, 10)).toHaveLength(1);
    const survivor = engineOn(store, send);
    survivor.start();
    const view = await settled(survivor, created.id);
    expect(view.status).toBe("delivered");
    expect(calls).toHaveLength(1);
    expect(view.attempts[0]!.startedAt - view.attempts[0]!.plannedAt).toBeGreaterThanOrEqual(100);
  });

  it("redelivers on request, outside the schedule", async () => {
    const { calls, send } = receiver(0);
    const engine = engineOn(new MemoryStore(), send);
    engine.start();
    const created = await engine.create(settlementAt(1));
    await settled(engine, created.id);
    await engine.redeliver(created.id);
    await expect.poll(async () => (await engine.read(created.id))?.attempts.length).toBe(2);
    expect(calls.map((call) => call.attempt)).toEqual(["1", "redelivery"]);
    expect(await engine.redeliver("dlv_UNKNOWN")).toBeUndefined();
  });

  it("logs an attempt that could not be sent and retries it on the schedule, rather than leaving it pending", async () => {
    const calls: string[] = [];
    const send: DeliverySender = async ({ headers }) => {
      calls.push(headers["X-Sandbox-Attempt"] ?? "");
      if (calls.length === 1) throw new Error("The sender broke.");
      return { answer: { status: 200, body: '{"success":true}', truncated: false } };
    };
    const engine = engineOn(new MemoryStore(), send);
    engine.start();
    const created = await engine.create(settlementAt(1000));
    const view = await settled(engine, created.id);
    expect(view.status).toBe("delivered");
    expect(calls).toEqual(["1", "2"]);
    expect(view.attempts[0]).toMatchObject({
      delivered: false,
      error: "The sandbox could not make the attempt: The sender broke.",
    });
    expect(view.attempts[1]!.startedAt - view.attempts[0]!.startedAt).toBeGreaterThanOrEqual(60);
    expect(await engine.pending()).toBe(0);
  });

  it("keeps a failed attempt's retry pending until it falls due a minute later, then makes it", async () => {
    let now = 1_800_000_000_000;
    const outcomes: AttemptOutcome[] = [
      { error: "Could not reach the URL: ECONNRESET socket hang up" },
      { answer: { status: 200, body: '{"success":true}', truncated: false } },
    ];
    const calls: number[] = [];
    const send: DeliverySender = async () => {
      calls.push(now);
      return outcomes[calls.length - 1]!;
    };
    const store = new MemoryStore({ now: () => now });
    const engine = engineOn(store, send, 30_000, () => undefined, { now: () => now, keptMs: 3_600_000 });
    engine.start();
    const created = await engine.create(settlementAt(1));
    await expect.poll(async () => (await engine.read(created.id))?.status).toBe("retrying");
    // The settlement schedule's first retry, a minute after the failed attempt: not lost, not stuck.
    now += 59_999;
    const waiting = await engine.read(created.id);
    expect(waiting).toMatchObject({
      nextAttemptAt: created.firstAttemptAt + 60_000,
      nextAttemptState: "waiting",
      readAt: now,
    });
    expect(await engine.pending()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    now += 1;
    const view = await settled(engine, created.id);
    expect(view.status).toBe("delivered");
    expect(calls).toEqual([created.firstAttemptAt, created.firstAttemptAt + 60_000]);
    expect(view.nextAttemptState).toBeNull();
    expect(await engine.pending()).toBe(0);
  });

  it("shows where the next attempt stands on the queue, so that a stuck delivery shows", async () => {
    let now = 1_800_000_000_000;
    const store = new MemoryStore({ now: () => now });
    const { send } = receiver(0);
    const engine = engineOn(store, send, 30_000, () => undefined, { now: () => now });
    const created = await engine.create({ ...settlementAt(1), firstAttemptAt: now + 500 });
    expect(created).toMatchObject({ status: "scheduled", nextAttemptState: "waiting", readAt: now });
    const state = async () => (await engine.read(created.id))?.nextAttemptState;
    expect(await state()).toBe("waiting");
    now += 500;
    // Due, and no instance running to take it up.
    expect(await state()).toBe("due");
    // An instance takes it up...
    expect(await store.claimDue("delivery-queue", now, now + 30_000, 10)).toHaveLength(1);
    expect(await state()).toBe("sending");
    // ...and dies: once its lease ends, the attempt is due again.
    now += 30_000;
    expect(await state()).toBe("due");
    // Off the queue without a logged attempt: it will never be made.
    await store.unschedule("delivery-queue", `${created.id} 1`);
    expect(await engine.read(created.id)).toMatchObject({
      status: "scheduled",
      nextAttemptAt: created.firstAttemptAt,
      nextAttemptState: "missing",
    });
  });

  it("refuses to call a URL the allow-list no longer accepts, and logs why", async () => {
    const { calls, send } = receiver(0);
    const engine = engineOn(new MemoryStore(), send, 30_000, () => "Refused (rule allow-list).");
    engine.start();
    const created = await engine.create(settlementAt(1000));
    const view = await settled(engine, created.id);
    expect(calls).toHaveLength(0);
    expect(view.attempts[0]).toMatchObject({ error: "Refused (rule allow-list).", delivered: false });
  });
});
