import { useEffect, useId, useState } from "react";
import type { HostedPayment } from "../../core/instacollect/hosted-page-api";
import { codeLabel } from "./code-label";
import { DetailList } from "./DetailList";
import type { PaySettings } from "./pay-page-data";
import { istReceiptTime } from "./receipt-time";
import { formatRupees } from "./rupees";
import { ScreenFrame } from "./ScreenFrame";

/**
 * Back to the partner: "Done" to go now, and a move after `redirectSeconds` that the customer can
 * stop, since a page that moves on by itself must let its reader stay.
 */
function ReturnToPartner({ url, redirectSeconds }: { url: URL; redirectSeconds: number }) {
  const id = useId();
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    if (staying) return;
    const timer = setTimeout(() => window.location.assign(url.href), redirectSeconds * 1000);
    return () => clearTimeout(timer);
  }, [staying, url, redirectSeconds]);
  return (
    <div className="pay-return">
      <a className="button button-wide" href={url.href} aria-describedby={id}>
        Done
      </a>
      <p id={id}>
        {staying
          ? `Done takes you back to ${url.host}.`
          : `Done takes you back to ${url.host}; the page goes there by itself in ${redirectSeconds} seconds.`}
      </p>
      {staying ? null : (
        <button type="button" className="button-quiet" onClick={() => setStaying(true)}>
          Stay on this page
        </button>
      )}
    </div>
  );
}

/** The time in India Standard Time, breaking only between the date and the time. */
function ReceiptTime({ utc }: { utc: string }) {
  const ist = istReceiptTime(utc);
  if (!ist) return <span className="pay-nowrap">{utc} UTC</span>;
  return (
    <>
      <span className="pay-nowrap">{ist.date}</span> <span className="pay-nowrap">{`${ist.time} IST`}</span>
    </>
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
          ["Order id", <span className="pay-id">{payment.orderId}</span>],
          ["Transaction id", <span className="pay-id">{payment.transactionId}</span>],
          ["Bill number", <span className="pay-id">{payment.billNumber}</span>],
          ["Date and time", <ReceiptTime utc={payment.paymentDateTime} />],
        ]}
      />
      {returnTo ? <ReturnToPartner url={returnTo} redirectSeconds={settings.redirectSeconds} /> : null}
    </ScreenFrame>
  );
}
