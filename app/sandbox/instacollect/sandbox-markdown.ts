import { fence, heading, inlineCode, joinBlocks, table } from "../../../core/markdown/markdown-syntax";
import type { FactsTable, InstaCollectSandboxModel } from "./sandbox-facts";
import { instaCollectSandboxHeadings as headings } from "./section-data";

const tableMarkdown = (facts: FactsTable) => table(facts.columns, facts.rows);
const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/**
 * The InstaCollect sandbox section as Markdown, for the page's Markdown copy and llms-full.txt: the
 * same model the page renders, with each direct-link depth's body as a code block and `origin` (the
 * site's) in front of the sandbox's paths. `level` is the section's heading level.
 */
export function instaCollectSandboxMarkdown(
  model: InstaCollectSandboxModel,
  origin: string,
  level = 2,
): string {
  return joinBlocks([
    heading(level, headings.section.text),
    model.intro,
    `On this site: ${model.sandboxUrls.map((url) => inlineCode(`POST ${origin}${url}`)).join(" and ")}.`,
    model.choices,
    heading(level + 1, headings.credentials.text),
    model.credentials.intro,
    tableMarkdown(model.credentials.table),
    heading(level + 1, headings.bills.text),
    model.bills.intro,
    tableMarkdown(model.bills.table),
    heading(level + 1, headings.depths.text),
    model.depths.intro,
    ...model.depths.rows.map((row) =>
      joinBlocks([
        `**Lands on ${row.landsOn}** (input: ${row.input}):`,
        fence(JSON.stringify(row.body, null, 2), "json"),
      ]),
    ),
    heading(level + 1, headings.rules.text),
    list(model.rules),
    heading(level + 1, headings.sessions.text),
    list(model.sessions),
    heading(level + 1, headings.webhooks.text),
    model.webhooks.intro,
    list(model.webhooks.fields),
    ...model.webhooks.after,
    heading(level + 1, headings.codes.text),
    model.codes.intro,
    tableMarkdown(model.codes.table),
  ]);
}
