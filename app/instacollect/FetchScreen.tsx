import { useState, type FormEvent } from "react";
import type { CatalogueBiller, FetchBillInput } from "../../core/instacollect/hosted-page-api";
import type { Alert } from "./pay-flow";
import { paramProblems } from "./param-problems";
import { Field } from "./Field";
import type { FailingPayment } from "./pay-page-data";
import { SandboxFailureHint } from "./SandboxFailureHint";
import { AlertBox, ScreenFrame } from "./ScreenFrame";

type NameValue = { name: string; value: string };

/** The biller's fetch form: its customer parameters, checked here by the sandbox's rule. */
export function FetchScreen({
  biller,
  params,
  busy,
  alert,
  onFetch,
  onBack,
  failing,
  failureStatus,
}: {
  biller: CatalogueBiller;
  params: NameValue[];
  busy: boolean;
  alert: Alert | undefined;
  onFetch: (input: FetchBillInput) => void;
  failing: readonly FailingPayment[];
  failureStatus: string;
  /** Absent on the screen the link landed on. */
  onBack: (() => void) | undefined;
}) {
  const [values, setValues] = useState(() => new Map(params.map((param) => [param.name, param.value])));
  const [problems, setProblems] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const customerParams = biller.customerParams
      .map((param) => ({ name: param.paramName, value: (values.get(param.paramName) ?? "").trim() }))
      .filter((param) => param.value !== "");
    const found = paramProblems(customerParams, biller.customerParams);
    setProblems(found);
    if (Object.keys(found).length === 0) onFetch({ billerId: biller.billerId, customerParams });
  };

  return (
    <ScreenFrame title={biller.name} onBack={onBack}>
      <p>Enter the details on your bill.</p>
      <SandboxFailureHint failing={failing} billerId={biller.billerId} failureStatus={failureStatus} />
      <form className="pay-form" onSubmit={submit} noValidate>
        {biller.customerParams.map((param, index) => (
          <Field
            key={param.paramName}
            id={`pay-param-${index}`}
            label={param.optional ? `${param.paramName} (optional)` : param.paramName}
            value={values.get(param.paramName) ?? ""}
            onChange={(event) => setValues(new Map(values).set(param.paramName, event.target.value))}
            inputMode={/numeric/i.test(param.dataType) ? "numeric" : "text"}
            maxLength={param.maxLength}
            aria-required={!param.optional}
            problem={problems[param.paramName]}
          />
        ))}
        {alert ? <AlertBox code={alert.code} message={alert.message} /> : null}
        <button type="submit" className="button button-wide" aria-disabled={busy}>
          {busy ? "Fetching your bill…" : "Fetch bill"}
        </button>
      </form>
    </ScreenFrame>
  );
}
