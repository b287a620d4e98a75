import { useId, useState, type FormEvent } from "react";
import { deliveriesApi } from "./deliveries-api";
import { deliveryIdFrom, type DeliveryView, type SandboxProblem } from "./delivery-log";
import { DeliveryPanel } from "./DeliveryPanel";
import { ProblemView } from "./ProblemView";
import { RefundForm } from "./RefundForm";
import { RegistrationForm } from "./RegistrationForm";
import { SendDeliveryForm } from "./SendDeliveryForm";
import type { DeliveriesSectionData } from "./section-data";
import { WebhookRegistrationForm } from "./WebhookRegistrationForm";
import "./deliveries-console.css";

type Shown = { view: DeliveryView; focus: boolean; opened: number };

/** Opens a delivery by its id (`GET /sandbox/deliveries/{deliveryId}`). */
function OpenDeliveryForm({ onOpened }: { onOpened: (view: DeliveryView) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<SandboxProblem | null>(null);

  async function open(event: FormEvent) {
    event.preventDefault();
    const deliveryId = deliveryIdFrom(text);
    if (!deliveryId) {
      setProblem({
        title: "Not opened",
        message: "Paste a delivery's id, e.g. dlv_ and 26 letters and digits.",
        details: [],
      });
      return;
    }
    const result = await deliveriesApi.read(deliveryId);
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    onOpened(result.value);
  }

  return (
    <form
      className="deliveries-form deliveries-open"
      aria-labelledby={`${id}-title`}
      onSubmit={open}
      noValidate
    >
      <h4 id={`${id}-title`}>Open a delivery</h4>
      <div className="deliveries-field">
        <label htmlFor={`${id}-id`}>Delivery id</label>
        <div className="deliveries-inline">
          <input
            id={`${id}-id`}
            type="text"
            value={text}
            onChange={(change) => setText(change.target.value)}
            placeholder="dlv_…"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button-secondary">
            Open
          </button>
        </div>
      </div>
      {problem ? <ProblemView problem={problem} /> : null}
    </form>
  );
}

type Props = Pick<DeliveriesSectionData, "events" | "timeScale" | "billers" | "instaCollectWebhooks">;

/**
 * The deliveries console: send one of the page's events to your URL and watch each attempt, open a
 * delivery by its id, and, where the page's notifications follow sandbox payments, register your
 * notification URLs; where they are InstaCollect's webhooks, register your webhook URL and refund a
 * payment. Loaded on first use; it talks only to the sandbox on this origin.
 */
export default function DeliveriesConsole({ events, timeScale, billers, instaCollectWebhooks }: Props) {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = (view: DeliveryView, focus: boolean) =>
    setShown((before) => ({ view, focus, opened: (before?.opened ?? 0) + 1 }));

  /** Opens a delivery the registration lists; the problem, if it could not be read. */
  async function openById(deliveryId: string): Promise<SandboxProblem | null> {
    const result = await deliveriesApi.read(deliveryId);
    if (!result.ok) return result.problem;
    show(result.value, true);
    return null;
  }

  return (
    <div className="deliveries-console">
      <SendDeliveryForm events={events} timeScale={timeScale} onCreated={(view) => show(view, false)} />
      {shown ? (
        <DeliveryPanel
          key={`${shown.view.id}-${shown.opened}`}
          initial={shown.view}
          focusOnMount={shown.focus}
        />
      ) : null}
      <OpenDeliveryForm onOpened={(view) => show(view, true)} />
      {billers.length > 0 ? (
        <RegistrationForm billers={billers} timeScale={timeScale} onOpen={openById} />
      ) : null}
      {instaCollectWebhooks ? (
        <>
          <WebhookRegistrationForm timeScale={timeScale} onOpen={openById} />
          <RefundForm onOpen={openById} />
        </>
      ) : null}
    </div>
  );
}
