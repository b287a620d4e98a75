import { paymentFailsFor, type FailingPayment } from "../../core/instacollect/failing-payments";

type NameValue = { name: string; value: string };

/**
 * The sandbox's published way to make a payment fail, stated where a partner rehearsing it needs
 * it: on a biller's form, the values to type; on a bill those values found, that its payment fails.
 */
export function SandboxFailureHint({
  failing,
  billerId,
  bill,
  failureStatus,
}: {
  failing: readonly FailingPayment[];
  billerId: string;
  /** The fetched bill's parameters; without them the hint names the values to type. */
  bill?: readonly NameValue[] | undefined;
  failureStatus: string;
}) {
  const status = (
    <>
      (<code>paymentStatus</code> <code>{failureStatus}</code>), so that you can rehearse a failed payment and
      its payment event
    </>
  );
  if (bill)
    return paymentFailsFor(failing, billerId, bill) ? (
      <p className="pay-sandbox-hint">
        <strong>Sandbox:</strong> this bill&apos;s payment fails {status}.
      </p>
    ) : null;
  const values = failing.filter((entry) => entry.billerId === billerId);
  if (values.length === 0) return null;
  return (
    <p className="pay-sandbox-hint">
      <strong>Sandbox:</strong>{" "}
      {values.map((entry, index) => (
        <span key={index}>
          {index > 0 ? " or " : null}
          {entry.customerParams.map((param, paramIndex) => (
            <span key={param.name}>
              {paramIndex > 0 ? ", " : null}
              {param.name} <code>{param.value}</code>
            </span>
          ))}
        </span>
      ))}{" "}
      finds a bill whose payment fails {status}.
    </p>
  );
}
