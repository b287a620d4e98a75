import { heading, inlineCode, joinBlocks, table } from "../../../core/markdown/markdown-syntax";
import type { FactsTable, FastagSandboxModel } from "./sandbox-facts";
import { fastagSandboxHeadings as headings } from "./section-data";

const tableMarkdown = (facts: FactsTable) => table(facts.columns, facts.rows);

/**
 * The FASTag sandbox section as Markdown, for the page's Markdown copy and llms-full.txt: the same
 * model the page renders, with `origin` (the site's) in front of the sandbox's paths, and the two
 * runs as the calls they make. `level` is the section's heading level.
 */
export function fastagSandboxMarkdown(model: FastagSandboxModel, origin: string, level = 2): string {
  const sub = (of: keyof typeof headings) => heading(level + 1, headings[of].text);
  return joinBlocks([
    heading(level, headings.section.text),
    model.intro,
    `On this site: ${model.basePaths.map((path) => inlineCode(`POST ${origin}${path}/<operation>`)).join(" and ")}.`,
    model.choices,
    sub("headers"),
    model.headers.intro,
    tableMarkdown(model.headers.table),
    sub("wallets"),
    model.wallets.intro,
    tableMarkdown(model.wallets.table),
    sub("vehicles"),
    model.vehicles.intro,
    tableMarkdown(model.vehicles.table),
    tableMarkdown(model.vehicles.readings),
    model.vehicles.after,
    sub("dedupe"),
    model.dedupe.intro,
    tableMarkdown(model.dedupe.table),
    sub("otp"),
    model.otp,
    sub("plazas"),
    model.plazas.intro,
    tableMarkdown(model.plazas.table),
    sub("timelines"),
    model.timelines.intro,
    tableMarkdown(model.timelines.creation),
    tableMarkdown(model.timelines.recharge),
    sub("timeScale"),
    model.timeScale,
    sub("flows"),
    model.flows.intro,
    `- ${model.flows.issuance}\n- ${model.flows.recharge}`,
    sub("settings"),
    model.settings.intro,
    tableMarkdown(model.settings.table),
    sub("triggers"),
    model.triggers.intro,
    model.triggers.table.rows.length > 0 ? tableMarkdown(model.triggers.table) : "No trigger is listed yet.",
    sub("push"),
    model.push,
    sub("codes"),
    model.codes.intro,
    tableMarkdown(model.codes.table),
  ]);
}
