import { useId, useState, type FormEvent } from "react";
import type { DeliveryAuth, JwtRehearsal } from "../../../core/deliveries/delivery-auth";
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
      <RegisteredDeliveries
        deliveries={registration.deliveries}
        label="Deliveries your payments led to"
        empty="No notifications yet: they follow your payments to this biller."
        onOpen={onOpen}
      />
    </div>
  );
}

/** The auth choices, with the rehearsals of a bad token a biller's endpoint should refuse. */
const authChoices = [
  ["none", "None"],
  ["basic", "Basic"],
  ["jwt", "JWT (/bbps/jwt)"],
  ["jwt stale", "JWT, stale (rehearse refusing it)"],
  ["jwt wrong-audience", "JWT, wrong audience (rehearse refusing it)"],
  ["jwt bad-signature", "JWT, bad signature (rehearse refusing it)"],
] as const;

/** The `auth` of a registration from the form's choice and its two fields. */
export function authOf(choice: string, name: string, secret: string): DeliveryAuth {
  const [type, rehearse] = choice.split(" ");
  if (type === "basic") return { type, username: name, password: secret };
  if (type !== "jwt") return { type: "none" };
  return { type, audience: name, secret, ...(rehearse ? { rehearse: rehearse as JwtRehearsal } : {}) };
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
  const [authChoice, setAuthChoice] = useState("none");
  const [authName, setAuthName] = useState("");
  const [authSecret, setAuthSecret] = useState("");
  const basic = authChoice === "basic";
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
      auth: authOf(authChoice, authName, authSecret),
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
      <div className="deliveries-field">
        <label htmlFor={`${id}-auth`}>Authentication</label>
        <select
          id={`${id}-auth`}
          value={authChoice}
          onChange={(change) => setAuthChoice(change.target.value)}
        >
          {authChoices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {authChoice === "none" ? null : (
        <>
          <TextField
            id={`${id}-auth-name`}
            type="text"
            label={basic ? "Username" : "Audience (your scheme id)"}
            value={authName}
            onChange={setAuthName}
          />
          <TextField
            id={`${id}-auth-secret`}
            type="text"
            label={basic ? "Password" : "Shared secret"}
            value={authSecret}
            onChange={setAuthSecret}
            hint="Kept for this registration only; the sandbox shows it back masked."
          />
        </>
      )}
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
