import { lazy, Suspense, useState } from "react";
import { Operation } from "../reference/Operation";
import { InlineMarkdown } from "./InlineMarkdown";
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
        className="try-it-button"
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
              events={data.model.events}
              timeScale={data.model.timeScale}
              billers={data.billers}
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
 * model the page's loader computed from content/sandbox/deliveries.ts.
 */
export function DeliveriesSection({ data }: { data: DeliveriesSectionData }) {
  const { model } = data;
  return (
    <section className="deliveries-section" aria-labelledby={headings.section.id}>
      <h2 id={headings.section.id}>{headings.section.text}</h2>
      <p>
        <InlineMarkdown text={model.intro} />
      </p>

      <h3 id={headings.rules.id}>{headings.rules.text}</h3>
      {model.events.map((event) => (
        <div key={event.event} className="deliveries-event">
          <p className="deliveries-event-name">
            {event.label} (<code>{event.event}</code>)
          </p>
          <dl>
            <dt>Counts as delivered</dt>
            <dd>
              <InlineMarkdown text={event.delivered} />
            </dd>
            <dt>Retries</dt>
            <dd>{event.retries}</dd>
            <dt>Schedule</dt>
            <dd>{event.schedule}</dd>
          </dl>
        </div>
      ))}
      <ul>
        {model.limits.map((limit) => (
          <li key={limit.label}>
            <strong>{limit.label}.</strong> <InlineMarkdown text={limit.text} />
          </li>
        ))}
      </ul>
      {model.encrypted ? (
        <p>
          <InlineMarkdown text={model.encrypted} />
        </p>
      ) : null}
      <p>Every attempt carries these headers:</p>
      <ul>
        {model.headers.map((header) => (
          <li key={header.name}>
            <code>{header.name}</code>: <InlineMarkdown text={header.value} />. {header.what}
          </li>
        ))}
      </ul>

      {model.registration ? (
        <>
          <h3 id={headings.registration.id}>{headings.registration.text}</h3>
          <p>{model.registration.intro}</p>
          <ul>
            {model.registration.bullets.map((bullet) => (
              <li key={bullet}>
                <InlineMarkdown text={bullet} />
              </li>
            ))}
          </ul>
          <p>
            <InlineMarkdown text={model.registration.after} />
          </p>
        </>
      ) : null}

      <h3 id={headings.console.id}>{headings.console.text}</h3>
      <p>{model.consoleNote}</p>
      <ConsoleLauncher data={data} />

      <h3 id={headings.api.id}>{headings.api.text}</h3>
      <p>
        {model.apiIntro} Download it:{" "}
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
          <Operation key={operation.anchor} operation={operation} specId={deliveriesSpecId} />
        ))}
      </div>
    </section>
  );
}
