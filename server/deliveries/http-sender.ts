import type { AttemptOutcome } from "../../core/deliveries/answer-verdict";
import type { DeliverySender } from "../../core/deliveries/delivery";

export type SenderLimits = {
  /** The whole attempt: connecting, sending and reading the answer. */
  timeoutMs: number;
  /** The most of the answer's body that is read; the rest is cut off. */
  maxAnswerBytes: number;
};

/** Reads at most `limit` bytes of a body, then lets the rest go. */
async function readCapped(
  response: Response,
  limit: number,
): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!response.body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks, size), truncated: false };
    const room = limit - size;
    if (value.byteLength > room) {
      chunks.push(value.subarray(0, room));
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(chunks, limit), truncated: true };
    }
    chunks.push(value);
    size += value.byteLength;
  }
}

function errorText(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError")
    return `No answer within ${timeoutMs / 1000} s.`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return `Could not reach the URL: ${typeof code === "string" ? `${code} ` : ""}${message}`.trim();
}

/**
 * Sends an attempt over HTTP with fetch: POST, JSON, no redirects followed (a 3xx is the answer),
 * one timeout for the whole attempt, and at most `maxAnswerBytes` of the answer read.
 */
export function httpSender(limits: SenderLimits): DeliverySender {
  return async ({ url, headers, body }): Promise<AttemptOutcome> => {
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "bbps-portal-sandbox", ...headers },
        body,
        redirect: "manual",
        signal,
      });
      const { bytes, truncated } = await readCapped(response, limits.maxAnswerBytes);
      return { answer: { status: response.status, body: new TextDecoder().decode(bytes), truncated } };
    } catch (error) {
      return { error: errorText(error, limits.timeoutMs) };
    }
  };
}
