import { stateAt, type Stage } from "../sandbox/timeline";

/**
 * How a sandbox payment's status advances after make-payment (specification, section 4 lists
 * the statuses, not the transitions): Execution Awaited, then Executed, then Settled. The timing
 * is the sandbox's own, short enough to watch from the try-it console. Authorization Awaited and
 * Cancelled are documented statuses the sandbox does not reach.
 */
export const paymentStatusTimeline = [
  { state: "Execution Awaited", fromSeconds: 0 },
  { state: "Executed", fromSeconds: 5 },
  { state: "Settled", fromSeconds: 30 },
] as const satisfies readonly [Stage<string>, ...Stage<string>[]];

export type SandboxPaymentStatus = (typeof paymentStatusTimeline)[number]["state"];

/** The status `elapsedSeconds` after the payment, e.g. `paymentStatusAt(10)` → `"Executed"`. */
export function paymentStatusAt(elapsedSeconds: number): SandboxPaymentStatus {
  return stateAt<SandboxPaymentStatus>(paymentStatusTimeline, elapsedSeconds);
}
