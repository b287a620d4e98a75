import { lazy, Suspense, useState } from "react";
import { StaticHtml } from "../../reference/static-html";
import {
  fastagSandboxHeadings as headings,
  type FastagFlowName,
  type FastagFlowSetup,
  type FastagSandboxData,
} from "./section-data";

// The runner and its code load on the first click.
const FastagFlow = lazy(() => import("./FastagFlow"));

const buttonText: Record<FastagFlowName, string> = {
  issuance: "Run the issuance flow",
  recharge: "Run a recharge",
};

function FlowLauncher({ name, setup }: { name: FastagFlowName; setup: FastagFlowSetup }) {
  const [started, setStarted] = useState(false);
  if (!started)
    return (
      <p>
        <button type="button" className="button" onClick={() => setStarted(true)}>
          {buttonText[name]}
        </button>
      </p>
    );
  return (
    <Suspense fallback={<p className="try-it-loading">Loading the run…</p>}>
      <FastagFlow name={name} setup={setup} />
    </Suspense>
  );
}

/**
 * The FASTag page's "Sandbox" section: its facts arrive as prerendered HTML; between them, the
 * issuance flow and a recharge, each with a button that runs it against the sandbox.
 */
export function FastagSandboxSection({ data }: { data: FastagSandboxData }) {
  return (
    <section aria-labelledby={headings.section.id} className="sandbox-section fastag-sandbox">
      <StaticHtml htmlKey={data.factsBefore} />
      <ul className="link-depths fastag-flows" aria-labelledby={headings.flows.id}>
        {(["issuance", "recharge"] as const).map((name) => (
          <li key={name} data-flow={name}>
            <p dangerouslySetInnerHTML={{ __html: data.flowsHtml[name] }} />
            <FlowLauncher name={name} setup={data.flows} />
          </li>
        ))}
      </ul>
      <StaticHtml htmlKey={data.factsAfter} />
    </section>
  );
}
