/**
 * The notification receiver checks. The kit sends a notification through the delivery engine, so
 * a `success: false` reply is retried on the documented schedule (compressed by the time scale),
 * then sends the same notification once more, as a retry would arrive.
 */
import type { KitCheckId } from "../../content/biller-kit/kit-checks";
import type { DeliveryEventData } from "../../content/sandbox/deliveries";
import type { Attempt } from "../deliveries/delivery";
import type { KitCall } from "./kit-call";
import type { KitExchange, KitFinding, KitResult } from "./kit-report";
import { fail, notRun, pass, resultOf, unjudgeable, valueAt, type KitVerdict } from "./kit-verdict";

export type ReceiverEndpoint = "settlementNotification" | "paymentNotification";

const checkIds: Record<ReceiverEndpoint, { reply: KitCheckId; accepted: KitCheckId; repeat: KitCheckId }> = {
  settlementNotification: {
    reply: "settlement-reply",
    accepted: "settlement-accepted",
    repeat: "settlement-repeat",
  },
  paymentNotification: { reply: "payment-reply", accepted: "payment-accepted", repeat: "payment-repeat" },
};

export type ReceiverRun = {
  endpoint: ReceiverEndpoint;
  event: DeliveryEventData;
  url: string;
  body: unknown;
  timeScale: number;
  /** The delivery's attempt log, first attempt first. */
  attempts: readonly Attempt[];
  /** The same notification sent once more. */
  repeat: KitCall;
};

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** A log entry as the report shows calls. */
export function attemptExchange(
  run: Pick<ReceiverRun, "endpoint" | "url" | "body">,
  attempt: Attempt,
  index: number,
): KitExchange {
  const purpose = `${run.endpoint === "settlementNotification" ? "settlement" : "payment"} notification, attempt ${index + 1}`;
  return {
    purpose,
    url: run.url,
    requestBody: run.body,
    durationMs: attempt.durationMs,
    ...("answer" in attempt
      ? { status: attempt.answer.status, responseBody: jsonOf(attempt.answer.body) ?? attempt.answer.body }
      : { error: attempt.error }),
  };
}

/** What is wrong with one reply, or undefined when it is HTTP 200 with a boolean success. */
function replyProblem(label: string, status: number, body: unknown): KitFinding | undefined {
  if (status !== 200)
    return { path: "HTTP status", value: status, message: `${label}: the reply must be HTTP 200.` };
  const success = valueAt(body, "success");
  if (typeof success !== "boolean")
    return { path: "success", value: success, message: `${label}: the reply carries success true or false.` };
  return undefined;
}

const minutes = (ms: number, timeScale: number) => `${Math.round(((ms * timeScale) / 60_000) * 10) / 10} min`;

function acceptedVerdict(run: ReceiverRun): KitVerdict {
  const { attempts, event, timeScale } = run;
  const first = attempts[0];
  if (!first) return notRun("No attempt was made.");
  if (attempts.every((attempt) => "error" in attempt))
    return notRun(`The receiver could not be reached: ${"error" in first ? first.error : ""}`);
  const index = attempts.findIndex((attempt) => attempt.delivered);
  // Each retry's wait, from the end of the attempt before it, read back on the real schedule.
  const schedule = attempts
    .slice(1)
    .map((attempt, index) => {
      const before = attempts[index]!;
      return minutes(attempt.startedAt - (before.startedAt + before.durationMs), timeScale);
    })
    .join(", ");
  if (index === 0) return pass("Accepted on the first attempt.");
  if (index > 0)
    return pass(
      `Accepted on attempt ${index + 1}, after ${index} ${index === 1 ? "retry" : "retries"} (waits of ${schedule} on the real schedule; documented: ${event.retryMinutes.slice(0, index).join(", ")} min).`,
    );
  return fail(
    ...attempts.map((attempt, number) => ({
      path: `attempt ${number + 1}`,
      value: "answer" in attempt ? (jsonOf(attempt.answer.body) ?? attempt.answer.body) : attempt.error,
      message: attempt.reason,
    })),
    {
      message: `Not accepted after ${attempts.length} attempts: the first and ${attempts.length - 1} retries, with waits of ${schedule} on the real schedule (documented: ${event.retryMinutes.join(", ")} min).`,
    },
  );
}

export function receiverResults(run: ReceiverRun): KitResult[] {
  const ids = checkIds[run.endpoint];
  const exchanges = run.attempts.map((attempt, index) => attemptExchange(run, attempt, index));
  const asCalls: KitCall[] = exchanges.map((exchange) => ({
    exchange,
    outcome: { error: "", timedOut: false, durationMs: exchange.durationMs },
    json: exchange.responseBody,
  }));
  const replies = run.attempts.flatMap((attempt, index) =>
    "answer" in attempt
      ? [replyProblem(`Attempt ${index + 1}`, attempt.answer.status, jsonOf(attempt.answer.body))]
      : [],
  );
  const reached = replies.length > 0;
  const problems = replies.filter((finding): finding is KitFinding => finding !== undefined);
  const replyVerdict = !reached
    ? notRun("The receiver could not be reached.")
    : problems.length > 0
      ? fail(...problems)
      : pass();
  const repeatProblem =
    unjudgeable(run.repeat) ??
    (() => {
      const problem = replyProblem(
        "The repeated notification",
        (run.repeat.outcome as { status: number }).status,
        run.repeat.json,
      );
      return problem ? fail(problem) : pass();
    })();
  return [
    resultOf(ids.reply, run.endpoint, replyVerdict, asCalls),
    resultOf(ids.accepted, run.endpoint, acceptedVerdict(run), asCalls),
    resultOf(ids.repeat, run.endpoint, repeatProblem, [run.repeat]),
  ];
}
