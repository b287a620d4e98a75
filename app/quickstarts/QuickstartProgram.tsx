import { CodeTabs } from "../code/CodeTabs";
import type { QuickstartView } from "./load-quickstart.server";

/** Where each API's sandbox values and its reference are published. */
const sandboxPages: Record<QuickstartView["spec"], { sandbox: string; reference: string }> = {
  cou: { sandbox: "/testing/bill-payment", reference: "/cou/api" },
  provider: { sandbox: "/testing/bill-payment#sandbox-provider", reference: "/bbps/transactionAPI" },
  instacollect: { sandbox: "/testing/instacollect", reference: "/cou/instacollect/api" },
  fastag: { sandbox: "/testing/fastag", reference: "/fastag/api" },
};

/**
 * A quickstart: what the program does and prints, how to run it in each language, and the
 * programs themselves, written for the origin the server names in the page (server/served-origin.ts).
 */
export function QuickstartProgram({ quickstart }: { quickstart: QuickstartView }) {
  const pages = sandboxPages[quickstart.spec];
  return (
    <>
      <p>{quickstart.description}</p>
      <p>
        It runs as you copy it, against this portal&apos;s sandbox and its{" "}
        <a href={pages.sandbox}>published test values</a>; each request is in the{" "}
        <a href={pages.reference}>API reference</a>. For production, use the base URL and values issued to you
        during onboarding.
      </p>
      <h2 id="output">What it prints</h2>
      <p>
        One line per step: the step, then the{" "}
        {quickstart.code === "statusCode" ? (
          <>
            answer&apos;s <code>statusCode</code>
          </>
        ) : (
          "HTTP status"
        )}
        . It stops with an error at the first step that does not answer as shown.
      </p>
      <ol className="quickstart-steps">
        {quickstart.steps.map((step, index) => (
          <li key={index}>
            <code>{step.name}</code> <code>{step.code}</code>
            {step.detail ? <> and {step.detail}</> : null}
          </li>
        ))}
      </ol>
      <h2 id="run">Run it</h2>
      <div className="table-scroll" role="region" aria-label="How to run each program" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Save as</th>
              <th scope="col">Needs</th>
              <th scope="col">Run</th>
            </tr>
          </thead>
          <tbody>
            {quickstart.programs.map((program) => (
              <tr key={program.language}>
                <th scope="row">{program.label}</th>
                {/* Each cell names its column for the stacked rows phones show (base.css). */}
                <td data-label="Save as">
                  <code>{program.file}</code>
                </td>
                <td data-label="Needs">{program.needs}</td>
                <td data-label="Run">
                  <code>{program.run}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="program">The program</h2>
      <CodeTabs
        label="Quickstart program"
        tabs={quickstart.programs.map(({ language, label, html }) => ({ language, label, html }))}
      />
    </>
  );
}
