import { lazy, Suspense, useState } from "react";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { deviceDetailCodes, otherDeviceDetailCode } from "../../core/bill-payment/agent-fields";
import { complaintTimeline, unresolvedIssueType } from "../../core/bill-payment/complaint";
import { contextLifetimeSeconds } from "../../core/bill-payment/context-chain";
import { paymentStatusTimeline } from "../../core/bill-payment/payment-status";
import type { ReferenceView } from "../../core/openapi/view";
import { sandboxCodesOf } from "../../core/sandbox/sandbox-code-areas";
import { maxBodyBytes, maxHeadBytes } from "../../core/sandbox/sandbox-limits";
import { billFlowOperations } from "../../core/sandbox/bill-flow";
import { sandboxMountPath, sandboxUrl } from "../../core/sandbox/sandbox-url";
import { instaCollectSandboxDocs } from "../instacollect-sandbox/section-data";
import type { BillFlowExamples } from "./BillFlow";
import { CaptionedTable } from "./CaptionedTable";
import { BillTriggerTable } from "./BillTriggerTable";
import { withCode } from "./code-spans";
import { ProviderSandbox } from "./ProviderSandbox";

const generalCodes = sandboxCodesOf("general");

// The runner and its code load on the first click.
const BillFlow = lazy(() => import("./BillFlow"));

/** The API's base path in the sandbox, from an operation's try-it path (server variables at their defaults). */
function sandboxBase(view: ReferenceView): string {
  const operation = view.tags.flatMap((tag) => tag.operations).find((entry) => entry.tryIt);
  if (!operation?.tryIt) return sandboxMountPath;
  return `${sandboxMountPath}${operation.tryIt.path.slice(0, operation.tryIt.path.length - operation.path.length)}`;
}

/** The chain's operations with their documented examples, when the document has all four. */
function billFlowExamples(view: ReferenceView): BillFlowExamples | undefined {
  const operations = view.tags.flatMap((tag) => tag.operations);
  const examples: Partial<BillFlowExamples> = {};
  for (const name of billFlowOperations) {
    const tryIt = operations.find((operation) => operation.tryIt?.path.endsWith(`/${name}`))?.tryIt;
    if (!tryIt) return undefined;
    const { path, ...request } = tryIt;
    examples[name] = { method: "POST", url: sandboxUrl(path), ...request };
  }
  return examples as BillFlowExamples;
}

function BillFlowLauncher({ examples }: { examples: BillFlowExamples }) {
  const [started, setStarted] = useState(false);
  if (!started)
    return (
      <p>
        <button type="button" className="try-it-button" onClick={() => setStarted(true)}>
          Run the whole flow
        </button>
      </p>
    );
  return (
    <Suspense fallback={<p className="try-it-loading">Loading the flow…</p>}>
      <BillFlow examples={examples} />
    </Suspense>
  );
}

const timing = (stages: readonly { fromSeconds: number; label: string }[]) =>
  stages.map((stage) => `${stage.label} from ${stage.fromSeconds} s`).join(", then ");

/**
 * What a partner needs to use the sandbox from this page: where it is, the published credentials
 * and fixtures, and how it reads the rules whose details are issued during onboarding. Rendered from the same
 * fixtures and rule modules the sandbox runs, so the page cannot drift from its behaviour.
 */
