import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { operationAnchor } from "../../../core/openapi/anchors";
import type { ExchangeView, LoggedMessage } from "../../../core/sandbox/logged-exchange";
import { curlCommand } from "../../../core/sandbox/curl-command";
import { CopyButton } from "../../code/CopyButton";
import { prettyJsonOrText } from "../../code/pretty-json";
import { storeResend } from "../../reference/resend";
import { StatusBadge } from "../../reference/StatusBadge";
import { inlineMarkdown } from "../section-text";
import { logQuery, noFilters, readExchange, readLog, type LogFilters, type LogOwner } from "./log-client";
import type { RequestLogSectionData } from "./section-data";
import "./request-log.css";

const apiNames: Readonly<Record<string, string>> = {
  cou: "Bill payment",
  provider: "Provider",
  instacollect: "InstaCollect",
  fastag: "FASTag",
  deliveries: "Sandbox deliveries",
};

const time = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** A label nobody could guess, for a partner who has none yet. */
function newLabel(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `log-${[...bytes].map((byte) => byte.toString(36).padStart(2, "0")).join("")}`;
}

/** Headers a curl command leaves to curl. */
const curlSets = /^(host|content-length|connection|accept-encoding|user-agent)$/i;

function curlOf(exchange: ExchangeView): string {
  return curlCommand({
    method: exchange.request.method,
    url: `${window.location.origin}${exchange.request.path}`,
    headers: exchange.request.headers.filter(([name]) => !curlSets.test(name)),
    body: exchange.request.body,
  });
}

