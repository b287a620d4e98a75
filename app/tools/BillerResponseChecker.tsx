import { useId, useState } from "react";
import {
  checkResponse,
  detectKind,
  type ResponseKind,
  type RuleId,
  type Violation,
} from "../../core/biller-response/rules";
import "./biller-response-checker.css";

/** Each rule in words, and where the guide states it. */
const ruleText: Record<RuleId, { text: string; href: string }> = {
  "fetch-status": { text: "Fetch status is SUCCESS or FAILURE", href: "/bbps/biller/guide#fetch-outcomes" },
  "fetch-error-code": {
    text: "errorCode matches the status (00 on SUCCESS; 01, 02 or 03 on FAILURE)",
    href: "/bbps/biller/guide#fetch-outcomes",
  },
  "bill-date-not-after-due-date": {
    text: "billDate is on or before dueDate",
    href: "/bbps/biller/guide#validation-rules",
  },
  "bill-date-not-in-future": {
    text: "billDate is not in the future",
    href: "/bbps/biller/guide#validation-rules",
  },
  "additional-info-count": {
    text: "At most 4 additionalInfo entries",
    href: "/bbps/biller/guide#validation-rules",
  },
  "amounts-in-paise": {
    text: "Amounts are whole numbers of paise",
    href: "/bbps/1.1/biller/guide#amounts-in-paise",
  },
  "payment-options-count": {
    text: "At most 4 payment options besides the default",
    href: "/bbps/1.1/biller/guide#payment-options",
  },
  "payment-option-range": {
    text: "Each option's min is not above its max",
    href: "/bbps/1.1/biller/guide#payment-options",
  },
  "split-sum": {
    text: "Split amounts add up to the bill total",
    href: "/bbps/settlements#split-settlement-rules",
  },
  "b2b-unique-bill-numbers": { text: "Each B2B bill has its own bill number", href: "/bbps/b2b#b2b-rules" },
  "posting-status": {
    text: "Posting status is SUCCESS, FAILURE or DUPLICATE",
    href: "/bbps/biller/guide#posting-statuses",
  },
  "acknowledgement-id": {
    text: "acknowledgementId is alphanumeric and at least 8 characters on SUCCESS, empty otherwise",
    href: "/bbps/biller/guide#posting-statuses",
  },
};

type Result = { kind: ResponseKind; violations: Violation[] } | { error: string } | null;

/**
 * Paste a bill-fetch or payment-posting response and see each rule it breaks. Runs entirely in
 * the page: nothing typed here is sent anywhere.
 */
export function BillerResponseChecker() {
  const id = useId();
  const [text, setText] = useState("");
  const [kind, setKind] = useState<ResponseKind | "auto">("auto");
  const [result, setResult] = useState<Result>(null);

  function check() {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      setResult({ error: `This is not valid JSON: ${(error as Error).message}` });
      return;
    }
    const resolved = kind === "auto" ? detectKind(parsed) : kind;
    setResult({ kind: resolved, violations: checkResponse(resolved, parsed) });
  }

  return (
    <section className="checker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checker-title">
        Check your response
      </h2>
      <p>
        Paste a bill-fetch or payment-posting response your API returns. It is checked in this page and never
        sent anywhere.
      </p>
      <div className="checker-form">
        <label htmlFor={`${id}-json`}>Response JSON</label>
        <textarea
          id={`${id}-json`}
          rows={10}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label htmlFor={`${id}-kind`}>Response of</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as ResponseKind | "auto")}
        >
          <option value="auto">Detect from the response</option>
          <option value="fetch">Bill fetch</option>
          <option value="posting">Payment posting</option>
        </select>
        <button type="button" className="button" onClick={check}>
          Check response
        </button>
      </div>
      <div role="status" aria-live="polite" className="checker-result">
        {result === null ? null : "error" in result ? (
          <p className="checker-bad">{result.error}</p>
        ) : result.violations.length === 0 ? (
          <p className="checker-good">
            No rule broken: this {result.kind === "fetch" ? "bill-fetch" : "payment-posting"} response follows
            every rule checked here.
          </p>
        ) : (
          <>
            <p className="checker-bad">
              {result.violations.length} {result.violations.length === 1 ? "rule" : "rules"} broken in this{" "}
              {result.kind === "fetch" ? "bill-fetch" : "payment-posting"} response:
            </p>
            <ul>
              {result.violations.map((violation, index) => (
                <li key={index}>
                  {violation.message}
                  {violation.path ? (
                    <>
                      {" "}
                      (<code>{violation.path}</code>)
                    </>
                  ) : null}{" "}
                  — <a href={ruleText[violation.rule].href}>{ruleText[violation.rule].text}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <details className="checker-rules">
        <summary>Rules checked</summary>
        <ul>
          {Object.entries(ruleText).map(([rule, { text: ruleDescription, href }]) => (
            <li key={rule}>
              <a href={href}>{ruleDescription}</a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

export default BillerResponseChecker;
