import { useId, useState, type FormEvent } from "react";
import { AuthFields, authOf, noAuth } from "./AuthFields";
import { deliveriesApi, type NewDelivery } from "./deliveries-api";
import type { ConsoleEvent } from "./section-data";
import { parseOverride, type DeliveryView } from "./delivery-log";
import { SubmitRow, TextField, useSubmission } from "./FormParts";
import { TimeScaleField, type TimeScaleBounds } from "./TimeScaleField";

/** A URL on this machine to start from, named after the event: `http://localhost:8080/payment-event`. */
export const suggestedUrl = (event: string) =>
  `http://localhost:8080/${event.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** Where the console starts: one minute of the schedule takes one second. */
export const startingTimeScale = 60;

type Props = {
  events: ConsoleEvent[];
  timeScale: TimeScaleBounds;
  onCreated: (view: DeliveryView) => void;
};

/** The form that sends one of the page's events to the reader's URL (`POST /sandbox/deliveries`). */
export function SendDeliveryForm({ events, timeScale, onCreated }: Props) {
  const id = useId();
  const [event, setEvent] = useState(events[0]?.event ?? "");
  const [url, setUrl] = useState(() => suggestedUrl(events[0]?.event ?? ""));
  const [scale, setScale] = useState(String(startingTimeScale));
  const [override, setOverride] = useState("");
  const [encrypted, setEncrypted] = useState(false);
  const [auth, setAuth] = useState(noAuth);
  const { sending, problem, setProblem, submit } = useSubmission();
  const [note, setNote] = useState("");
  const chosen = events.find((candidate) => candidate.event === event);

  function chooseEvent(next: string) {
    // A URL still at the suggestion follows the event; one the reader typed stays.
    if (url === suggestedUrl(event)) setUrl(suggestedUrl(next));
    setEvent(next);
  }

  async function send(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (sending) return;
    const parsed = parseOverride(override);
    if (!parsed.ok) {
      setProblem({ title: "Not sent", message: parsed.message, details: [] });
      return;
    }
    const request: NewDelivery = {
      event,
      url: url.trim(),
      // The sandbox checks the number; what is typed goes as it is, so its answer says what is wrong.
      ...(scale.trim() === "" ? {} : { timeScale: Number(scale) }),
      ...(parsed.value ? { override: parsed.value } : {}),
      ...(chosen?.encryptable && encrypted ? { encrypted: true } : {}),
      ...(chosen?.authenticates && auth.choice !== "none" ? { auth: authOf(auth) } : {}),
    };
    setNote("Sending…");
    const created = await submit(() => deliveriesApi.create(request));
    if (!created) {
      setNote("");
      return;
    }
    setNote(`Created ${created.id}.`);
    onCreated(created);
  }

  return (
    <form className="deliveries-form" aria-labelledby={`${id}-title`} onSubmit={send} noValidate>
      <h4 id={`${id}-title`}>Send an event to your URL</h4>
      {events.length > 1 ? (
        <div className="deliveries-field">
          <label htmlFor={`${id}-event`}>Event</label>
          <select id={`${id}-event`} value={event} onChange={(change) => chooseEvent(change.target.value)}>
            {events.map((candidate) => (
              <option key={candidate.event} value={candidate.event}>
                {candidate.label} ({candidate.event})
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p>
          Event: {chosen?.label} (<code>{event}</code>)
        </p>
      )}
      <TextField
        id={`${id}-url`}
        label="Your URL"
        value={url}
        onChange={setUrl}
        hint="Where the sandbox sends the call, on a host its allow-list accepts."
      />
      <TimeScaleField id={id} label="Time scale" bounds={timeScale} value={scale} onChange={setScale} />
      <div className="deliveries-field">
        <label htmlFor={`${id}-override`}>
          Override <span className="deliveries-hint">(optional JSON object)</span>
        </label>
        <textarea
          id={`${id}-override`}
          className="try-it-text"
          rows={3}
          value={override}
          placeholder='{"field": "value"}'
          onChange={(change) => setOverride(change.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={`${id}-override-hint`}
        />
        <span id={`${id}-override-hint`} className="deliveries-hint">
          Fields of the body to change: objects merge, other values replace, <code>null</code> removes.
        </span>
      </div>
      {chosen?.encryptable ? (
        <div className="deliveries-check">
          <input
            id={`${id}-encrypted`}
            type="checkbox"
            checked={encrypted}
            onChange={(change) => setEncrypted(change.target.checked)}
          />
          <label htmlFor={`${id}-encrypted`}>
            Encrypted (send <code>transactionsEncrypted</code> instead of <code>transactions</code>)
          </label>
        </div>
      ) : null}
      {chosen?.authenticates ? (
        <AuthFields
          id={id}
          value={auth}
          onChange={setAuth}
          hint="Sent with this delivery only; the sandbox shows it back masked."
        />
      ) : null}
      <SubmitRow sending={sending} label="Send" busyLabel="Sending…" problem={problem} />
      <p className="deliveries-note" aria-live="polite">
        {note}
      </p>
    </form>
  );
}
