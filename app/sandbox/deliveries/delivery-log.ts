import type { DeliveryView } from "../../../core/deliveries/delivery-engine";
import type { NotificationRegistrations } from "../../../core/deliveries/notification-registrations";

/*
 * The deliveries console's view of what the sandbox answers: pure functions from the API's JSON
 * (content/specs/deliveries.yaml) to the text the console shows, so the console only renders.
 */

export type { DeliveryView };
export type RegistrationView = NonNullable<Awaited<ReturnType<NotificationRegistrations["read"]>>>;
export type Attempt = DeliveryView["attempts"][number];

/** A delivery a registration led to, as its answer lists it. */
export type RegisteredDelivery = { id: string; event: string; status: string };

/** An InstaCollect webhook registration, as `registerInstaCollectWebhooks` answers it. */
export type WebhookRegistrationView = {
  id: string;
  baseUrl: string;
  paymentEventUrl: string;
  refundEventUrl: string;
  timeScale: number;
  createdAt: number;
  expiresAt: number;
  deliveries: RegisteredDelivery[];
};

/** A refund of a hosted-page payment, as `refundInstaCollectPayment` answers it. */
export type RefundView = {
  orderId: string;
  refundId: string;
  refundStatus: string;
  refundDateTime: string;
  /** The refund event's delivery, when a webhook URL is registered. */
  deliveryId?: string;
};

