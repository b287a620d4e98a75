import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { istDate } from "../../core/bill-payment/complaint";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { emptyMemory, fillPlaceholders, remember, type TryItMemory } from "../../core/sandbox/try-it-memory";
import { CodeBlock } from "../code/CodeBlock";

/** The request a console starts from: what the operation documents, at its sandbox URL. */
export type TryItExample = {
  method: string;
  /** Same-origin sandbox URL, e.g. `/sandbox/api/bills/uat/bill-fetch-request`. */
  url: string;
  headers: { name: string; value: string }[];
  /** Compact JSON, with `<placeholders>` where the documentation has them. */
  body?: string;
};

const publishedHeaders = new Map(
  sandboxFixtures.couCredentials.map((header) => [header.name.toLowerCase(), header.value]),
);

/**
 * Shared by every console on the page and never stored: the `data` of earlier answers, so each
 * step of the chain is prefilled with the context the step before returned. It starts with the
 * published provider credentials, which fill the token call's `<clientID>` and friends.
 */
let memory: TryItMemory = {
  ...emptyMemory(),
  latest: { ...sandboxFixtures.provider.credentials.status, ...sandboxFixtures.provider.credentials.reports },
};

const operationName = (url: string) => url.split("/").at(-1) ?? url;
const fill = (value: unknown) => fillPlaceholders(value, memory, istDate(Date.now()));

function initialHeaders(example: TryItExample): string {
  const lines = example.headers.map(
    ({ name, value }) => `${name}: ${publishedHeaders.get(name.toLowerCase()) ?? String(fill(value))}`,
  );
  if (example.body !== undefined) lines.unshift("Content-Type: application/json");
  return lines.join("\n");
}

function initialBody(example: TryItExample): string {
  if (example.body === undefined) return "";
  return JSON.stringify(fill(JSON.parse(example.body)), null, 2);
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
    const started = performance.now();
    try {
      // A relative URL: the request, and any secret typed above, goes to this origin's sandbox only.
      const response = await fetch(example.url, {
        method: example.method,
        headers: parsed.headers,
        ...(hasBody ? { body } : {}),
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
      });
      const text = await response.text();
      const milliseconds = Math.round(performance.now() - started);
      let json: string | null = null;
      try {
        const answer: unknown = JSON.parse(text);
        memory = remember(memory, operationName(example.url), answer);
        json = JSON.stringify(answer, null, 2);
      } catch {
        json = null;
      }
      setOutcome({
        kind: "response",
        status: response.status,
        statusText: response.statusText,
        milliseconds,
        text,
        json,
      });
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
