/**
 * How the portal runs the conformance kit for its form (`POST /sandbox/biller-kit/runs`), as data:
 * the route applies these and the form shows them. Every value is the sandbox's own choice.
 */
import { deliveryEvents } from "../sandbox/deliveries";
import type { KitEndpointId } from "./kit-versions";

export const kitRunSettings = {
  /** Runs per client per minute: a run makes dozens of calls, so far fewer than delivery triggers. */
  runsPerMinute: 6,
  /** Runs one server instance makes at once; another run is refused with 503 until one ends. */
  runsInFlight: 2,
  /** The `Retry-After` (seconds) of that refusal. */
  busyRetryAfterSeconds: 15,
  /** How much the notification retry schedules are compressed: 600 turns a minute into 100 ms. */
  timeScale: 600,
} as const;

/**
 * The longest a run spends waiting on the notification receivers it tests: each receiver's
 * documented retry schedule, compressed by the time scale, for a receiver that declines every
 * attempt. 0 when no receiver is tested.
 */
export function notificationWaitSeconds(
  endpoints: readonly KitEndpointId[],
  timeScale: number = kitRunSettings.timeScale,
): number {
  const minutes = deliveryEvents
    .filter((event) => (endpoints as readonly string[]).includes(event.event))
    .reduce((sum, event) => sum + event.retryMinutes.reduce((total, each) => total + each, 0), 0);
  return (minutes * 60) / timeScale;
}
