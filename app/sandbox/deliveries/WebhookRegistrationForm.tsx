import { useId, useState, type FormEvent } from "react";
import { deliveriesApi, type NewWebhookRegistration } from "./deliveries-api";
import type { SandboxProblem, WebhookRegistrationView } from "./delivery-log";
import { SubmitRow, TextField, useSubmission } from "./FormParts";
import { RegisteredDeliveries } from "./RegisteredDeliveries";
import { startingTimeScale } from "./SendDeliveryForm";
import { TimeScaleField, type TimeScaleBounds } from "./TimeScaleField";
import { useRefreshed } from "./use-refreshed";

/** A receiver on this machine to start from; the webhooks' paths follow it. */
const suggestedBaseUrl = "http://localhost:8080";

type Props = {
  timeScale: TimeScaleBounds;
  /** Opens a delivery in the console; the problem, if it could not be read. */
  onOpen: (deliveryId: string) => Promise<SandboxProblem | null>;
};

function WebhookRegistrationSummary({
  registration,
  onOpen,
}: {
  registration: WebhookRegistrationView;
  onOpen: (deliveryId: string) => void;
}) {
  return (
    <div className="deliveries-registration">
      <p>
        Registered <code>{registration.id}</code> until {new Date(registration.expiresAt).toLocaleString()}:
        payment events go to <code>{registration.paymentEventUrl}</code>, refund events to{" "}
        <code>{registration.refundEventUrl}</code>. Now create a link from this browser or this machine and
        pay on it.
      </p>
      <RegisteredDeliveries
        deliveries={registration.deliveries}
        label="Webhooks your links led to"
        empty="No webhooks yet: they follow payments on your links, and your refunds."
        onOpen={onOpen}
      />
    </div>
  );
}

/**
 * Registers the reader's webhooks' base URL (`POST /sandbox/instacollect/webhook-urls`, with the
 * published credentials), then lists the webhooks payments on their links lead to, read again
 * every few seconds.
 */
export function WebhookRegistrationForm({ timeScale, onOpen }: Props) {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState(suggestedBaseUrl);
  const [scale, setScale] = useState(String(startingTimeScale));
  const [registration, setRegistration] = useState<WebhookRegistrationView | null>(null);
  const { sending, problem, setProblem, submit } = useSubmission();

  useRefreshed(registration?.id, deliveriesApi.readWebhooks, setRegistration, setProblem);

  async function register(event: FormEvent) {
    event.preventDefault();
    const request: NewWebhookRegistration = {
      baseUrl: baseUrl.trim(),
      ...(scale.trim() === "" ? {} : { timeScale: Number(scale) }),
    };
    const registered = await submit(() => deliveriesApi.registerWebhooks(request));
    if (registered) setRegistration(registered);
  }

  return (
    <form className="deliveries-form" aria-labelledby={`${id}-title`} onSubmit={register} noValidate>
      <h4 id={`${id}-title`}>Register your webhook URL</h4>
      <TextField
        id={`${id}-base`}
        label="Base URL"
        value={baseUrl}
        onChange={setBaseUrl}
        hint={
          <>
            Without a trailing slash: the webhooks go to <code>/webhooks/payment-event</code> and{" "}
            <code>/webhooks/refund-event</code> below it.
          </>
        }
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
          <WebhookRegistrationSummary
            registration={registration}
            onOpen={(deliveryId) => void onOpen(deliveryId).then(setProblem)}
          />
        ) : null}
      </div>
    </form>
  );
}
