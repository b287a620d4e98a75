type NameValue = { name: string; value: string };

/** A published sandbox value whose payment fails: a biller and the customer parameters that find the bill. */
export type FailingPayment = { billerId: string; customerParams: readonly NameValue[] };

/**
 * Whether paying the bill these parameters find fails, e.g. BILLER000001 with Consumer Number
 * 1234567891 when the sandbox publishes it (content/sandbox/instacollect.ts).
 */
export function paymentFailsFor(
  failing: readonly FailingPayment[],
  billerId: string,
  customerParams: readonly NameValue[],
): boolean {
  return failing.some(
    (entry) =>
      entry.billerId === billerId &&
      entry.customerParams.every((param) =>
        customerParams.some((sent) => sent.name === param.name && sent.value === param.value),
      ),
  );
}
