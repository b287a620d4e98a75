import { heading, inlineCode, joinBlocks } from "../../../core/markdown/markdown-syntax";
import { operationMarkdown } from "../../../core/markdown/reference-markdown";
import type { OperationView } from "../../../core/openapi/view";
import type { DeliveriesSectionModel, RegistrationFacts } from "./delivery-facts";
import { deliveriesSpecId, sectionHeadings as headings } from "./section-data";

function registrationMarkdown(title: string, facts: RegistrationFacts, level: number): string {
  return joinBlocks([
    heading(level, title),
    facts.intro,
    facts.bullets.map((bullet) => `- ${bullet}`).join("\n"),
    facts.after,
    facts.auth ?? "",
  ]);
}

/** What else the console does on the page, after sending, watching and redelivering. */
function consoleExtras(model: DeliveriesSectionModel): string {
  if (model.registration) return ", and register your notification URLs";
  if (model.webhookRegistration) return ", register your webhooks' base URL, and refund a payment";
  return "";
}

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
    model.registration && registrationMarkdown(headings.registration.text, model.registration, level + 1),
    model.webhookRegistration &&
      registrationMarkdown(headings.webhooks.text, model.webhookRegistration, level + 1),
    model.fastagRegistration &&
      registrationMarkdown(headings.fastagNotifications.text, model.fastagRegistration, level + 1),
    heading(level + 1, headings.console.text),
    `${model.consoleNote} *(Interactive on the page: send an event to your URL, watch each attempt, redeliver${consoleExtras(model)}.)*`,
    heading(level + 1, headings.api.text),
    `${model.apiIntro} Download it: [${deliveriesSpecId}.yaml](${spec}.yaml) · [${deliveriesSpecId}.json](${spec}.json) · [Postman collection](${spec}.postman.json).`,
    ...operations.map((operation) => operationMarkdown(operation, level + 1)),
  ]);
}
