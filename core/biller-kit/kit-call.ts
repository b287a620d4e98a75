/**
 * One call the kit made and what came back, as the checks read it. The caller (Node's HTTP client
 * on the server and the command line) fills it in; the checks never see a socket.
 */
import type { KitExchange } from "./kit-report";

export type KitCallRequest = { purpose: string; url: string; headers: Record<string, string>; body: unknown };

/** What the caller saw: an answer, or why there was none (`timedOut` when the kit's timeout ran out). */
export type KitCallOutcome =
  | { status: number; contentType: string | undefined; body: string; truncated: boolean; durationMs: number }
  | { error: string; timedOut: boolean; durationMs: number };

export type KitCaller = (request: KitCallRequest) => Promise<KitCallOutcome>;

/** A call and its answer: `json` is the parsed body, undefined when there was none or it was not JSON. */
export type KitCall = { exchange: KitExchange; outcome: KitCallOutcome; json: unknown };

export const answered = (call: KitCall): call is KitCall & { outcome: { status: number } } =>
  "status" in call.outcome;

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Makes the call and records it, leaving the credentials out of the record. */
export async function makeCall(caller: KitCaller, request: KitCallRequest): Promise<KitCall> {
  const outcome = await caller(request);
  const json = "status" in outcome && !outcome.truncated ? parsed(outcome.body) : undefined;
  const exchange: KitExchange = {
    purpose: request.purpose,
    url: request.url,
    requestBody: request.body,
    durationMs: outcome.durationMs,
    ...("status" in outcome
      ? {
          status: outcome.status,
          ...(outcome.contentType === undefined ? {} : { contentType: outcome.contentType }),
          responseBody: json ?? outcome.body,
        }
      : { error: outcome.error }),
  };
  return { exchange, outcome, json };
}
