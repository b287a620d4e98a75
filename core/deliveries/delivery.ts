import type { AttemptOutcome } from "./answer-verdict";
import type { DeliveryAuth } from "./delivery-auth";

/** The headers the sandbox adds to every attempt, so a partner can tell attempts apart and read the log. */
export const sandboxAttemptHeaders = {
  deliveryId: "X-Sandbox-Delivery-Id",
  /** `1` for the first attempt, `2`… for retries, `redelivery` for one asked for. */
  attempt: "X-Sandbox-Attempt",
} as const;

/** The request a delivery sends on every attempt: the same headers and body each time. */
export type DeliveryRequest = { headers: Record<string, string>; body: string };

/** Why a delivery exists: a partner's trigger, or sandbox activity (a payment, a settlement, a refund) for a registered URL. */
export type DeliveryCause = "trigger" | "payment" | "settlement" | "refund";

/** A delivery as the store keeps it. Written when it is created, and once more if its body is built late. */
export type Delivery = {
  /** Unguessable: whoever holds it can read the delivery, so it is the only key to it. */
  id: string;
  event: string;
  url: string;
  timeScale: number;
  /** Milliseconds from one attempt's end to the next retry, already scaled. */
  retryDelaysMs: number[];
  cause: DeliveryCause;
  registrationId?: string;
  createdAt: number;
  firstAttemptAt: number;
  expiresAt: number;
  /** Absent only for a settlement batch, whose body is built from the ledger at its first attempt. */
  request?: DeliveryRequest;
  settlementBatch?: { billerId: string; listKey: string };
  /** How each attempt authenticates, as the registration that led to it says; absent for none. */
  auth?: DeliveryAuth;
};

/** One attempt, as the log shows it. */
export type Attempt = {
  /** `1` for the first attempt, `2`… for retries, `m<time>` for a redelivery asked for at that time. */
  key: string;
  manual: boolean;
  plannedAt: number;
  startedAt: number;
  durationMs: number;
  delivered: boolean;
  reason: string;
  /** When the next retry is due, or null when none follows. */
  nextAttemptAt: number | null;
} & ({ answer: { status: number; body: string; truncated: boolean } } | { error: string });

/** Where an attempt goes: the sender does the HTTP with the allow-list, timeout and size cap. */
export type DeliverySender = (request: DeliveryRequest & { url: string }) => Promise<AttemptOutcome>;

export type DeliveryStatus = "scheduled" | "retrying" | "delivered" | "failed";

/**
 * Where a delivery's next scheduled attempt stands on the queue: `waiting` until it is due; `due`
 * from then until an instance takes it up (milliseconds, unless the sandbox is behind or stopped);
 * `sending` while an instance makes it; `missing` when it is not on the queue, so it will not be
 * made. A delivery pending long past its `nextAttemptAt` shows `due` or `missing`.
 */
export type NextAttemptState = "waiting" | "due" | "sending" | "missing";

/** A delivery's status from its log: delivered once any attempt was, failed once retries ran out. */
export function statusOf(attempts: readonly Attempt[]): DeliveryStatus {
  if (attempts.some((attempt) => attempt.delivered)) return "delivered";
  const scheduled = attempts.filter((attempt) => !attempt.manual);
  const last = scheduled.at(-1);
  if (!last) return "scheduled";
  return last.nextAttemptAt === null ? "failed" : "retrying";
}