/** `HH:MM:SS.mmm` of an epoch time, `offsetMinutes` east of UTC (the reader's zone in the browser). */
export function clockTime(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * 60_000);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}:${two(shifted.getUTCSeconds())}.${String(shifted.getUTCMilliseconds()).padStart(3, "0")}`;
}

/** The reader's offset from UTC at that time, in minutes east. */
export const localOffsetMinutes = (epochMs: number) => -new Date(epochMs).getTimezoneOffset();

/** A duration for people: `18 ms`, `1.3 s`, `2 min 5 s`. */
export function durationText(ms: number): string {
  const rounded = Math.max(0, Math.round(ms));
  if (rounded < 1000) return `${rounded} ms`;
  if (rounded < 60_000) return `${Math.round(rounded / 100) / 10} s`;
  const minutes = Math.floor(rounded / 60_000);
  const seconds = Math.round((rounded % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

export type AttemptRow = {
  key: string;
  /** `1`, `2 (retry 1)`, `redelivery`. */
  label: string;
  planned: string;
  started: string;
  /** How long after it was due the attempt started. */
  late: string;
  /** `HTTP 200`, or `No answer` (the reason says why). */
  outcome: string;
  delivered: boolean;
  reason: string;
  /** The answer's body as logged, its first `previewChars` characters, or null when there was no answer. */
  body: string | null;
  /** Whether there is more of the answer than `body` shows. */
  truncated: boolean;
};

/** How much of an answer's body a row shows; the sandbox keeps up to 4 KiB of it. */
export const previewChars = 500;

/** One row per attempt, oldest first, with times on the reader's clock. */
export function attemptRows(view: Pick<DeliveryView, "attempts">, offsetMinutes: number): AttemptRow[] {
  return view.attempts.map((attempt) => {
    const number = Number(attempt.key);
    const answer = "answer" in attempt ? attempt.answer : undefined;
    return {
      key: attempt.key,
      label: attempt.manual ? "redelivery" : number === 1 ? "1" : `${number} (retry ${number - 1})`,
      planned: clockTime(attempt.plannedAt, offsetMinutes),
      started: clockTime(attempt.startedAt, offsetMinutes),
      late: durationText(attempt.startedAt - attempt.plannedAt),
      // Why there was none is the verdict's reason, so the answer column only says so.
      outcome: answer ? `HTTP ${answer.status}` : "No answer",
      delivered: attempt.delivered,
      reason: attempt.reason,
      body: answer ? answer.body.slice(0, previewChars) : null,
      truncated: answer ? answer.truncated || answer.body.length > previewChars : false,
    };
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The delivery's state in one sentence, for the console's live region: it changes only when the
 * status or the log does, so a screen reader hears each change once.
 */
export function statusSentence(view: DeliveryView, offsetMinutes: number): string {
  const attempts = view.attempts.length;
  const at = (ms: number | null) => (ms === null ? "" : ` at ${clockTime(ms, offsetMinutes)}`);
  switch (view.status) {
    case "scheduled":
      return `Scheduled: the first attempt is due${at(view.nextAttemptAt)}.`;
    case "retrying":
      return `Retrying: ${plural(attempts, "attempt", "attempts")} so far, none accepted; the next is due${at(view.nextAttemptAt)}.`;
    case "delivered": {
      const accepted = view.attempts.find((attempt) => attempt.delivered);
      const which = accepted?.manual ? "a redelivery" : `attempt ${accepted?.key ?? "?"}`;
      return `Delivered: ${which} was accepted (${plural(attempts, "attempt", "attempts")} in all).`;
    }
    case "failed":
      return `Failed: none of the ${plural(attempts, "attempt", "attempts")} was accepted, and no retries are left.`;
  }
}

/** When the next scheduled attempt is due, from now, e.g. `in 1.2 s`; empty when none is. */
export function nextAttemptText(
  view: Pick<DeliveryView, "nextAttemptAt"> & Partial<Pick<DeliveryView, "nextAttemptState">>,
  now: number,
): string {
  if (view.nextAttemptAt === null) return "";
  // Where the sandbox says the attempt stands, so that one held up or lost shows as such.
  if (view.nextAttemptState === "sending") return "being sent now";
  if (view.nextAttemptState === "missing") return "not scheduled: send it again to retry it";
  const wait = view.nextAttemptAt - now;
  return wait <= 0 ? "due now" : `in ${durationText(wait)}`;
}

/**
 * Whether the console should read the delivery again: while attempts are still to come, and after
 * a redelivery until its attempt shows in the log (`awaitingMoreThan`, the log's length when it was
 * asked for), since a delivered delivery's status does not change when it is sent again.
 */
export function shouldPoll(view: DeliveryView, awaitingMoreThan?: number): boolean {
  if (view.status === "scheduled" || view.status === "retrying") return true;
  return awaitingMoreThan !== undefined && view.attempts.length <= awaitingMoreThan;
}

/** What a sandbox error says, for the console to show as it is. */
export type SandboxProblem = {
  /** `HTTP 422 · SANDBOX_DESTINATION_REFUSED`. */
  title: string;
  message: string;
  /** Each problem of the request (`errors`), as `path: message`. */
  details: string[];
  /** The destination rule a 422 names (`allow-list`, `scheme`, ...). */
  rule?: string;
  /** Seconds until the sandbox takes triggers again, from a 429's `Retry-After`. */
  retryAfterSeconds?: number;
};

type ErrorBody = { statusCode?: unknown; statusMessage?: unknown; errors?: unknown };

const problemDetail = (entry: unknown): string | undefined => {
  if (typeof entry !== "object" || entry === null) return undefined;
  const { path, message } = entry as { path?: unknown; message?: unknown };
  if (typeof message !== "string") return undefined;
  return typeof path === "string" && path !== "" && path !== "/" ? `${path}: ${message}` : message;
};

/**
 * A sandbox error answer in the console's terms, e.g. HTTP 429 with `Retry-After: 12` →
 * `{ title: "HTTP 429 · SANDBOX_RATE_LIMITED", ..., retryAfterSeconds: 12 }`.
 */
export function sandboxProblem(status: number, text: string, retryAfter: string | null): SandboxProblem {
  let body: ErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null) body = parsed as ErrorBody;
  } catch {
    body = undefined;
  }
  const code = typeof body?.statusCode === "string" ? body.statusCode : undefined;
  const message =
    typeof body?.statusMessage === "string" ? body.statusMessage : text.trim().slice(0, 300) || "No details.";
  const details = Array.isArray(body?.errors)
    ? body.errors.flatMap((entry) => problemDetail(entry) ?? [])
    : [];
  const rule = /\(rule ([a-z-]+)\)/.exec(message)?.[1];
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return {
    title: code ? `HTTP ${status} · ${code}` : `HTTP ${status}`,
    message,
    details,
    ...(rule ? { rule } : {}),
    ...(Number.isFinite(seconds) && seconds >= 0 ? { retryAfterSeconds: seconds } : {}),
  };
}

/** The override field's text as the request wants it: nothing, or a JSON object. */
export function parseOverride(
  text: string,
): { ok: true; value: Record<string, unknown> | undefined } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
    return { ok: false, message: 'The override must be a JSON object, e.g. {"amount": "499.00"}.' };
  } catch (error) {
    return { ok: false, message: `The override is not valid JSON: ${(error as Error).message}` };
  }
}

/** A delivery id as typed or pasted, spaces and quotes around it dropped; undefined when there is none. */
export function deliveryIdFrom(text: string): string | undefined {
  const id = text.trim().replace(/^["']+|["']+$/g, "");
  return id === "" || /[\s/?#]/.test(id) ? undefined : id;
}
