import type { DeliveryEventData } from "../../content/sandbox/deliveries";
import { randomId } from "../sandbox/random-id";
import { StoreUnavailableError, type SandboxStore } from "../store/sandbox-store";
import { verdictOf, type AttemptOutcome } from "./answer-verdict";
import { authorizationHeader, shownAuth, type DeliveryAuth } from "./delivery-auth";
import {
  sandboxAttemptHeaders,
  statusOf,
  type Attempt,
  type Delivery,
  type DeliveryCause,
  type DeliveryRequest,
  type DeliverySender,
  type DeliveryStatus,
  type NextAttemptState,
} from "./delivery";
import { nextAttemptAt, retryDelaysMs } from "./retry-schedule";

const queue = "delivery-queue";
const deliveryKey = (id: string) => `delivery:${id}`;
const attemptsKey = (id: string) => `delivery-attempts:${id}`;
/** Enough for every scheduled attempt and a good many redeliveries. */
const maxLoggedAttempts = 50;

export type NewDelivery = {
  event: DeliveryEventData;
  url: string;
  timeScale: number;
  cause: DeliveryCause;
  registrationId?: string;
  /** When the first attempt is due; now unless given. */
  firstAttemptAt?: number;
  request?: DeliveryRequest;
  settlementBatch?: Delivery["settlementBatch"];
  /** The client (network address) the delivery is made for, when a client's call caused it. */
  client?: string;
  auth?: DeliveryAuth;
  /** Told of the new delivery's id: the request log links it to the call that caused it. */
  witness?: DeliveryWitness;
};

/** Takes the id of each delivery a call leads to, for that call alone. */
export type DeliveryWitness = (deliveryId: string) => void;

/** A delivery and its log, as the sandbox shows it. */
export type DeliveryView = Delivery & {
  status: DeliveryStatus;
  attempts: Attempt[];
  nextAttemptAt: number | null;
  /** Where the next scheduled attempt stands on the queue; null when none is scheduled. */
  nextAttemptState: NextAttemptState | null;
  /** The sandbox's clock when it read the delivery, to set `nextAttemptAt` against. */
  readAt: number;
};

export type DeliveryEngineOptions = {
  store: SandboxStore;
  send: DeliverySender;
  events: readonly DeliveryEventData[];
  /** Whether a URL may still be called (the allow-list is checked again on every attempt). */
  destinationAllowed: (url: string) => string | undefined;
  /** Builds the request of a delivery created without one (a settlement batch). */
  buildRequest?: (delivery: Delivery) => Promise<DeliveryRequest>;
  now?: () => number;
  keptMs: number;
  /** The most of an answer's body the log keeps (the verdict reads all that was received). */
  loggedAnswerChars: number;
  /** Attempts in flight at once, per instance. */
  concurrency?: number;
  /** How long an idle instance waits before looking for work another instance scheduled. */
  idlePollMs?: number;
  /** How long a claimed attempt stays hidden from other instances: longer than any attempt takes. */
  leaseMs: number;
};

/**
 * The one delivery engine: every outbound call the sandbox makes goes through it. A delivery is
 * stored with its request; each attempt is a member of one queue in the store, claimed by exactly
 * one instance when it falls due (`SandboxStore.claimDue`), sent, judged by the event's answer
 * rule, logged, and followed by the next retry on the event's schedule. An instance that dies
 * mid-attempt leaves its claim to lapse, and another instance takes the attempt up.
 */
export class DeliveryEngine {
  readonly #options: Required<Omit<DeliveryEngineOptions, "buildRequest">> &
    Pick<DeliveryEngineOptions, "buildRequest">;
  readonly #events: Map<string, DeliveryEventData>;
  readonly #inFlight = new Set<Promise<void>>();
  #running = false;
  #loopDone: Promise<void> = Promise.resolve();
  #wake: (() => void) | undefined;
  /** Set when work arrives while the loop is busy, so that its next sleep is skipped. */
  #woken = false;

