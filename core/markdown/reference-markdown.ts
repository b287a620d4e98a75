/**
 * An API reference as Markdown, from the same view the reference pages render: operations with
 * method and path, parameters, body fields as nested lists, examples as fenced JSON and error
 * groups as tables. Headings start at `level`, so a guide can place a reference under its own
 * section headings.
 */
import type {
  ErrorGroupView,
  ExampleView,
  OperationView,
  ParameterView,
  ReferenceView,
  SchemaNodeView,
  SchemaView,
  SequenceView,
  TableView,
} from "../openapi/view";
import { notesHeading } from "../openapi/notes";
import { htmlToMarkdown, htmlToText } from "./html-to-markdown";
import {
  escapeText,
  fence,
  heading,
  indentContinuation,
  inlineCode,
  joinBlocks,
  table,
} from "./markdown-syntax";

/** Fence info strings for the snippet languages the reference generates. */
const fenceLanguage: Record<string, string> = { curl: "sh", shell: "sh", node: "javascript" };

const sentence = (text: string) => (text && !/[.!?:]$/.test(text) ? `${text}.` : text);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const codeList = (values: readonly string[]) => values.map(inlineCode).join(", ");

function listItem(lines: readonly string[]): string {
  return `- ${indentContinuation(lines.filter((line) => line.trim()).join("\n"), 2)}`;
}