export function SandboxSection({ view }: { view: ReferenceView }) {
  const base = sandboxBase(view);
  const flow = billFlowExamples(view);
  return (
    <section aria-labelledby="sandbox" className="sandbox-section bill-api-sandbox">
      <h2 id="sandbox">Sandbox</h2>
      <p>
        Every operation on this page can be tried before you have credentials, against the sandbox this site
        serves at <code>{base}</code> (for example <code>POST {base}/bill-fetch-request</code>): open an
        operation&apos;s <strong>Try it</strong> console, or call the sandbox from your own code on this
        origin. Requests are validated against this page&apos;s OpenAPI document, and each documented rule
        answers with its documented code. <code>GET {sandboxMountPath}</code> lists the operations.
      </p>
      <aside className="callout" aria-label="HTTP statuses in the sandbox">
        <p>
          <strong>HTTP statuses are the sandbox&apos;s own.</strong> The bill API&apos;s HTTP statuses are
          issued during onboarding. The sandbox answers every documented outcome, success or catalogued code,
          with HTTP 200 and the code in <code>statusCode</code>; transport problems get 400, 401, 403, 404,
          405, 413, 415 or 431 with a <code>SANDBOX_</code> code (table below). Production&apos;s HTTP
          statuses, header names and credential values are issued during onboarding.
        </p>
      </aside>

      <h3 id="sandbox-credentials">Credentials</h3>
      <p>The seven credential headers, with the sandbox&apos;s published values (not secrets):</p>
      <CaptionedTable
        caption="Sandbox credential headers"
        columns={["Header", "Credential", "Sandbox value"]}
        rows={sandboxFixtures.couCredentials.map((header) => [
          <code key="name">{header.name}</code>,
          header.label,
          <code key="value">{header.value}</code>,
        ])}
      />

      <h3 id="sandbox-billers">Billers and customers</h3>
      <CaptionedTable
        caption="Sandbox billers"
        columns={["billerId", "Category", "Exactness", "Customer parameters (example)", "What it shows"]}
        rows={sandboxFixtures.billers.map((biller) => [
          <code key="id">{biller.billerId}</code>,
          `${biller.categoryCode} ${sandboxFixtures.categories.find((c) => c.categoryCode === biller.categoryCode)?.categoryName ?? ""}`,
          biller.exactness,
          biller.exampleParams.map((param) => `${param.name}: ${param.value}`).join("; "),
          biller.purpose,
        ])}
      />
      <p>
        Bills are in paise. Any customer parameter value that matches the biller&apos;s rules returns its
        bill, except these, which make <code>get-fetched-bill</code> fail:{" "}
        {sandboxFixtures.billScenarios.map((scenario, index) => (
          <span key={scenario.value}>
            {index > 0 ? "; " : ""}
            <code>{scenario.value}</code> → <code>{scenario.code}</code> ({scenario.description})
          </span>
        ))}
        . Category C05 has no billers (<code>biller-list</code> answers <code>ERR000</code>).
      </p>
      <BillTriggerTable />

      {flow ? (
        <>
          <h3 id="sandbox-flow">Run the whole flow</h3>
          <p>
            One click runs the context chain against the sandbox with the documented examples:{" "}
            {billFlowOperations.map((name, index) => (
              <span key={name}>
                {index > 0 ? " → " : ""}
                <code>{name}</code>
              </span>
            ))}
            , each call taking the <code>context</code> the one before returned, and the payment a fresh{" "}
            <code>referenceId</code>. Each call&apos;s request and response are shown, and the answers fill
            the consoles below, so you can go on from any step.
          </p>
          <BillFlowLauncher examples={flow} />
        </>
      ) : null}

      <h3 id="sandbox-rules">How the sandbox reads details issued during onboarding</h3>
      <ul>
        <li>
          Checks run in this order: credential headers, then the body (size up to {maxBodyBytes / 1024} KiB,{" "}
          <code>Content-Type: application/json</code>, valid JSON), then the fields that have a documented
          code, then the schema, then the rules against the sandbox&apos;s data. Before any of them, the
          request line and headers together may take up to {maxHeadBytes / 1024} KiB (
          <code>SANDBOX_HEADERS_TOO_LARGE</code> beyond).
        </li>
        <li>
          An empty body, or one of whitespace only, reads as <code>{"{}"}</code> in every API: each field is
          missing, so each gets what a missing field gets (below), such as <code>ERR100</code> from the bill
          API and <code>SANDBOX_INVALID_REQUEST</code> listing the missing fields from the token API.
        </li>
        <li>
          A missing required field gets its documented code (<code>ERR100</code>, <code>ERR104</code>,{" "}
          <code>ERRAGT</code>, <code>ERR154</code>); one without a code gets{" "}
          <code>SANDBOX_INVALID_REQUEST</code>. <code>biller-details</code> uses the Fields codes (
          <code>ERR154</code>, <code>ERR155</code>).
        </li>
        <li>
          Mobile numbers (<code>ERR112</code>) are ten digits starting with 6, 7, 8 or 9. Unknown billers, or
          billers of another category, are <code>ERR155</code>; an unknown category on{" "}
          <code>bill-fetch-request</code> is <code>ERR000</code>.
        </li>
        <li>
          Amounts are whole paise (a number or a string of digits), checked against the biller&apos;s
          exactness and its limits for the agent&apos;s channel; <code>txnMode</code> must be one of the
          biller&apos;s <code>blrPaymentModes</code> (<code>SANDBOX_PAYMENT_MODE_NOT_ACCEPTED</code>). Card
          expiry (<code>ERR184</code>, <code>ERR179</code>, <code>ERR180</code>, as <code>MMYY</code>) applies
          to the credit-card biller&apos;s <em>Card Expiry</em> parameter; the field production reads a card
          expiry from is issued during onboarding. A customer parameter that breaks the biller&apos;s length
          or regex makes <code>get-fetched-bill</code> answer <code>BFR001</code>.
        </li>
        <li>
          Contexts and complaint references are signed tokens that carry their own state. A context the
          sandbox did not issue is <code>ERR181</code>, one older than {contextLifetimeSeconds / 60} minutes{" "}
          <code>ERR182</code>, one from another step of the chain <code>ERR183</code>. A reused{" "}
          <code>referenceId</code> is <code>AM05</code>, and so is a bill paid twice: a fetch gives one bill
          (its <code>billNumber</code>), which is paid once however many bill contexts{" "}
          <code>get-fetched-bill</code> gives for it, whatever the biller&apos;s exactness. A new{" "}
          <code>bill-fetch-request</code> fetches the customer&apos;s bill afresh, with a new bill number. A{" "}
          <code>referenceId</code> sent empty or as spaces is <code>SANDBOX_INVALID_REQUEST</code>.{" "}
          <code>get-payment-status</code> with a context that paid nothing answers <code>ERR000</code>.
        </li>
        <li>
          Dates the sandbox writes or reads (bill dates, complaint <code>txnDate</code>, report filters) are{" "}
          <code>YYYY-MM-DD</code>, in IST for filters and complaints. Values of fields whose format is issued
          during onboarding are sandbox placeholders.
        </li>
      </ul>

      <h3 id="sandbox-device-codes">Device detail codes</h3>
      <p>
        <code>DEV100</code>–<code>DEV110</code> are the codes for missing device details; which code goes with
        which field is issued during onboarding. This is the sandbox&apos;s own mapping; production&apos;s is
        issued during onboarding. With several fields missing, the first one&apos;s code answers and{" "}
        <code>statusMessage</code> lists them all.
      </p>
      <CaptionedTable
        caption="Sandbox device detail codes"
        columns={["Missing agent field", "Code"]}
        rows={[
          ...Object.entries(deviceDetailCodes).map(([field, code]) => [
            <code key="f">{field}</code>,
            <code key="c">{code}</code>,
          ]),
          ["any other field the mapping names", <code key="c">{otherDeviceDetailCode}</code>],
        ]}
      />

      <h3 id="sandbox-timing">Statuses over time</h3>
      <ul>
        <li>
          Payment status after <code>make-payment</code>:{" "}
          {timing(
            paymentStatusTimeline.map((stage) => ({ fromSeconds: stage.fromSeconds, label: stage.state })),
          )}
          . Authorization Awaited and Cancelled are not reached.
        </li>
        <li>
          Complaint status after <code>raise-complaint</code>:{" "}
          {timing(
            complaintTimeline("").map((stage) => ({
              fromSeconds: stage.fromSeconds,
              label: stage.state.status,
            })),
          )}{" "}
          (UNRESOLVED instead for <q>{unresolvedIssueType}</q>).
        </li>
      </ul>

      <ProviderSandbox />

      <h3 id="sandbox-codes">Sandbox codes</h3>
      <details className="sandbox-codes">
        <summary>The {generalCodes.length} codes only the sandbox answers, with their HTTP statuses</summary>
        <CaptionedTable
          caption="Codes only the sandbox answers"
          columns={["Code", "HTTP", "Meaning"]}
          rows={generalCodes.map(({ code, status, meaning }) => [
            <code key="c">{code}</code>,
            String(status),
            withCode(meaning),
          ])}
        />
        <p>
          InstaCollect&apos;s codes are on <a href={instaCollectSandboxDocs.href}>its own page</a>.
        </p>
      </details>
    </section>
  );
}