  constructor(options: DeliveryEngineOptions) {
    this.#options = { now: Date.now, concurrency: 64, idlePollMs: 50, ...options };
    this.#events = new Map(options.events.map((event) => [event.event, event]));
  }

  get #store() {
    return this.#options.store;
  }

  async create(input: NewDelivery): Promise<DeliveryView> {
    const now = this.#options.now();
    const delivery: Delivery = {
      id: `dlv_${randomId(26)}`,
      event: input.event.event,
      url: input.url,
      timeScale: input.timeScale,
      retryDelaysMs: retryDelaysMs(input.event, input.timeScale),
      cause: input.cause,
      ...(input.registrationId ? { registrationId: input.registrationId } : {}),
      createdAt: now,
      firstAttemptAt: input.firstAttemptAt ?? now,
      expiresAt: now + this.#options.keptMs,
      ...(input.request ? { request: input.request } : {}),
      ...(input.settlementBatch ? { settlementBatch: input.settlementBatch } : {}),
      ...(input.auth && input.auth.type !== "none" ? { auth: input.auth } : {}),
    };
    await this.#store.put(deliveryKey(delivery.id), JSON.stringify(delivery), delivery.expiresAt);
    await this.#schedule(`${delivery.id} 1`, delivery.firstAttemptAt);
    input.witness?.(delivery.id);
    // Just scheduled, so the queue need not be read to know where the first attempt stands.
    return viewOf(delivery, [], delivery.firstAttemptAt > now ? "waiting" : "due", now);
  }

  async read(id: string): Promise<DeliveryView | undefined> {
    const delivery = await this.#load(id);
    return delivery ? this.#view(delivery, await this.#attempts(id)) : undefined;
  }

  /** Sends the delivery once more, now, outside its schedule; undefined for an unknown id. */
  async redeliver(id: string): Promise<DeliveryView | undefined> {
    const delivery = await this.#load(id);
    if (!delivery) return undefined;
    const now = this.#options.now();
    await this.#schedule(`${id} m${now}`, now);
    return this.#view(delivery, await this.#attempts(id));
  }

  /** Attempts scheduled and not yet made, across every instance sharing the store. */
  pending(): Promise<number> {
    return this.#store.queueSize(queue);
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loopDone = this.#loop();
  }

  /** Stops taking work and waits for the attempts in flight. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#signal();
    await this.#loopDone;
    await Promise.all(this.#inFlight);
  }

  async #schedule(member: string, dueAt: number): Promise<void> {
    await this.#store.schedule(queue, member, dueAt);
    this.#signal();
  }

  async #load(id: string): Promise<Delivery | undefined> {
    const stored = await this.#store.get(deliveryKey(id));
    return stored === undefined ? undefined : (JSON.parse(stored) as Delivery);
  }

  async #attempts(id: string): Promise<Attempt[]> {
    return (await this.#store.list(attemptsKey(id))).map((entry) => JSON.parse(entry) as Attempt);
  }

  /**
   * The delivery with where its next scheduled attempt stands on the queue. An attempt can be made
   * and taken off the queue between reading the log and reading the queue, which would read as a
   * missing attempt: then the log is read again, once.
   */
  async #view(delivery: Delivery, attempts: Attempt[]): Promise<DeliveryView> {
    const view = await this.#queuedView(delivery, attempts);
    if (view.nextAttemptState !== "missing") return view;
    return this.#queuedView(delivery, await this.#attempts(delivery.id));
  }

  async #queuedView(delivery: Delivery, attempts: Attempt[]): Promise<DeliveryView> {
    const readAt = this.#options.now();
    const plannedAt = nextPlannedAt(delivery, attempts);
    if (plannedAt === null) return viewOf(delivery, attempts, null, readAt);
    // The next attempt's member, and the one before it, whose instance may still be logging it.
    const made = Number(lastScheduled(attempts)?.key ?? 0);
    const [next, previous] = await this.#store.dueTimes(queue, [
      `${delivery.id} ${made + 1}`,
      `${delivery.id} ${made}`,
    ]);
    return viewOf(delivery, attempts, queuedState(plannedAt, next, previous, readAt), readAt);
  }

  async #loop(): Promise<void> {
    const { concurrency, idlePollMs, leaseMs } = this.#options;
    while (this.#running) {
      try {
        const free = concurrency - this.#inFlight.size;
        let now = this.#options.now();
        if (free > 0) {
          const members = await this.#store.claimDue(queue, now, now + leaseMs, free);
          for (const member of members) this.#track(this.#attempt(member));
          if (members.length === free) continue;
        }
        const next = await this.#store.nextDue(queue);
        now = this.#options.now();
        const wait = next === undefined ? idlePollMs : Math.min(Math.max(next - now, 0), idlePollMs);
        await this.#sleep(free > 0 ? wait : idlePollMs);
      } catch (error) {
        // The store is unreachable (Redis restarting): keep the loop alive and try again shortly.
        console.error("deliveries:", error instanceof Error ? error.message : error);
        await this.#sleep(idlePollMs * 10);
      }
    }
  }

  #track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => console.error("deliveries: attempt:", error))
      .finally(() => {
        this.#inFlight.delete(tracked);
        this.#signal();
      });
    this.#inFlight.add(tracked);
  }

  #signal(): void {
    this.#woken = true;
    this.#wake?.();
  }

  /** Waits `ms`, or less if work arrives; not at all if some arrived since the last wait. */
  #sleep(ms: number): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        this.#woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wake = done;
    });
  }

  /** Makes the attempt `member` names (`<id> <n>` or `<id> m<time>`), once. */
  async #attempt(member: string): Promise<void> {
    const [id = "", key = ""] = member.split(" ");
    const delivery = await this.#load(id);
    const attempts = delivery ? await this.#attempts(id) : [];
    const manual = key.startsWith("m");
    const number = manual ? 0 : Number(key);
    const logged = attempts.find((attempt) => attempt.key === key);
    if (!delivery || logged || (!manual && attempts.some((attempt) => attempt.delivered))) {
      // Gone, already made by an instance that died before taking it off the queue, or
      // superseded by a redelivery that got through: only make sure the schedule goes on.
      if (logged?.nextAttemptAt && !attempts.some((attempt) => attempt.key === String(number + 1)))
        await this.#schedule(`${id} ${number + 1}`, logged.nextAttemptAt);
      await this.#store.unschedule(queue, member);
      return;
    }
    const plannedAt = manual
      ? Number(key.slice(1))
      : number === 1
        ? delivery.firstAttemptAt
        : (attempts.find((attempt) => attempt.key === String(number - 1))?.nextAttemptAt ??
          delivery.firstAttemptAt);
    const request = await this.#requestOf(delivery).catch(faultOutcome);
    const event = this.#events.get(delivery.event);
    const startedAt = this.#options.now();
    const outcome: AttemptOutcome =
      "error" in request
        ? request
        : await this.#send(delivery, request, manual ? "redelivery" : String(number));
    const durationMs = this.#options.now() - startedAt;
    const verdict = event
      ? verdictOf(event.answerRule, outcome)
      : { delivered: false, reason: "The event is no longer known." };
    const next =
      manual || verdict.delivered
        ? undefined
        : nextAttemptAt(delivery.retryDelaysMs, number, startedAt + durationMs);
    const attempt: Attempt = {
      key,
      manual,
      plannedAt,
      startedAt,
      durationMs,
      ...verdict,
      nextAttemptAt: next ?? null,
      ...this.#logged(outcome),
    };
    await this.#store.append(attemptsKey(id), JSON.stringify(attempt), delivery.expiresAt, maxLoggedAttempts);
    if (next !== undefined) await this.#schedule(`${id} ${number + 1}`, next);
    await this.#store.unschedule(queue, member);
  }

  /** Sends one attempt; called in the same step as `startedAt` is read, so that it is when the call went out. */
  async #send(delivery: Delivery, request: DeliveryRequest, attempt: string): Promise<AttemptOutcome> {
    try {
      const refusal = this.#options.destinationAllowed(delivery.url);
      if (refusal) return { error: refusal };
      // Built now, not stored: a JWT's iat is the attempt's, so a retry's token is as fresh as the first.
      const authorization = await authorizationHeader(delivery.auth, this.#options.now());
      return await this.#options.send({
        url: delivery.url,
        headers: {
          ...request.headers,
          ...(authorization === undefined ? {} : { Authorization: authorization }),
          [sandboxAttemptHeaders.deliveryId]: delivery.id,
          [sandboxAttemptHeaders.attempt]: attempt,
        },
        body: request.body,
      });
    } catch (error) {
      return faultOutcome(error);
    }
  }

  #logged(outcome: AttemptOutcome): AttemptOutcome {
    if ("error" in outcome) return outcome;
    const { status, body, truncated } = outcome.answer;
    const limit = this.#options.loggedAnswerChars;
    return { answer: { status, body: body.slice(0, limit), truncated: truncated || body.length > limit } };
  }

  async #requestOf(delivery: Delivery): Promise<DeliveryRequest> {
    if (delivery.request) return delivery.request;
    if (!this.#options.buildRequest) throw new Error(`Delivery ${delivery.id} has no request.`);
    const request = await this.#options.buildRequest(delivery);
    const built: Delivery = { ...delivery, request };
    await this.#store.put(deliveryKey(delivery.id), JSON.stringify(built), delivery.expiresAt);
    return request;
  }
}

