import type { DeliveriesSectionModel, RegistrationFacts } from "./delivery-facts";
import { Md } from "../Md";
import { sectionHeadings as headings } from "./section-data";

/** How registering leads to deliveries: of notifications, or of InstaCollect webhooks. */
function Registration({
  heading,
  facts,
}: {
  heading: { id: string; text: string };
  facts: RegistrationFacts;
}) {
  return (
    <>
      <h3 id={heading.id}>{heading.text}</h3>
      <p>{facts.intro}</p>
      <ul>
        {facts.bullets.map((bullet) => (
          <li key={bullet}>
            <Md text={bullet} />
          </li>
        ))}
      </ul>
      <p>
        <Md text={facts.after} />
      </p>
      {facts.auth ? (
        <p>
          <Md text={facts.auth} />
        </p>
      ) : null}
    </>
  );
}

/**
 * What the section says about the sandbox's deliveries: the intro, each event's rule and schedule,
 * the limits, the headers and, where it applies, registration. Nothing here changes in the browser,
 * so it is rendered once, at build time (deliveries-section.server.ts), and travels as HTML only.
 */
export function DeliveriesFacts({ model }: { model: DeliveriesSectionModel }) {
  return (
    <>
      <h2 id={headings.section.id}>{headings.section.text}</h2>
      <p>
        <Md text={model.intro} />
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
              <Md text={event.delivered} />
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
            <strong>{limit.label}.</strong> <Md text={limit.text} />
          </li>
        ))}
      </ul>
      {model.encrypted ? (
        <p>
          <Md text={model.encrypted} />
        </p>
      ) : null}
      <p>Every attempt carries these headers:</p>
      <ul>
        {model.headers.map((header) => (
          <li key={header.name}>
            <code>{header.name}</code>: <Md text={header.value} />. {header.what}
          </li>
        ))}
      </ul>

      {model.registration ? (
        <Registration heading={headings.registration} facts={model.registration} />
      ) : null}
      {model.webhookRegistration ? (
        <Registration heading={headings.webhooks} facts={model.webhookRegistration} />
      ) : null}
      {model.fastagRegistration ? (
        <Registration heading={headings.fastagNotifications} facts={model.fastagRegistration} />
      ) : null}
    </>
  );
}