function Message({ title, message, status }: { title: string; message: LoggedMessage; status?: number }) {
  return (
    <section className="log-message" aria-label={title}>
      <h4>
        {title}
        {status === undefined ? null : (
          <>
            {" "}
            <StatusBadge status={status} text={`HTTP ${status}`} />
          </>
        )}
      </h4>
      <table className="log-headers">
        <caption className="visually-hidden">{title}: headers</caption>
        <tbody>
          {message.headers.map(([name, value], index) => (
            <tr key={index}>
              <th scope="row">{name}</th>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {message.body ? (
        <pre className="log-body">
          <code>{prettyJsonOrText(message.body)}</code>
        </pre>
      ) : (
        <p className="log-empty">No body.</p>
      )}
      {message.truncated ? (
        <p className="log-note">The body had {message.bytes} bytes; the log keeps the first 16 KiB.</p>
      ) : null}
    </section>
  );
}

function Exchange({
  exchange,
  references,
  open = false,
}: {
  exchange: ExchangeView;
  references: RequestLogSectionData["references"];
  open?: boolean;
}) {
  const { request, answer, why } = exchange;
  const reference = exchange.api && exchange.operationId ? references[exchange.api] : undefined;
  return (
    <details className="log-exchange" open={open} data-trace-id={exchange.traceId}>
      <summary>
        <span className="log-time">{time(exchange.at)}</span>
        <StatusBadge status={answer.status} text={String(answer.status)} />
        <code className="log-path">
          {request.method} {request.path.replace(/^\/sandbox/, "")}
        </code>
        <span className="log-operation">{exchange.operationId ?? "—"}</span>
        <span className="log-ms">{exchange.ms} ms</span>
      </summary>
      <div className="log-detail">
        <section className="log-why" aria-label="Why this answer">
          <h4>Why this answer</h4>
          <p>{inlineMarkdown(why.summary)}</p>
          {why.rule ? <p>{inlineMarkdown(why.rule)}</p> : null}
          {why.errors.length > 0 ? (
            <ul>
              {why.errors.map((error, index) => (
                <li key={index}>
                  <code>{error.path}</code> {error.message}
                </li>
              ))}
            </ul>
          ) : null}
          {why.href ? (
            <p>
              <a href={why.href}>Where the portal documents it</a>
            </p>
          ) : null}
          {exchange.labelRefused ? (
            <p className="log-note">Label not taken: {exchange.labelRefused}</p>
          ) : null}
        </section>
        <Message title="Request" message={request} />
        <Message title="Answer" message={answer} status={answer.status} />
        {exchange.deliveryStates.length > 0 ? (
          <section aria-label="Deliveries it caused">
            <h4>Deliveries it caused</h4>
            <ul>
              {exchange.deliveryStates.map((delivery) => (
                <li key={delivery.id}>
                  <a href={`/sandbox/deliveries/${delivery.id}`}>
                    <code>{delivery.id}</code>
                  </a>{" "}
                  ({delivery.event}): {delivery.status}, {delivery.attempts} attempt
                  {delivery.attempts === 1 ? "" : "s"}
                  {delivery.nextAttemptState
                    ? `, next attempt ${delivery.nextAttemptState}${delivery.nextAttemptAt ? ` at ${time(delivery.nextAttemptAt)}` : ""}`
                    : ""}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="log-actions">
          <CopyButton className="button-secondary" label="Copy as cURL" text={() => curlOf(exchange)} />
          {reference && exchange.operationId ? (
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                const anchor = operationAnchor(exchange.operationId!);
                storeResend({ anchor, headers: request.headers, body: request.body });
                window.location.assign(`${reference}#${anchor}`);
              }}
            >
              Open in try-it
            </button>
          ) : null}
          <span className="log-trace">
            Trace id <code>{exchange.traceId}</code>
          </span>
        </p>
        <p className="log-note">Masked values (••••) are not in the copy: put your own in.</p>
      </div>
    </details>
  );
}

/**
 * The request log on its page: the caller's calls (or a label's), newest first, filtered, and
 * followed while the page is open; each call opens into what was sent, what came back and why.
 * Loaded once the page is hydrated.
 */
export default function RequestLogViewer({ data }: { data: RequestLogSectionData }) {
  const id = useId();
  const [owner, setOwner] = useState<LogOwner>({ kind: "address" });
  const [labelText, setLabelText] = useState("");
  const [filters, setFilters] = useState<LogFilters>(noFilters);
  const [follow, setFollow] = useState(true);
  const [exchanges, setExchanges] = useState<ExchangeView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [traced, setTraced] = useState<ExchangeView | string | null>(null);
  const [operations, setOperations] = useState<string[]>([]);
  const newest = useRef<string | undefined>(undefined);

  const remember = useCallback((found: ExchangeView[]) => {
    setOperations((known) => {
      const all = new Set(known);
      for (const exchange of found) if (exchange.operationId) all.add(exchange.operationId);
      return all.size === known.length ? known : [...all].sort();
    });
  }, []);

  // A trace id in the address (`?trace=`, where the search leads) opens that call.
  useEffect(() => {
    const trace = new URLSearchParams(window.location.search).get("trace");
    if (!trace) return;
    void readExchange(trace).then((read) => setTraced(read.ok ? read.exchange : read.message));
  }, []);

  // A fresh read whenever whose calls or the filters change.
  useEffect(() => {
    let current = true;
    newest.current = undefined;
    void readLog(logQuery(owner, filters, Date.now())).then((read) => {
      if (!current) return;
      if (!read.ok) {
        setProblem(read.message);
        setExchanges([]);
        return;
      }
      setProblem(null);
      setExchanges(read.exchanges);
      newest.current = read.exchanges[0]?.traceId;
      remember(read.exchanges);
    });
    return () => {
      current = false;
    };
  }, [owner, filters, remember]);

  // While the page is open and in view, new calls join the top of the list.
  useEffect(() => {
    if (!follow) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      void readLog(logQuery(owner, filters, Date.now(), newest.current)).then((read) => {
        if (!read.ok || read.exchanges.length === 0) return;
        newest.current = read.exchanges[0]?.traceId;
        remember(read.exchanges);
        setExchanges((shownNow) => [...read.exchanges, ...(shownNow ?? [])].slice(0, data.pageSize * 4));
      });
    }, data.tailSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [follow, owner, filters, data.pageSize, data.tailSeconds, remember]);

  const setFilter = (name: keyof LogFilters) => (event: { currentTarget: { value: string } }) =>
    setFilters({ ...filters, [name]: event.currentTarget.value });

  function showLabel(event: FormEvent) {
    event.preventDefault();
    const label = labelText.trim();
    setOwner(label ? { kind: "label", label } : { kind: "address" });
  }

  return (
    <div className="request-log">
      {traced ? (
        <section className="log-traced" aria-label="The call of the trace id">
          <h3>The call you looked up</h3>
          {typeof traced === "string" ? (
            <p role="alert">{traced}</p>
          ) : (
            <Exchange exchange={traced} references={data.references} open />
          )}
        </section>
      ) : null}
      <form className="log-owner" onSubmit={showLabel}>
        <label htmlFor={`${id}-label`}>
          Label (<code>{data.labelHeader}</code>), or empty for this browser&apos;s address
        </label>
        <div className="log-owner-row">
          <input
            id={`${id}-label`}
            value={labelText}
            onChange={(event) => setLabelText(event.currentTarget.value)}
            spellCheck={false}
            autoComplete="off"
            placeholder="e.g. log-4k2m9q0x7c1b8n3p5r6t"
          />
          <button type="submit" className="button">
            Show calls
          </button>
          <button type="button" className="button-quiet" onClick={() => setLabelText(newLabel())}>
            Make a label
          </button>
        </div>
      </form>
      <fieldset className="log-filters">
        <legend>Filters</legend>
        <label>
          API{" "}
          <select value={filters.api} onChange={setFilter("api")}>
            <option value="">All</option>
            {Object.entries(apiNames).map(([api, name]) => (
              <option key={api} value={api}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Operation{" "}
          <select value={filters.operationId} onChange={setFilter("operationId")}>
            <option value="">All</option>
            {operations.map((operation) => (
              <option key={operation} value={operation}>
                {operation}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status{" "}
          <select value={filters.status} onChange={setFilter("status")}>
            <option value="">All</option>
            <option value="2xx">2xx</option>
            <option value="4xx">4xx</option>
            <option value="5xx">5xx</option>
          </select>
        </label>
        <label>
          Time{" "}
          <select value={filters.sinceMinutes} onChange={setFilter("sinceMinutes")}>
            <option value="">Last 24 hours</option>
            <option value="15">Last 15 minutes</option>
            <option value="60">Last hour</option>
          </select>
        </label>
        <label className="log-follow">
          <input
            type="checkbox"
            checked={follow}
            onChange={(event) => setFollow(event.currentTarget.checked)}
          />{" "}
          Follow new calls
        </label>
      </fieldset>
      <p className="log-whose" aria-live="polite">
        {owner.kind === "label" ? (
          <>
            Calls labelled <code>{owner.label}</code>
          </>
        ) : (
          "Calls from this browser's network address"
        )}
        {exchanges ? `: ${exchanges.length}${exchanges.length >= data.pageSize ? "+" : ""}` : ": reading…"}
      </p>
      {problem ? <p role="alert">{problem}</p> : null}
      {exchanges && exchanges.length === 0 && !problem ? (
        <p className="log-empty">
          No calls yet. Call the sandbox from your code{owner.kind === "label" ? ` with this label` : ""} and
          they appear here.
        </p>
      ) : null}
      <ol className="log-list">
        {(exchanges ?? []).map((exchange) => (
          <li key={exchange.traceId}>
            <Exchange exchange={exchange} references={data.references} />
          </li>
        ))}
      </ol>
    </div>
  );
}
