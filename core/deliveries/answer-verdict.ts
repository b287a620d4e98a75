import type { AnswerRule } from "../../content/sandbox/deliveries";

/** What came back from one attempt: the partner's answer, or why there was none. */
export type AttemptOutcome =
  { answer: { status: number; body: string; truncated: boolean; contentType?: string } } | { error: string };

export type Verdict = { delivered: boolean; reason: string };

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

const fieldOf = (json: unknown, name: string): unknown =>
  typeof json === "object" && json !== null && !Array.isArray(json)
    ? (json as Record<string, unknown>)[name]
    : undefined;

/**
 * Reads the partner's answer by the documented rule for the call, e.g. for a settlement
 * notification `{ status: 200, body: '{"success":false}' }` → not delivered, so it is retried.
 */
export function verdictOf(rule: AnswerRule, outcome: AttemptOutcome): Verdict {
  if ("error" in outcome) return { delivered: false, reason: outcome.error };
  const { status, body, truncated } = outcome.answer;
  if (rule === "http-200")
    return status === 200
      ? { delivered: true, reason: "HTTP 200: delivered." }
      : { delivered: false, reason: `HTTP ${status}: only HTTP 200 means delivered.` };
  const json = truncated ? undefined : jsonOf(body);
  if (rule === "success-true") {
    if (status !== 200) return { delivered: false, reason: `HTTP ${status}: the reply must be HTTP 200.` };
    const success = fieldOf(json, "success");
    if (success === true) return { delivered: true, reason: "HTTP 200 with success true: accepted." };
    if (success === false) return { delivered: false, reason: "HTTP 200 with success false: not accepted." };
    return { delivered: false, reason: "HTTP 200 without a boolean success in a JSON body: not accepted." };
  }
  if (status < 200 || status > 299)
    return { delivered: false, reason: `HTTP ${status}: the reply must be a 2xx answer.` };
  const replyStatus = fieldOf(json, "status");
  if (replyStatus === "acknowledged") return { delivered: true, reason: "status acknowledged." };
  if (replyStatus === "failure") return { delivered: false, reason: "status failure: not processed." };
  return {
    delivered: false,
    reason: "No status acknowledged or failure in a JSON body: not acknowledged.",
  };
}
