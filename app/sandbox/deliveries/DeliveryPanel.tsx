import { useEffect, useId, useRef, useState } from "react";
import { JsonBlock } from "../../code/JsonBlock";
import { useClock } from "../../tools/use-clock";
import { deliveriesApi } from "./deliveries-api";
import {
  attemptRows,
  durationText,
  localOffsetMinutes,
  clockTime,
  nextAttemptText,
  shouldPoll,
  statusSentence,
  type DeliveryView,
  type SandboxProblem,
} from "./delivery-log";
import { AuthSummary } from "./AuthSummary";
import { ProblemView } from "./ProblemView";

/** How often a delivery with attempts to come is read again. */
const pollMs = 1000;
/** The first read after the delivery is shown or sent again comes sooner: its attempt is under way. */
const firstReadMs = 300;
/** How long to watch for a redelivery's attempt: longer than an attempt may take. */
const redeliveryWatchMs = 20_000;

/** The request's body, pretty when it is JSON. */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return JSON.stringify(body);
  }
}

function AttemptsTable({ view }: { view: DeliveryView }) {
  const rows = attemptRows(view, localOffsetMinutes(view.createdAt));
  if (rows.length === 0) return <p className="deliveries-note">No attempt yet.</p>;
  return (
    // Focusable so that a keyboard can scroll it sideways on a narrow screen.
    <div className="table-scroll" role="region" aria-label="Attempts" tabIndex={0}>
      <table className="deliveries-attempts">
        <caption>Attempts, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">Planned</th>
            <th scope="col">Started</th>
            <th scope="col">Late by</th>
            <th scope="col">Answer</th>
            <th scope="col">Verdict</th>
            <th scope="col">Answer body</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.label}</td>
              <td>{row.planned}</td>
              <td>{row.started}</td>
              <td>{row.late}</td>
              <td>{row.outcome}</td>
              <td>
                <span className={row.delivered ? "deliveries-yes" : "deliveries-no"}>
                  {row.delivered ? "Delivered" : "Not delivered"}
                </span>
                : {row.reason}
              </td>
              <td>
                {row.body === null ? (
                  "—"
                ) : (
                  <code className="deliveries-body">{row.body === "" ? "(empty)" : row.body}</code>
                )}
                {row.truncated ? " (cut short)" : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One delivery as the sandbox logs it: its status (announced as it changes), each attempt, the
 * next attempt's time, and a Redeliver button. It reads the delivery again every second while
 * attempts are still to come, and stops once it is delivered or failed.
 */
export function DeliveryPanel({ initial, focusOnMount }: { initial: DeliveryView; focusOnMount: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState(initial);
  // The log's length when a redelivery was asked for, until its attempt shows or the watch ends.
  const [awaited, setAwaited] = useState<number | undefined>();
  const [problem, setProblem] = useState<SandboxProblem | null>(null);
  const [stopped, setStopped] = useState(false);
  const [busy, setBusy] = useState(false);
  const readSoon = useRef(true);
  const now = useClock(view.nextAttemptAt !== null);
  const polling = !stopped && shouldPoll(view, awaited);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (awaited === undefined) return;
    const timer = setTimeout(() => setAwaited(undefined), redeliveryWatchMs);
    return () => clearTimeout(timer);
  }, [awaited]);

  useEffect(() => {
    if (!polling) return;
    let current = true;
    const delay = readSoon.current ? firstReadMs : pollMs;
    readSoon.current = false;
    const timer = setTimeout(async () => {
      const result = await deliveriesApi.read(view.id);
      if (!current) return;
      if (result.ok) {
        setProblem(null);
        setView(result.value);
      } else {
        // Not read: stop rather than ask again and again; "Read it again" resumes.
        setProblem(result.problem);
        setStopped(true);
      }
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [polling, view, awaited]);

  async function refresh() {
    setBusy(true);
    const result = await deliveriesApi.read(view.id);
    setBusy(false);
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    setStopped(false);
    setView(result.value);
  }

  async function redeliver() {
    if (busy) return;
    setBusy(true);
    const result = await deliveriesApi.redeliver(view.id);
    setBusy(false);
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    setStopped(false);
    readSoon.current = true;
    setAwaited(result.value.attempts.length);
    setView(result.value);
  }

  const offset = localOffsetMinutes(view.createdAt);
  const next = view.nextAttemptAt;
  return (
    <section className="deliveries-panel" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Delivery <code>{view.id}</code>
      </h4>
      <dl className="deliveries-facts">
        <dt>Event</dt>
        <dd>
          <code>{view.event}</code> (
          {view.cause === "trigger" ? "sent from the console or the API" : `after your ${view.cause}`})
        </dd>
        <dt>URL</dt>
        <dd>
          <code>{view.url}</code>
        </dd>
        <dt>Retries</dt>
        <dd>
          {view.retryDelaysMs.length === 0
            ? "none"
            : `after ${view.retryDelaysMs.map(durationText).join(", ")} (time scale ${view.timeScale})`}
        </dd>
      </dl>
      <p role="status" className={`deliveries-status deliveries-status-${view.status}`}>
        {statusSentence(view, offset)}
      </p>
      {next !== null ? (
        <p className="deliveries-note">
          Next attempt at {clockTime(next, offset)}
          {now === null ? "" : `, ${nextAttemptText(view, now)}`}.
        </p>
      ) : null}
      <AttemptsTable view={view} />
      <div className="try-it-actions">
        <button type="button" className="button" aria-disabled={busy} onClick={() => void redeliver()}>
          Redeliver
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-disabled={busy}
          onClick={() => void refresh()}
        >
          Read it again
        </button>
      </div>
      {problem ? <ProblemView problem={problem} /> : null}
      {view.request ? (
        <details className="deliveries-request">
          <summary>The request sent on every attempt</summary>
          <AuthSummary auth={view.auth} />
          {Object.keys(view.request.headers).length > 0 ? (
            <p>
              Headers besides <code>Content-Type</code> and the <code>X-Sandbox-</code> ones:{" "}
              {Object.entries(view.request.headers).map(([name, value], index) => (
                <span key={name}>
                  {index > 0 ? ", " : ""}
                  <code>
                    {name}: {value}
                  </code>
                </span>
              ))}
              .
            </p>
          ) : null}
          <JsonBlock caption="Body" json={prettyBody(view.request.body)} />
        </details>
      ) : null}
    </section>
  );
}