function fieldItem(field: SchemaNodeView): string {
  const facts = [field.type, field.required ? "required" : ""].filter(Boolean).join(", ");
  const description = htmlToMarkdown(field.descriptionHtml);
  const details = [
    sentence(description),
    field.constraints.length > 0 ? sentence(capitalised(escapeText(field.constraints.join("; ")))) : "",
    field.enumValues.length > 0 ? `One of: ${codeList(field.enumValues)}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return listItem([
    `${inlineCode(field.name)} (${facts})${details ? `: ${details}` : ""}`,
    fieldList(field.children),
    variantsMarkdown(field.variants),
  ]);
}

/** Fields as a nested list: name, type, required, description, constraints, enum values. */
export function fieldList(fields: readonly SchemaNodeView[]): string {
  return fields.map(fieldItem).join("\n");
}

function variantsMarkdown(variants: SchemaNodeView["variants"]): string {
  return variants
    .map((variant) => listItem([`One of: ${escapeText(variant.title)}`, fieldList(variant.fields)]))
    .join("\n");
}

function schemaMarkdown(schema: SchemaView | undefined): string {
  if (!schema) return "";
  return joinBlocks([
    htmlToMarkdown(schema.descriptionHtml),
    fieldList(schema.fields),
    variantsMarkdown(schema.variants),
  ]);
}

function examplesMarkdown(examples: readonly ExampleView[], kind: string): string {
  return joinBlocks(
    examples.map((example) =>
      joinBlocks([`**${kind}: ${escapeText(example.summary)}**`, fence(example.json, "json")]),
    ),
  );
}

/** Headers and parameters as a list: name, where it goes, type, required, description, enum values. */
export function parameterList(parameters: readonly ParameterView[]): string {
  return parameters
    .map((parameter) => {
      const facts = [parameter.in, parameter.type, parameter.required ? "required" : ""].filter(Boolean);
      const details = [
        sentence(htmlToMarkdown(parameter.descriptionHtml)),
        parameter.enumValues.length > 0 ? `One of: ${codeList(parameter.enumValues)}.` : "",
      ]
        .filter(Boolean)
        .join(" ");
      return listItem([
        `${inlineCode(parameter.name)} (${facts.join(", ")})${details ? `: ${details}` : ""}`,
      ]);
    })
    .join("\n");
}

function parametersMarkdown(operation: OperationView, level: number): string {
  const common = operation.commonParametersAt;
  if (operation.parameters.length === 0 && !common) return "";
  return joinBlocks([
    heading(level, "Headers and parameters"),
    common
      ? `Sends the headers every call sends (under ${escapeText(common.section)})${operation.parameters.length > 0 ? ", and:" : "."}`
      : "",
    parameterList(operation.parameters),
  ]);
}

/** The sample the page opens with: against the sandbox where it serves the API. */
function codeSampleMarkdown(operation: OperationView, level: number): string {
  const sandbox = operation.sandboxSamples;
  const sample = (sandbox?.variants[0]?.samples ?? operation.codeSamples).find(
    (candidate) => candidate.html !== null,
  );
  if (!sample?.html) return "";
  return joinBlocks([
    heading(level, `Sample request (${sample.label}${sandbox ? ", sandbox" : ""})`),
    fence(htmlToText(sample.html), fenceLanguage[sample.language] ?? sample.language),
  ]);
}

/** One operation or webhook: its summary as a heading, then method and path, fields and examples. */
export function operationMarkdown(operation: OperationView, level: number): string {
  const webhook = operation.kind === "webhook";
  const endpoint = `${inlineCode(`${operation.method} ${operation.path}`)}${webhook ? " (webhook)" : ""}`;
  const body = operation.requestBody;
  return joinBlocks([
    heading(level, operation.summary),
    endpoint,
    htmlToMarkdown(operation.descriptionHtml),
    parametersMarkdown(operation, level + 1),
    operation.security.length > 0 ? `Authentication: ${codeList(operation.security)}.` : "",
    body &&
      joinBlocks([
        heading(level + 1, webhook ? "Payload" : "Request body"),
        htmlToMarkdown(body.descriptionHtml),
        schemaMarkdown(body.schema),
        examplesMarkdown(body.examples, webhook ? "Payload" : "Request"),
      ]),
    operation.responses.length > 0 ? heading(level + 1, webhook ? "Reply" : "Responses") : "",
    ...operation.responses.map((response) =>
      joinBlocks([
        heading(level + 2, response.status === "default" ? "Any status" : `HTTP ${response.status}`),
        htmlToMarkdown(response.descriptionHtml),
        schemaMarkdown(response.schema),
        response.links.length > 0
          ? [
              "Next calls:",
              "",
              ...response.links.map(
                (link) =>
                  `- ${inlineCode(link.label)}${link.descriptionHtml ? `: ${htmlToMarkdown(link.descriptionHtml)}` : ""}`,
              ),
            ].join("\n")
          : "",
        examplesMarkdown(response.examples, webhook ? "Reply" : "Response"),
      ]),
    ),
    operation.errorGroupAnchors.length > 0
      ? `Error codes: ${operation.errorGroupAnchors.map((group) => escapeText(group.name)).join(", ")} (under Error codes).`
      : "",
    codeSampleMarkdown(operation, level + 1),
  ]);
}

/** A rule table from the document's `x-tables`, as a GFM table under its title. */
export function ruleTableMarkdown(view: TableView, level: number): string {
  return joinBlocks([
    heading(level, view.title),
    htmlToMarkdown(view.descriptionHtml),
    table(
      view.columns.map(escapeText),
      view.rows.map((row) => row.map((cell) => htmlToMarkdown(cell))),
    ),
  ]);
}

/**
 * A sequence from the document's `x-sequences`, as a table of numbered steps (a numbered list
 * would run on into a list the author writes right after it).
 */
export function sequenceMarkdown(view: SequenceView, level: number): string {
  return joinBlocks([
    heading(level, view.title),
    htmlToMarkdown(view.descriptionHtml),
    table(
      ["Step", "From", "To", "Message"],
      view.steps.map((step, index) => [
        String(index + 1),
        escapeText(step.from),
        escapeText(step.to),
        escapeText(step.message),
      ]),
    ),
  ]);
}

/** Error groups, each a table of codes and meanings under the group's name. */
export function errorGroupsMarkdown(groups: readonly ErrorGroupView[], level: number): string {
  return joinBlocks(
    groups.map((group) =>
      joinBlocks([
        heading(level, group.name),
        group.operations.length > 0
          ? `Returned by: ${group.operations.map((operation) => inlineCode(operation.label)).join(", ")}.`
          : "",
        table(
          ["Code", "Meaning"],
          group.codes.map((entry) => [inlineCode(entry.code), htmlToMarkdown(entry.meaningHtml)]),
        ),
      ]),
    ),
  );
}

function connectingMarkdown(view: ReferenceView, level: number): string {
  if (view.servers.length === 0 && view.securitySchemes.length === 0 && view.commonParameters.length === 0) {
    return "";
  }
  const servers = view.servers.map((server) =>
    listItem([
      `Base URL: ${inlineCode(server.url)}${server.descriptionHtml ? ` ${htmlToMarkdown(server.descriptionHtml)}` : ""}`,
      server.variables
        .map((variable) =>
          listItem([
            `${inlineCode(`{${variable.name}}`)}: ${codeList(variable.values)}${variable.descriptionHtml ? ` ${htmlToMarkdown(variable.descriptionHtml)}` : ""}`,
          ]),
        )
        .join("\n"),
    ]),
  );
  const schemes = view.securitySchemes.map((scheme) =>
    listItem([
      `${inlineCode(scheme.name)} (${escapeText(`${scheme.type}, ${scheme.detail}`)})${scheme.descriptionHtml ? `: ${htmlToMarkdown(scheme.descriptionHtml)}` : ""}`,
    ]),
  );
  return joinBlocks([
    heading(level, "Before you call"),
    servers.join("\n"),
    view.commonParameters.length > 0
      ? joinBlocks([heading(level + 1, "Headers every call sends"), parameterList(view.commonParameters)])
      : "",
    schemes.join("\n"),
  ]);
}

export type ReferenceMarkdownOptions = {
  /** Heading level of the reference's sections (tags, webhooks, error codes). */
  level: number;
  /** Placed inside a guide: no version line or downloads, which belong to the reference page. */
  embedded?: boolean;
};

/** A whole API reference (or the part a guide places) as Markdown. */
export function referenceMarkdown(
  view: ReferenceView,
  { level, embedded = false }: ReferenceMarkdownOptions,
): string {
  const downloads = view.downloads.map((download) => `[${escapeText(download.label)}](${download.href})`);
  // In the page's order: what a call needs, the operations, then the overview, notes, flows and rules.
  return joinBlocks([
    embedded
      ? ""
      : [
          ...(view.version === undefined ? [] : [`Version **${escapeText(view.version)}**`]),
          "OpenAPI 3.1",
          ...downloads,
        ].join(" · "),
    connectingMarkdown(view, level),
    ...view.tags.map((tag) =>
      joinBlocks([
        heading(level, tag.name),
        htmlToMarkdown(tag.descriptionHtml),
        ...tag.operations.map((operation) => operationMarkdown(operation, level + 1)),
      ]),
    ),
    view.webhooks.length > 0
      ? joinBlocks([
          heading(level, "Webhooks"),
          ...view.webhooks.map((operation) => operationMarkdown(operation, level + 1)),
        ])
      : "",
    view.descriptionHtml
      ? joinBlocks([heading(level, "How the API works"), htmlToMarkdown(view.descriptionHtml)])
      : "",
    view.notes.length > 0
      ? joinBlocks([
          heading(level, notesHeading.text),
          ...view.notes.map((note) =>
            joinBlocks([heading(level + 1, escapeText(note.title)), htmlToMarkdown(note.bodyHtml)]),
          ),
        ])
      : "",
    view.sequences.length > 0 || view.tables.length > 0
      ? joinBlocks([
          heading(level, "Flows and rules"),
          ...view.sequences.map((sequence) => sequenceMarkdown(sequence, level + 1)),
          ...view.tables.map((rules) => ruleTableMarkdown(rules, level + 1)),
        ])
      : "",
    view.errorGroups.length > 0
      ? joinBlocks([heading(level, "Error codes"), errorGroupsMarkdown(view.errorGroups, level + 1)])
      : "",
  ]);
}
