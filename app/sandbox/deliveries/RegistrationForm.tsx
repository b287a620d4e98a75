import { useId, useState, type FormEvent } from "react";
import { AuthFields, authOf, noAuth } from "./AuthFields";
import { AuthSummary } from "./AuthSummary";
import { deliveriesApi, type NewRegistration } from "./deliveries-api";
import type { RegistrationView, SandboxProblem } from "./delivery-log";
import { SubmitRow, TextField, useSubmission } from "./FormParts";
import { RegisteredDeliveries } from "./RegisteredDeliveries";
import { startingTimeScale, suggestedUrl } from "./SendDeliveryForm";
import type { SandboxBiller } from "./section-data";
import { TimeScaleField, type TimeScaleBounds } from "./TimeScaleField";
import { useRefreshed } from "./use-refreshed";

type Props = {
  billers: SandboxBiller[];
  timeScale: TimeScaleBounds;
  /** Opens a delivery in the console; the problem, if it could not be read. */
  onOpen: (deliveryId: string) => Promise<SandboxProblem | null>;
};

function RegistrationSummary({
  registration,
  onOpen,
}: {
  registration: RegistrationView;
  onOpen: (deliveryId: string) => void;
}) {
  return (
    <div className="deliveries-registration">
      <p>
        Registered <code>{registration.id}</code> for <code>{registration.billerId}</code>, until{" "}
        {new Date(registration.expiresAt).toLocaleString()}. Now pay this biller with{" "}
        <code>make-payment</code> from this browser or this machine.
      </p>
      <AuthSummary auth={registration.auth} />
      <RegisteredDeliveries
        deliveries={registration.deliveries}
        label="Deliveries your payments led to"
        empty="No notifications yet: they follow your payments to this biller."
        onOpen={onOpen}
      />
    </div>
  );
}

/**
 * Registers the reader's notification URLs for a sandbox biller (`POST /sandbox/notification-urls`),
 * then lists the deliveries their sandbox payments lead to, read again every few seconds.
 */
export function RegistrationForm({ billers, timeScale, onOpen }: Props) {
  const id = useId();
  const [billerId, setBillerId] = useState(billers[0]?.billerId ?? "");
  const [paymentUrl, setPaymentUrl] = useState(suggestedUrl("paymentNotification"));
  const [settlementUrl, setSettlementUrl] = useState(suggestedUrl("settlementNotification"));
  const [scale, setScale] = useState(String(startingTimeScale));
  const [auth, setAuth] = useState(noAuth);
  const [registration, setRegistration] = useState<RegistrationView | null>(null);
  const { sending, problem, setProblem, submit } = useSubmission();

  useRefreshed(registration?.id, deliveriesApi.readRegistration, setRegistration, setProblem);

  async function register(event: FormEvent) {
    event.preventDefault();
    const request: NewRegistration = {
      billerId,
      ...(paymentUrl.trim() ? { paymentNotificationUrl: paymentUrl.trim() } : {}),
      ...(settlementUrl.trim() ? { settlementNotificationUrl: settlementUrl.trim() } : {}),
      ...(scale.trim() === "" ? {} : { timeScale: Number(scale) }),
      auth: authOf(auth),
    };
    const registered = await submit(() => deliveriesApi.register(request));
    if (registered) setRegistration(registered);
  }

  return (
    <form className="deliveries-form" aria-labelledby={`${id}-title`} onSubmit={register} noValidate>
      <h4 id={`${id}-title`}>Register your notification URLs</h4>
      <div className="deliveries-field">
        <label htmlFor={`${id}-biller`}>Sandbox biller</label>
        <select id={`${id}-biller`} value={billerId} onChange={(change) => setBillerId(change.target.value)}>
          {billers.map((biller) => (
            <option key={biller.billerId} value={biller.billerId}>
              {biller.billerId} ({biller.name})
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={`${id}-payment`}
        label="Payment notification URL"
        value={paymentUrl}
        onChange={setPaymentUrl}
        describedBy={`${id}-settlement-hint`}
      />
      <TextField
        id={`${id}-settlement`}
        label="Settlement notification URL"
        value={settlementUrl}
        onChange={setSettlementUrl}
        hint="Leave one empty to register only the other."
      />
      <AuthFields
        id={id}
        value={auth}
        onChange={setAuth}
        hint="Kept for this registration only; the sandbox shows it back masked."
      />
      <TimeScaleField
        id={id}
        label="Time scale of the retries"
        bounds={timeScale}
        value={scale}
        onChange={setScale}
      />
      <SubmitRow sending={sending} label="Register" busyLabel="Registering…" problem={problem} />
      <div aria-live="polite">
        {registration ? (
          <RegistrationSummary
            registration={registration}
            onOpen={(deliveryId) => void onOpen(deliveryId).then(setProblem)}
          />
        ) : null}
      </div>
    </form>
  );
}
