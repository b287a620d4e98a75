import type { DeliveryEventData } from "../../content/sandbox/deliveries";

/**
 * The delays between attempts in milliseconds, the event's schedule compressed by `timeScale`,
 * e.g. the settlement notification at 600 → `[100, 200, 400, 800, 1000]`.
 */
export function retryDelaysMs(event: Pick<DeliveryEventData, "retryMinutes">, timeScale: number): number[] {
  return event.retryMinutes.map((minutes) => Math.round((minutes * 60_000) / timeScale));
}

/**
 * When the retry after attempt `attempt` (1 is the first) is due: the documented delays run from
 * the end of the attempt before (the sandbox's reading), so the partner never sees two attempts
 * closer than the schedule says. Undefined after the last retry.
 */
export function nextAttemptAt(
  delaysMs: readonly number[],
  attempt: number,
  endedAt: number,
): number | undefined {
  const delay = delaysMs[attempt - 1];
  return delay === undefined ? undefined : endedAt + delay;
}
