import { heading, inlineCode, joinBlocks } from "../../core/markdown/markdown-syntax";
import { operationMarkdown } from "../../core/markdown/reference-markdown";
import type { OperationView } from "../../core/openapi/view";
import type { DeliveriesSectionModel } from "./delivery-facts";
import { deliveriesSpecId, sectionHeadings as headings } from "./section-data";

/**
 * The deliveries section as Markdown, for the page's Markdown copy: the same model the page renders
 * (its text is already inline Markdown) and the same operations, the console mentioned in a line.
 * `level` is the section's heading level.
 */
export function deliveriesMarkdown(
  model: DeliveriesSectionModel,
  operations: readonly OperationView[],
  level = 2,
): string {
  const spec = `/specs/${deliveriesSpecId}`;
  return joinBlocks([
    heading(level, headings.section.text),
    model.intro,
    heading(level + 1, headings.rules.text),
    ...model.events.map((event) =>
      joinBlocks([
        `**${event.label}** (${inlineCode(event.event)})`,
        [
          `- Counts as delivered: ${event.delivered}`,
          `- Retries: ${event.retries}`,
          `- Schedule: ${event.schedule}`,
        ].join("\n"),
      ]),
    ),
    model.limits.map((limit) => `- **${limit.label}.** ${limit.text}`).join("\n"),
    model.encrypted,
    "Every attempt carries these headers:",
    model.headers.map((header) => `- ${inlineCode(header.name)}: ${header.value}. ${header.what}`).join("\n"),
    model.registration &&
      joinBlocks([
        heading(level + 1, headings.registration.text),
        model.registration.intro,
        model.registration.bullets.map((bullet) => `- ${bullet}`).join("\n"),
        model.registration.after,
      ]),
    heading(level + 1, headings.console.text),
    `${model.consoleNote} *(Interactive on the page: send an event to your URL, watch each attempt, redeliver${model.registration ? ", and register your notification URLs" : ""}.)*`,
    heading(level + 1, headings.api.text),
    `${model.apiIntro} Download it: [${deliveriesSpecId}.yaml](${spec}.yaml) · [${deliveriesSpecId}.json](${spec}.json) · [Postman collection](${spec}.postman.json).`,
    ...operations.map((operation) => operationMarkdown(operation, level + 1)),
  ]);
}
