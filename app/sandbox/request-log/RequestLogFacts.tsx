import { requestLogHeadings as headings, type RequestLogFacts as Facts } from "./log-facts";
import { Md } from "../Md";

/** What the page says about the log: rendered once, at build time, and sent as HTML only. */
export function RequestLogFacts({ facts }: { facts: Facts }) {
  return (
    <>
      <h2 id={headings.section.id}>{headings.section.text}</h2>
      <p>
        <Md text={facts.intro} />
      </p>
      <h3 id={headings.find.id}>{headings.find.text}</h3>
      <ul>
        {facts.find.map((line) => (
          <li key={line}>
            <Md text={line} />
          </li>
        ))}
      </ul>
      <p>
        <Md text={facts.kept} />
      </p>
    </>
  );
}

/** The closing section: the log's JSON API. */
export function RequestLogApi({ facts }: { facts: Facts }) {
  return (
    <>
      <h3 id={headings.api.id}>{headings.api.text}</h3>
      {facts.api.map((line) => (
        <p key={line}>
          <Md text={line} />
        </p>
      ))}
    </>
  );
}
