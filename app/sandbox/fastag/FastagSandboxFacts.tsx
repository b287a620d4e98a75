import { CaptionedTable } from "../../reference/CaptionedTable";
import { Md } from "../Md";
import type { FactsTable, FastagSandboxModel } from "./sandbox-facts";
import { fastagSandboxHeadings as headings } from "./section-data";

const Paragraph = ({ text }: { text: string }) => (
  <p>
    <Md text={text} />
  </p>
);

function Table({ table }: { table: FactsTable }) {
  return (
    <CaptionedTable
      caption={table.caption}
      columns={table.columns}
      rows={table.rows.map((row) => row.map((cell, column) => <Md key={column} text={cell} />))}
    />
  );
}

function Heading({ of }: { of: keyof typeof headings }) {
  const { id, text } = headings[of];
  return <h3 id={id}>{text}</h3>;
}

/**
 * The section's facts up to the two runs (`before`: where the sandbox is, its headers, wallets,
 * tags, dedupe answers, OTP, plazas and timelines) or after them (`after`: settings, triggers,
 * push notifications and codes). Nothing here changes in the browser, so both are rendered once,
 * at build time, and travel as HTML only.
 */
export function FastagSandboxFacts({ model, part }: { model: FastagSandboxModel; part: "before" | "after" }) {
  if (part === "before")
    return (
      <>
        <h2 id={headings.section.id}>{headings.section.text}</h2>
        <Paragraph text={model.intro} />
        <aside className="callout" aria-label="The sandbox's choices">
          <Paragraph text={model.choices} />
        </aside>
        <Heading of="headers" />
        <Paragraph text={model.headers.intro} />
        <Table table={model.headers.table} />
        <Heading of="wallets" />
        <Paragraph text={model.wallets.intro} />
        <Table table={model.wallets.table} />
        <Heading of="vehicles" />
        <Paragraph text={model.vehicles.intro} />
        <Table table={model.vehicles.table} />
        <Table table={model.vehicles.readings} />
        <Paragraph text={model.vehicles.after} />
        <Heading of="dedupe" />
        <Paragraph text={model.dedupe.intro} />
        <Table table={model.dedupe.table} />
        <Heading of="otp" />
        <Paragraph text={model.otp} />
        <Heading of="plazas" />
        <Paragraph text={model.plazas.intro} />
        <Table table={model.plazas.table} />
        <Heading of="timelines" />
        <Paragraph text={model.timelines.intro} />
        <Table table={model.timelines.creation} />
        <Table table={model.timelines.recharge} />
        <Heading of="timeScale" />
        <Paragraph text={model.timeScale} />
        <Heading of="flows" />
        <Paragraph text={model.flows.intro} />
      </>
    );
  return (
    <>
      <Heading of="settings" />
      <Paragraph text={model.settings.intro} />
      <Table table={model.settings.table} />
      <Heading of="triggers" />
      <Paragraph text={model.triggers.intro} />
      {model.triggers.table.rows.length > 0 ? (
        <Table table={model.triggers.table} />
      ) : (
        <p>No trigger is listed yet.</p>
      )}
      <Heading of="push" />
      <Paragraph text={model.push} />
      <Heading of="codes" />
      <details className="sandbox-codes">
        <summary>
          The {model.codes.table.rows.length} codes only FASTag&apos;s sandbox answers, with their HTTP
          statuses
        </summary>
        <Paragraph text={model.codes.intro} />
        <Table table={model.codes.table} />
      </details>
    </>
  );
}
