/**
 * How the portal runs the conformance kit for its form, as data: the route applies these and the
 * form shows them. Every value is the sandbox's own choice. The form's code imports this file, so
 * it imports nothing that other pages' code does.
 */
import type { KitEndpointId } from "./kit-versions";

export const kitRunSettings = {
  /** Where the form posts a run: below the sandbox's mount (`sandboxUrl("/biller-kit/runs")`). */
  url: "/sandbox/biller-kit/runs",
  /** Runs per client per minute: a run makes dozens of calls, so far fewer than delivery triggers. */
  runsPerMinute: 6,
  /** Runs one server instance makes at once; another run is refused with 503 until one ends. */
  runsInFlight: 2,
  /** The `Retry-After` (seconds) of that refusal. */
  busyRetryAfterSeconds: 15,
  /** How much the notification retry schedules are compressed: 600 turns a minute into 100 ms. */
  timeScale: 600,
  /**
   * Each notification's documented retry schedule in minutes, summed: what a receiver that declines
   * every attempt waits through (content/sandbox/deliveries.ts; a test keeps the two equal).
   */
  retryScheduleMinutes: { settlementNotification: 25, paymentNotification: 20 },
} as const;

/**
 * The longest a run spends waiting on the notification receivers it tests, in seconds: each
 * receiver's retry schedule compressed by the time scale. 0 when no receiver is tested.
 */
export function notificationWaitSeconds(
  endpoints: readonly KitEndpointId[],
  timeScale: number = kitRunSettings.timeScale,
): number {
  const minutes = endpoints.reduce(
    (sum, endpoint) =>
      sum + ((kitRunSettings.retryScheduleMinutes as Partial<Record<KitEndpointId, number>>)[endpoint] ?? 0),
    0,
  );
  return (minutes * 60) / timeScale;
}
