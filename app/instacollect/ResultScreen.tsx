import { useEffect, useState } from "react";
import type { HostedPayment } from "../../core/instacollect/hosted-page-api";
import { codeLabel } from "./code-label";
import { DetailList } from "./DetailList";
import type { PaySettings } from "./pay-page-data";
import { formatRupees } from "./rupees";
import { ScreenFrame } from "./ScreenFrame";

/**
 * Back to the partner: a link to follow now, and a move after `redirectSeconds` that the customer
 * can stop, since a page that moves on by itself must let its reader stay.
 */
function ReturnToPartner({ url, redirectSeconds }: { url: URL; redirectSeconds: number }) {
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    if (staying) return;
    const timer = setTimeout(() => window.location.assign(url.href), redirectSeconds * 1000);
    return () => clearTimeout(timer);
  }, [staying, url, redirectSeconds]);
  return (
    <div className="pay-return">
      <a className="pay-button" href={url.href}>
        Return to {url.host}
      </a>
      {staying ? null : (
        <p>
          You will go back there in {redirectSeconds} seconds.{" "}
          <button type="button" className="pay-link-button" onClick={() => setStaying(true)}>
            Stay on this page
          </button>
        </p>
      )}
    </div>
  );
}

/** The payment's result, as the payment event reports it. */
export function ResultScreen({
  payment,
  returnTo,
  settings,
}: {
  payment: HostedPayment;
  returnTo: URL | undefined;
  settings: PaySettings;
}) {
  const paid = payment.paymentStatus === settings.successStatus;
  return (
    <ScreenFrame title={paid ? "Payment successful" : "Payment failed"}>
      <p className={paid ? "pay-outcome" : "pay-outcome pay-outcome-failed"}>
        {paid
          ? `${formatRupees(payment.amount)} paid to the biller.`
          : "The payment did not go through. Ask for a new link to try again."}
      </p>
      <DetailList
        rows={[
          ["Amount", formatRupees(payment.amount)],
          ["Payment mode", codeLabel(payment.paymentMode)],
          ["Order id", payment.orderId],
          ["Transaction id", payment.transactionId],
          ["Bill number", payment.billNumber],
          ["Date and time", `${payment.paymentDateTime} UTC`],
        ]}
      />
      {returnTo ? <ReturnToPartner url={returnTo} redirectSeconds={settings.redirectSeconds} /> : null}
    </ScreenFrame>
  );
}
