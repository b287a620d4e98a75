import { lazy, Suspense, useState } from "react";
import { Operation } from "../../reference/Operation";
import { StaticHtml } from "../../reference/static-html";
import { deliveriesSpecId, sectionHeadings as headings, type DeliveriesSectionData } from "./section-data";

// The console and its code load on the first click, so pages that are only read never fetch them.
const DeliveriesConsole = lazy(() => import("./DeliveriesConsole"));

const consolePanelId = "sandbox-deliveries-console-panel";

function ConsoleLauncher({ data }: { data: DeliveriesSectionData }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="deliveries-launcher">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={consolePanelId}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        {open ? "Close the deliveries console" : "Open the deliveries console"}
      </button>
      {/* Hidden rather than removed when closed, so a delivery being watched survives. */}
      <div id={consolePanelId} hidden={!open}>
        {loaded ? (
          <Suspense fallback={<p className="try-it-loading">Loading the console…</p>}>
            <DeliveriesConsole
              events={data.events}
              timeScale={data.timeScale}
              billers={data.billers}
              instaCollectWebhooks={data.instaCollectWebhooks}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

/**
 * "Test it against the sandbox": how the sandbox makes the calls this page documents, the console
 * that makes them to the reader's URL, and the deliveries API's operations. Prerendered from the
 * model the page's loader computed from content/sandbox/deliveries.ts; its facts arrive as HTML.
 */
export function DeliveriesSection({ data }: { data: DeliveriesSectionData }) {
  return (
    <section className="deliveries-section" aria-labelledby={headings.section.id}>
      <StaticHtml htmlKey={data.facts} />

      <h3 id={headings.console.id}>{headings.console.text}</h3>
      <p>{data.consoleNote}</p>
      <ConsoleLauncher data={data} />

      <h3 id={headings.api.id}>{headings.api.text}</h3>
      <p>
        {data.apiIntro} Download it:{" "}
        <a href={`/specs/${deliveriesSpecId}.yaml`} download>
          {deliveriesSpecId}.yaml
        </a>{" "}
        ·{" "}
        <a href={`/specs/${deliveriesSpecId}.json`} download>
          {deliveriesSpecId}.json
        </a>{" "}
        ·{" "}
        <a href={`/specs/${deliveriesSpecId}.postman.json`} download>
          Postman collection of the deliveries API
        </a>
        .
      </p>
      <div className="reference">
        {data.operations.map((operation) => (
          <Operation key={operation.anchor} operation={operation} specId={deliveriesSpecId} folded />
        ))}
      </div>
    </section>
  );
}
