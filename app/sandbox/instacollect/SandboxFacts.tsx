import { CaptionedTable } from "../../reference/CaptionedTable";
import { Md } from "../Md";
import type { FactsTable, InstaCollectSandboxModel } from "./sandbox-facts";
import { instaCollectSandboxHeadings as headings } from "./section-data";

function Table({ table }: { table: FactsTable }) {
  return (
    <CaptionedTable
      caption={table.caption}
      columns={table.columns}
      rows={table.rows.map((row) => row.map((cell, column) => <Md key={column} text={cell} />))}
    />
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <Md text={item} />
      </li>
    ))}
  </ul>
);

/**
 * The section's facts up to the direct-link depths (`before`: where the sandbox is, its credentials,
 * its bills and the depths' heading) or after them (`after`: its rules, sessions, webhooks and codes). Nothing here changes
 * in the browser, so both are rendered once, at build time, and travel as HTML only.
 */
export function SandboxFacts({ model, part }: { model: InstaCollectSandboxModel; part: "before" | "after" }) {
  if (part === "before")
    return (
      <>
        <h2 id={headings.section.id}>{headings.section.text}</h2>
        <p>
          <Md text={model.intro} />
        </p>
        <aside className="callout" aria-label="The sandbox's choices">
          <p>
            <Md text={model.choices} />
          </p>
        </aside>
        <h3 id={headings.credentials.id}>{headings.credentials.text}</h3>
        <p>
          <Md text={model.credentials.intro} />
        </p>
        <Table table={model.credentials.table} />
        <h3 id={headings.bills.id}>{headings.bills.text}</h3>
        <p>
          <Md text={model.bills.intro} />
        </p>
        <Table table={model.bills.table} />
        <h3 id={headings.depths.id}>{headings.depths.text}</h3>
        <p>
          <Md text={model.depths.intro} />
        </p>
      </>
    );
  return (
    <>
      <h3 id={headings.rules.id}>{headings.rules.text}</h3>
      <List items={model.rules} />
      <h3 id={headings.sessions.id}>{headings.sessions.text}</h3>
      <List items={model.sessions} />
      <h3 id={headings.webhooks.id}>{headings.webhooks.text}</h3>
      <p>
        <Md text={model.webhooks.intro} />
      </p>
      <List items={model.webhooks.fields} />
      {model.webhooks.after.map((text) => (
        <p key={text}>
          <Md text={text} />
        </p>
      ))}
      <h3 id={headings.codes.id}>{headings.codes.text}</h3>
      <details className="sandbox-codes">
        <summary>
          The {model.codes.table.rows.length} codes only InstaCollect&apos;s sandbox answers, with their HTTP
          statuses
        </summary>
        <p>
          <Md text={model.codes.intro} />
        </p>
        <Table table={model.codes.table} />
      </details>
    </>
  );
}
