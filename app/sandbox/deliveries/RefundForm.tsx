import { useId, useState, type FormEvent } from "react";
import { deliveriesApi } from "./deliveries-api";
import type { RefundView, SandboxProblem } from "./delivery-log";
import { SubmitRow, TextField, useSubmission } from "./FormParts";

type Props = {
  /** Opens a delivery in the console; the problem, if it could not be read. */
  onOpen: (deliveryId: string) => Promise<SandboxProblem | null>;
};

/**
 * Refunds a hosted-page payment by its `orderId` (`POST /sandbox/instacollect/refunds`, with the
 * published credentials), and opens the refund event's delivery when one is under way.
 */
export function RefundForm({ onOpen }: Props) {
  const id = useId();
  const [orderId, setOrderId] = useState("");
  const [refund, setRefund] = useState<RefundView | null>(null);
  const { sending, problem, setProblem, submit } = useSubmission();

  async function send(event: FormEvent) {
    event.preventDefault();
    const refunded = await submit(() => deliveriesApi.refund(orderId.trim()));
    if (!refunded) return;
    setRefund(refunded);
    if (refunded.deliveryId) setProblem(await onOpen(refunded.deliveryId));
  }

  return (
    <form className="deliveries-form" aria-labelledby={`${id}-title`} onSubmit={send} noValidate>
      <h4 id={`${id}-title`}>Refund a payment</h4>
      <TextField
        id={`${id}-order`}
        label="orderId"
        type="text"
        value={orderId}
        onChange={setOrderId}
        placeholder="ics_…"
        hint={
          <>
            The payment event&apos;s <code>orderId</code>: in the sandbox, the link&apos;s{" "}
            <code>sessionId</code>.
          </>
        }
      />
      <SubmitRow sending={sending} label="Refund" busyLabel="Refunding…" problem={problem} />
      <div aria-live="polite">
        {refund ? (
          <p className="deliveries-registration">
            Refunded <code>{refund.orderId}</code>: <code>refundId</code> <code>{refund.refundId}</code>,{" "}
            <code>refundStatus</code> <code>{refund.refundStatus}</code>, at {refund.refundDateTime} UTC.{" "}
            {refund.deliveryId
              ? "Its refund event is under way; the console shows it."
              : "No webhook URL is registered for this link, so no refund event is sent."}
          </p>
        ) : null}
      </div>
    </form>
  );
}
