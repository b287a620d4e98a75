import { lazy, Suspense, useState } from "react";
import type { BillFlowExamples } from "./BillFlow";
import { BillTriggerTable } from "./BillTriggerTable";
import { ProviderSandbox } from "./ProviderSandbox";
import { billSandboxHeadings as headings, billSandboxModel } from "./sandbox-section-data";
import { FactsList, FactsTableView, inlineMarkdown } from "../section-text";

// The runner and its code load on the first click.
const BillFlow = lazy(() => import("./BillFlow"));

function BillFlowLauncher({ examples }: { examples: BillFlowExamples }) {
  const [started, setStarted] = useState(false);
  if (!started)
    return (
      <p>
        <button type="button" className="button" onClick={() => setStarted(true)}>
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

/**
 * What a partner needs to use the sandbox from this page: where it is, the published credentials
 * and fixtures, and how it reads the rules whose details are issued during onboarding. Worded in
 * sandbox-section-data.ts from the same fixtures and rule modules the sandbox runs, so the page
 * (and its Markdown copy) cannot drift from its behaviour.
 */
export function SandboxSection({ base, flow }: { base: string; flow: BillFlowExamples | null }) {
  const model = billSandboxModel(base);
  return (
    <section aria-labelledby={headings.section.id} className="sandbox-section bill-api-sandbox">
      <h2 id={headings.section.id}>{headings.section.text}</h2>
      <p>{inlineMarkdown(model.intro)}</p>
      <aside className="callout" aria-label={model.callout.label}>
        <p>
          <strong>{model.callout.title}</strong> {inlineMarkdown(model.callout.text)}
        </p>
      </aside>

      <h3 id={headings.credentials.id}>{headings.credentials.text}</h3>
      <p>{inlineMarkdown(model.credentials.intro)}</p>
      <FactsTableView table={model.credentials.table} />

      <h3 id={headings.billers.id}>{headings.billers.text}</h3>
      <FactsTableView table={model.billers.table} />
      <p>{inlineMarkdown(model.billers.after)}</p>
      <BillTriggerTable model={model.triggers} />

      {flow ? (
        <>
          <h3 id={headings.flow.id}>{headings.flow.text}</h3>
          <p>
            One click runs the context chain against the sandbox with the documented examples:{" "}
            {inlineMarkdown(model.flow.chain)}, {inlineMarkdown(model.flow.intro)}. Each call&apos;s request
            and response are shown.
          </p>
          <BillFlowLauncher examples={flow} />
        </>
      ) : null}

      <h3 id={headings.rules.id}>{headings.rules.text}</h3>
      <FactsList items={model.rules} />

      <h3 id={headings.deviceCodes.id}>{headings.deviceCodes.text}</h3>
      <p>{inlineMarkdown(model.deviceCodes.intro)}</p>
      <FactsTableView table={model.deviceCodes.table} />

      <h3 id={headings.timing.id}>{headings.timing.text}</h3>
      <FactsList items={model.timing} />

      <ProviderSandbox />

      <h3 id={headings.codes.id}>{headings.codes.text}</h3>
      <details className="sandbox-codes">
        <summary>{model.codes.summary}</summary>
        <FactsTableView table={model.codes.table} />
        <p>{inlineMarkdown(model.codes.after)}</p>
      </details>
    </section>
  );
}
