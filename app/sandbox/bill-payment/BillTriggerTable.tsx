import { billSandboxHeadings, type BillSandboxModel } from "./sandbox-section-data";
import { FactsTableView, inlineMarkdown } from "../section-text";

/**
 * Every code of the bill API's error catalogue with what makes the sandbox answer it, or why no
 * request can; the rows are the data a test replays against the sandbox (content/sandbox/bill-triggers.ts).
 */
export function BillTriggerTable({ model }: { model: BillSandboxModel["triggers"] }) {
  const { id, text } = billSandboxHeadings.triggers;
  return (
    <>
      <h3 id={id}>{text}</h3>
      <p>{inlineMarkdown(model.intro)}</p>
      <FactsTableView table={model.table} />
    </>
  );
}
