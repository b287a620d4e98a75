import { blockquote, heading, inlineCode, joinBlocks, table } from "../../../core/markdown/markdown-syntax";
import {
  billSandboxHeadings as headings,
  type BillSandboxModel,
  type FactsTable,
} from "./sandbox-section-data";

const tableMarkdown = (facts: FactsTable) => table(facts.columns, facts.rows);
const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

export type BillSandboxMarkdownOptions = {
  /** The sandbox's base path for the bill API, e.g. `/sandbox/api/bills/uat` (`sandboxBase(view)`). */
  base: string;
  /** The site's origin, put in front of the sandbox's paths. */
  origin: string;
  /** Whether the page offers the one-click run of the context chain (`billFlowExamples(view)`). */
  flow: boolean;
  /** The section's heading level. */
  level?: number;
};

/**
 * The bill-payment reference's sandbox section as Markdown, for the page's Markdown copy and
 * llms-full.txt: the same model the page renders (sandbox-section-data.ts), with the site's origin
 * in front of the sandbox's base path and the one-click run described rather than offered.
 */
export function billSandboxMarkdown(
  model: BillSandboxModel,
  { base, origin, flow, level = 2 }: BillSandboxMarkdownOptions,
): string {
  const sub = (of: keyof typeof headings) => heading(level + 1, headings[of].text);
  return joinBlocks([
    heading(level, headings.section.text),
    model.intro,
    `On this site: ${inlineCode(`${origin}${base}`)}, for example ${inlineCode(`POST ${origin}${base}/bill-fetch-request`)}.`,
    blockquote(`**${model.callout.title}** ${model.callout.text}`),
    sub("credentials"),
    model.credentials.intro,
    tableMarkdown(model.credentials.table),
    sub("billers"),
    tableMarkdown(model.billers.table),
    model.billers.after,
    sub("triggers"),
    model.triggers.intro,
    tableMarkdown(model.triggers.table),
    flow && sub("flow"),
    flow &&
      `The page runs the context chain against the sandbox in one click, with the documented examples: ${model.flow.chain}, ${model.flow.intro}.`,
    sub("rules"),
    list(model.rules),
    sub("deviceCodes"),
    model.deviceCodes.intro,
    tableMarkdown(model.deviceCodes.table),
    sub("timing"),
    list(model.timing),
    sub("provider"),
    model.provider.intro,
    model.provider.triggersIntro,
    tableMarkdown(model.provider.triggers),
    model.provider.codesIntro,
    tableMarkdown(model.provider.codes),
    model.provider.placeholders,
    model.provider.payments,
    sub("codes"),
    `${model.codes.summary}:`,
    tableMarkdown(model.codes.table),
    model.codes.after,
  ]);
}