/**
 * A fault in building or sending an attempt, as the attempt's outcome: it is logged and retried on
 * the schedule like any failure. Thrown out of the attempt, it left the attempt unlogged on the
 * queue, made again each time its lease ran out and never given up. The store being away is thrown
 * on: the attempt is made again once the lease ends, as when an instance dies.
 */
function faultOutcome(error: unknown): { error: string } {
  if (error instanceof StoreUnavailableError) throw error;
  return {
    error: `The sandbox could not make the attempt: ${error instanceof Error ? error.message : String(error)}`,
  };
}

const lastScheduled = (attempts: readonly Attempt[]) => attempts.filter((attempt) => !attempt.manual).at(-1);

/** When the next scheduled attempt is due, by the log; null when none is to come. */
function nextPlannedAt(delivery: Delivery, attempts: readonly Attempt[]): number | null {
  const status = statusOf(attempts);
  if (status === "scheduled") return delivery.firstAttemptAt;
  return status === "retrying" ? (lastScheduled(attempts)?.nextAttemptAt ?? null) : null;
}

/**
 * Where the next attempt, planned at `plannedAt`, stands by the due times of its member (`next`) and
 * of the one before it (`previous`) on the queue. A claimed member is due again when its lease
 * ends, later than planned; a lease that ended without the attempt logged is an instance that died,
 * and the attempt is due again.
 */
function queuedState(
  plannedAt: number,
  next: number | undefined,
  previous: number | undefined,
  now: number,
): NextAttemptState {
  // The attempt before is logged but its instance has yet to schedule this one.
  if (next === undefined) return previous === undefined ? "missing" : previous > now ? "sending" : "due";
  // Redis keeps whole milliseconds.
  if (next > Math.round(plannedAt)) return next > now ? "sending" : "due";
  return next > now ? "waiting" : "due";
}

function viewOf(
  delivery: Delivery,
  attempts: Attempt[],
  nextAttemptState: NextAttemptState | null,
  readAt: number,
): DeliveryView {
  const status = statusOf(attempts);
  const nextAttemptAt = nextPlannedAt(delivery, attempts);
  // Whoever holds the id reads the delivery: the password or secret it sends goes out masked.
  const shown = delivery.auth ? { ...delivery, auth: shownAuth(delivery.auth) } : delivery;
  return { ...shown, status, attempts, nextAttemptAt, nextAttemptState, readAt };
}
