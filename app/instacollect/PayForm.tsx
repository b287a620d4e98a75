import { useState, type FormEvent } from "react";
import type { CatalogueBiller, HostedBill, PayInput } from "../../core/instacollect/hosted-page-api";
import { amountField, amountToPay } from "./amount-field";
import { codeLabel } from "./code-label";
import type { Alert } from "./pay-flow";
import { formatRupees, rupeesFieldText } from "./rupees";
import { Field } from "./Field";
import { AlertBox } from "./ScreenFrame";

/** The amount (editable as the biller allows), the payment mode and the Pay button. */
export function PayForm({
  biller,
  bill,
  defaultAmount,
  busy,
  alert,
  onPay,
}: {
  biller: CatalogueBiller;
  bill: HostedBill;
  defaultAmount: number | undefined;
  busy: boolean;
  alert: Alert | undefined;
  onPay: (input: PayInput) => void;
}) {
  const field = amountField(biller, bill, defaultAmount);
  const [text, setText] = useState(() => rupeesFieldText(field.initial));
  const [mode, setMode] = useState(biller.paymentModes[0] ?? "");
  const [problem, setProblem] = useState<string>();
  const amount = amountToPay(field, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(amount ? undefined : "Enter an amount in rupees, such as 1500 or 1500.50.");
    if (amount) onPay({ amount, paymentMode: mode });
  };

  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      <Field
        id="pay-amount"
        label="Amount to pay (₹)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        readOnly={!field.editable}
        inputMode="decimal"
        note={field.rule}
        problem={problem}
      />
      <fieldset className="pay-modes">
        <legend>Payment mode</legend>
        {biller.paymentModes.map((paymentMode) => (
          <label key={paymentMode}>
            <input
              type="radio"
              name="paymentMode"
              value={paymentMode}
              checked={mode === paymentMode}
              onChange={() => setMode(paymentMode)}
            />
            {codeLabel(paymentMode)}
          </label>
        ))}
      </fieldset>
      {alert ? <AlertBox code={alert.code} message={alert.message} /> : null}
      <button type="submit" className="button button-wide" aria-disabled={busy}>
        {busy ? "Paying…" : amount ? `Pay ${formatRupees(amount)}` : "Pay"}
      </button>
    </form>
  );
}
