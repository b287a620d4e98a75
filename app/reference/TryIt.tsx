import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { withFreshReference } from "../../core/sandbox/bill-flow";
import { curlCommand } from "../../core/sandbox/curl-command";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { CodeBlock } from "../code/CodeBlock";
import { CopyButton } from "../code/CopyButton";
import {
  fillFromSession,
  operationName,
  prefilledHeaders,
  rememberAnswer,
  sendToSandbox,
  type TryItExample,
} from "./try-it-session";

export type { TryItExample };

function initialHeaders(example: TryItExample): string {
  return prefilledHeaders(example)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

/** The example body, filled from earlier answers; a payment gets a reference no call has used yet. */
function initialBody(example: TryItExample): string {
  if (example.body === undefined) return "";
  const body = withFreshReference(operationName(example.url), fillFromSession(JSON.parse(example.body)));
  return JSON.stringify(body, null, 2);
}

type ParsedHeaders = { ok: true; headers: [string, string][] } | { ok: false; message: string };

function parseHeaders(text: string): ParsedHeaders {
  const headers: [string, string][] = [];
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim();
    if (colon < 1 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      return { ok: false, message: `Header line ${index + 1} is not "name: value".` };
    headers.push([name, line.slice(colon + 1).trim()]);
  }
  return { ok: true, headers };
}

type Outcome =
  | {
      kind: "response";
      status: number;
      statusText: string;
      milliseconds: number;
      text: string;
      json: string | null;
    }
  | { kind: "problem"; message: string };

function summary(outcome: Outcome): string {
  if (outcome.kind === "problem") return outcome.message;
  let code = "";
  try {
    const body = JSON.parse(outcome.text) as { statusCode?: unknown };
    if (typeof body.statusCode === "string") code = ` · statusCode ${body.statusCode}`;
  } catch {
    // Not JSON: the status line says enough.
  }
  return `HTTP ${outcome.status} ${outcome.statusText}`.trim() + ` · ${outcome.milliseconds} ms${code}`;
}

/**
 * The try-it console: the operation's example request, editable, sent to the sandbox on this
 * origin. Loaded on first use. Nothing typed here is stored or sent anywhere but the sandbox.
 */
export default function TryIt({ example, title }: { example: TryItExample; title: string }) {
  const id = useId();
  const [headers, setHeaders] = useState(() => initialHeaders(example));
  const [body, setBody] = useState(() => initialBody(example));
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasBody = example.method !== "GET" && example.method !== "HEAD";

  async function send() {
    if (sending) return;
    const parsed = parseHeaders(headers);
    if (!parsed.ok) {
      setOutcome({ kind: "problem", message: parsed.message });
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const response = await sendToSandbox(example, parsed.headers, hasBody ? body : undefined);
      let json: string | null = null;
      try {
        const answer: unknown = JSON.parse(response.text);
        rememberAnswer(example.url, answer);
        json = JSON.stringify(answer, null, 2);
      } catch {
        json = null;
      }
      setOutcome({ kind: "response", ...response, json });
    } catch (error) {
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
    const parsed = parseHeaders(headers);
    return curlCommand({
      method: example.method,
      url: new URL(example.url, window.location.origin).href,
      headers: parsed.ok ? parsed.headers : [],
      ...(hasBody ? { body } : {}),
    });
  }

  function reset() {
    setHeaders(initialHeaders(example));
    setBody(initialBody(example));
    setOutcome(null);
  }

  return (
    <form className="try-it" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h4 id={`${id}-title`} className="try-it-title">
        Try it: {title}
      </h4>
      <p className="try-it-url">
        <span className={`method method-${example.method.toLowerCase()}`}>{example.method}</span>{" "}
        <code>{example.url}</code>
      </p>
      <p className="try-it-note" id={`${id}-note`}>
        Prefilled with the documented example, the published sandbox credentials and what your earlier calls
        on this page returned. What you type stays in this page and goes only to the sandbox on this site.
        Ctrl+Enter sends. <a href={sandboxDocs.href}>How the sandbox behaves</a>.
      </p>
      <label className="try-it-label" htmlFor={`${id}-headers`}>
        Headers <span className="try-it-label-hint">(one per line, name: value)</span>
      </label>
      <textarea
        id={`${id}-headers`}
        className="try-it-text"
        rows={Math.min(10, headers.split("\n").length + 1)}
        value={headers}
        onChange={(event) => setHeaders(event.target.value)}
        onKeyDown={onKeyDown}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${id}-note`}
      />
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
        <button type="submit" className="try-it-send" aria-disabled={sending}>
          {sending ? "Sending…" : "Send"}
        </button>
        <button type="button" className="try-it-reset" onClick={reset}>
          Reset to the example
        </button>
        <CopyButton text={asCurl} label="Copy as curl" />
      </div>
      <p role="status" className="try-it-status">
        {outcome ? summary(outcome) : ""}
      </p>
      {outcome?.kind === "response" ? (
        outcome.json !== null ? (
          <CodeBlock caption="Response body" json={outcome.json} />
        ) : (
          <CodeBlock caption="Response body" json={JSON.stringify(outcome.text)} />
        )
      ) : null}
    </form>
  );
}
