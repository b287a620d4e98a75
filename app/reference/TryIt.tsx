import { Fragment, lazy, Suspense, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { curlCommand } from "../../core/sandbox/curl-command";
import { JsonBlock } from "../code/JsonBlock";
import { prettyJsonOrText } from "../code/pretty-json";
import { CopyButton } from "../code/CopyButton";
import { recordCall, type CallRecord } from "./call-history";
import { CallHistory } from "./CallHistory";
import { headerRow, headersOfRows, type HeaderRow } from "./header-rows";
import { HeaderRows } from "./HeaderRows";
import { linkFromAnswer } from "./link-answer";
import type { Resend } from "./resend";
import { StatusBadge } from "./StatusBadge";
import {
  prefilledBody,
  prefilledHeaders,
  rememberAnswer,
  sendToSandbox,
  type TryItExample,
} from "./try-it-session";

export type { TryItExample };

// The QR encoder loads only when an answer carries a payment link.
const LinkResult = lazy(() => import("./LinkResult"));

/** A documented request body the console can start from instead of the first. */
export type TryItBodyExample = { name: string; summary: string; body: string };

/** Headers a client or the server sets, which a resent call leaves to the browser. */
const transportHeaders =
  /^(host|content-length|connection|accept-encoding|user-agent|accept|origin|referer|cookie|sec-.*|transfer-encoding)$/i;

/**
 * The example's headers; for a call resent from the request log, its headers over them, except
 * values the log masked (the example's published values stay) and transport headers.
 */
function initialHeaders(example: TryItExample, resend?: Resend): HeaderRow[] {
  const headers = prefilledHeaders(example);
  for (const [name, value] of resend?.headers ?? []) {
    if (value.startsWith("••••") || transportHeaders.test(name)) continue;
    const at = headers.findIndex(([existing]) => existing.toLowerCase() === name.toLowerCase());
    if (at === -1) headers.push([name, value]);
    else headers[at] = [headers[at]![0], value];
  }
  return headers.map(([name, value]) => headerRow(name, value));
}

/** A path that breaks only after a slash when the line is short, never inside a segment. */
function pathWithBreaks(path: string) {
  const segments = path.split("/");
  return segments.map((segment, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span className="try-it-path-part">{index < segments.length - 1 ? `${segment}/` : segment}</span>
    </Fragment>
  ));
}

/** A documented body as the console starts from it (see prefilledBody). */
function initialBody(example: TryItExample, body = example.body): string {
  if (body === undefined) return "";
  const page = `${window.location.origin}${window.location.pathname}`;
  return JSON.stringify(prefilledBody(example.url, JSON.parse(body), page), null, 2);
}

type Outcome =
  | {
      kind: "response";
      status: number;
      statusText: string;
      milliseconds: number;
      text: string;
      json: string | null;
      link: string | undefined;
    }
  | { kind: "problem"; message: string };

/** The answer's status line: a badge with the HTTP status, the time taken, and the body's statusCode. */
function Summary({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === "problem")
    return (
      <>
        <StatusBadge status={undefined} text="Not sent" /> {outcome.message}
      </>
    );
  let code = "";
  try {
    const body = JSON.parse(outcome.text) as { statusCode?: unknown };
    if (typeof body.statusCode === "string") code = ` · statusCode ${body.statusCode}`;
  } catch {
    // Not JSON: the status line says enough.
  }
  return (
    <>
      <StatusBadge status={outcome.status} text={`HTTP ${outcome.status} ${outcome.statusText}`.trim()} />
      {` · ${outcome.milliseconds} ms${code}`}
    </>
  );
}

type Props = {
  example: TryItExample;
  title: string;
  /** Where the page explains the sandbox this console calls. */
  docsHref: string;
  /** The operation's documented bodies, when it has more than one to choose from. */
  bodyExamples?: TryItBodyExample[];
  /** A call from the request log to start from instead of the example. */
  resend?: Resend;
};

/**
 * The try-it console: the operation's example request, editable, sent to the sandbox on this
 * origin. Loaded on first use. Nothing typed here is stored or sent anywhere but the sandbox.
 */
export default function TryIt({ example, title, docsHref, bodyExamples = [], resend }: Props) {
  const id = useId();
  const [headers, setHeaders] = useState(() => initialHeaders(example, resend));
  const [chosen, setChosen] = useState(bodyExamples[0]?.name ?? "");
  const bodyOf = (name: string) => bodyExamples.find((entry) => entry.name === name)?.body ?? example.body;
  const [body, setBody] = useState(() =>
    resend ? prettyJsonOrText(resend.body) : initialBody(example, bodyOf(chosen)),
  );
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasBody = example.method !== "GET" && example.method !== "HEAD";

  async function send() {
    if (sending) return;
    const parsed = headersOfRows(headers);
    if (!parsed.ok) {
      setOutcome({ kind: "problem", message: parsed.message });
      return;
    }
    setSending(true);
    setOutcome(null);
    const sent = {
      url: example.url,
      method: example.method,
      headers: parsed.headers,
      body: hasBody ? body : undefined,
    };
    try {
      const response = await sendToSandbox(example, parsed.headers, sent.body);
      recordCall({ ...sent, status: response.status, milliseconds: response.milliseconds, at: Date.now() });
      let json: string | null = null;
      let link: string | undefined;
      try {
        const answer: unknown = JSON.parse(response.text);
        rememberAnswer(example.url, answer);
        json = JSON.stringify(answer, null, 2);
        link = linkFromAnswer(answer);
      } catch {
        json = null;
      }
      setOutcome({ kind: "response", ...response, json, link });
    } catch (error) {
      recordCall({ ...sent, status: undefined, milliseconds: undefined, at: Date.now() });
      setOutcome({ kind: "problem", message: `The request did not complete: ${(error as Error).message}` });
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  /** The request as typed, as a curl command against this site's sandbox. */
  function asCurl(): string {
    const parsed = headersOfRows(headers);
    return curlCommand({
      method: example.method,
      url: new URL(example.url, window.location.origin).href,
      headers: parsed.ok ? parsed.headers : [],
      ...(hasBody ? { body } : {}),
    });
  }

  function reset() {
    setHeaders(initialHeaders(example));
    setBody(initialBody(example, bodyOf(chosen)));
    setOutcome(null);
  }

  /** An earlier call of this operation, back in the console as it was sent. */
  function load(call: CallRecord) {
    setHeaders(call.headers.map(([name, value]) => headerRow(name, value)));
    if (call.body !== undefined) setBody(call.body);
    setOutcome(null);
  }

  function choose(name: string) {
    setChosen(name);
    setBody(initialBody(example, bodyOf(name)));
  }

  return (
    <form className="try-it" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h4 id={`${id}-title`} className="try-it-title">
        Try it: {title}
      </h4>
      <p className="try-it-url">
        <span className={`method method-${example.method.toLowerCase()}`}>{example.method}</span>{" "}
        <code>{pathWithBreaks(example.url)}</code>
      </p>
      <p className="try-it-note" id={`${id}-note`}>
        Prefilled with the documented example (the sandbox&apos;s published values where it has its own), the
        published sandbox credentials and what your earlier calls on this page returned. What you type stays
        in this page and goes only to the sandbox on this site. Ctrl+Enter sends.{" "}
        <a href={docsHref}>How the sandbox behaves</a>.
      </p>
      <HeaderRows id={`${id}-headers`} rows={headers} onChange={setHeaders} describedBy={`${id}-note`} />
      {hasBody && bodyExamples.length > 1 ? (
        <>
          <label className="try-it-label" htmlFor={`${id}-example`}>
            Example
          </label>
          <select
            id={`${id}-example`}
            className="try-it-select"
            value={chosen}
            onChange={(event) => choose(event.target.value)}
          >
            {bodyExamples.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.summary}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {hasBody ? (
        <>
          <label className="try-it-label" htmlFor={`${id}-body`}>
            Body (JSON)
          </label>
          <textarea
            id={`${id}-body`}
            className="try-it-text"
            rows={Math.min(18, body.split("\n").length + 1)}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={onKeyDown}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
          />
        </>
      ) : null}
      <div className="try-it-actions">
        <button type="submit" className="button" aria-disabled={sending}>
          {sending ? "Sending…" : "Send"}
        </button>
        <CopyButton text={asCurl} label="Copy as curl" className="button-secondary" />
        <button type="button" className="button-secondary" onClick={reset}>
          Reset
        </button>
      </div>
      <p role="status" className="try-it-status">
        {outcome ? <Summary outcome={outcome} /> : null}
      </p>
      {outcome?.kind === "response" ? (
        outcome.json !== null ? (
          <JsonBlock caption="Response body" json={outcome.json} />
        ) : (
          <JsonBlock caption="Response body" json={JSON.stringify(outcome.text)} />
        )
      ) : null}
      {outcome?.kind === "response" && outcome.link ? (
        <Suspense fallback={<p className="try-it-loading">Drawing the link…</p>}>
          <LinkResult link={outcome.link} />
        </Suspense>
      ) : null}
      <CallHistory url={example.url} onLoad={load} />
    </form>
  );
}
