/**
 * What one version of an API adds to an earlier one, as a guide table built from the document:
 * `<VersionAdditions spec="biller" from={["v1.0"]} to={["v1.1", "Bill selection"]} />` lists, with
 * the document's own descriptions, what the alternatives titled `v1.1…` and `Bill selection` add
 * to those titled `v1.0`, each linked to its field in the API reference on the page.
 */
import { slugify } from "../openapi/anchors";
import { renderInlineMarkdown } from "../openapi/markdown";
import type { OpenApiDocument } from "../openapi/openapi";
import {
  documentForVersion,
  hasVersionLabel,
  jsonPath,
  versionAdditions,
  type BodyPlace,
  type SchemaStep,
  type VersionAddition,
} from "../openapi/version-additions";
import type { OperationView, ReferenceView, SchemaNodeView, TableView } from "../openapi/view";
import { escapeHtml } from "../escape-html";

/** The variant-title labels of each version, e.g. `{ from: ["v1.0"], to: ["v1.1"] }`. */
export type VersionLabels = { from: readonly string[]; to: readonly string[] };

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
const link = (anchor: string, html: string) => `<a href="#${escapeHtml(anchor)}">${html}</a>`;

/** A description's first paragraph: a table cell holds a sentence or two, not a whole section. */
const firstParagraph = (markdown: string) =>
  renderInlineMarkdown(
    markdown
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s*\n\s*/g, " "),
  );

type Level = {
  anchor: string;
  fields: SchemaNodeView[];
  variants: { title: string; fields: SchemaNodeView[] }[];
};

class Lookup {
  constructor(
    private readonly reference: ReferenceView,
    private readonly where: string,
  ) {}

  operation(id: string): OperationView {
    const found = [...this.reference.tags.flatMap((tag) => tag.operations), ...this.reference.webhooks].find(
      (operation) => operation.id === id,
    );
    if (!found) throw new Error(`${this.where}: ${this.reference.specId} has no operation ${id}`);
    return found;
  }

  body(place: BodyPlace): Level {
    const operation = this.operation(place.operationId);
    const schema =
      place.body === "request"
        ? operation.requestBody?.schema
        : operation.responses.find((response) => response.status === place.status)?.schema;
    return { anchor: operation.anchor, fields: schema?.fields ?? [], variants: schema?.variants ?? [] };
  }

  /** The level `steps` lead to, and the anchor of the last field on the way. */
  walk(place: BodyPlace, steps: readonly SchemaStep[]): Level {
    let level = this.body(place);
    for (const step of steps) {
      if ("items" in step) continue;
      const next =
        "property" in step
          ? level.fields.find((field) => field.name === step.property)
          : level.variants.find((variant) => variant.title === step.variant);
      if (!next) {
        throw new Error(
          `${this.where}: the ${this.reference.specId} reference shows no ${jsonPath(steps) || "body"} in ${place.operationId}`,
        );
      }
      level =
        "anchor" in next
          ? { anchor: next.anchor, fields: next.children, variants: next.variants }
          : { anchor: next.fields[0]?.anchor ?? level.anchor, fields: next.fields, variants: [] };
    }
    return level;
  }
}

function placeName(operation: OperationView, place: BodyPlace): string {
  if (place.body === "request") return `${operation.summary} request`;
  return place.status === "default"
    ? `${operation.summary} response`
    : `${operation.summary} response ${place.status}`;
}

/** One row: where the addition is, what it is (linked to the reference), and its description. */
function row(addition: VersionAddition, lookup: Lookup): string[] {
  switch (addition.kind) {
    case "operation": {
      const operation = lookup.operation(addition.operationId);
      return [
        code(`${addition.method.toUpperCase()} ${addition.path}`),
        link(operation.anchor, escapeHtml(addition.summary || addition.operationId)),
        firstParagraph(addition.description),
      ];
    }
    case "parameter": {
      const operation = lookup.operation(addition.operationId);
      const parameter = operation.parameters.find((p) => p.name === addition.name && p.in === addition.in);
      return [
        escapeHtml(`${operation.summary} request`),
        `${link(parameter?.anchor ?? operation.anchor, code(addition.name))} (${escapeHtml(addition.in)})`,
        firstParagraph(addition.description),
      ];
    }
    case "property":
    case "enum-values":
    case "variant": {
      const where = escapeHtml(placeName(lookup.operation(addition.place.operationId), addition.place));
      const level = lookup.walk(addition.place, addition.steps);
      const path = jsonPath(addition.steps);
      if (addition.kind === "property")
        return [where, link(level.anchor, code(path)), firstParagraph(addition.description)];
      if (addition.kind === "enum-values") {
        const values = addition.values.map(code).join(", ");
        return [
          where,
          `${values} in ${link(level.anchor, code(path))}`,
          firstParagraph(addition.description),
        ];
      }
      const anchor = lookup.walk(addition.place, [...addition.steps, { variant: addition.title }]).anchor;
      const of = path ? `of ${code(path)}` : `of the ${addition.place.body}`;
      return [
        where,
        `${link(anchor, escapeHtml(addition.title))}, a new form ${of}`,
        firstParagraph(addition.description),
      ];
    }
  }
}

/**
 * The table of what version `labels.to` adds to `labels.from` in `document`, linked to the fields
 * of `reference` (the same document's reference view). `where` names the guide's line in errors.
 */
export function versionAdditionsTable(
  document: OpenApiDocument,
  reference: ReferenceView,
  labels: VersionLabels,
  where: string,
): TableView {
  const [from, to] = [labels.from[0], labels.to[0]];
  if (!from || !to) throw new Error(`${where}: <VersionAdditions> needs from={[...]} and to={[...]}`);
  const unknown = [...labels.from, ...labels.to].filter((label) => !hasVersionLabel(document, label));
  if (unknown.length > 0)
    throw new Error(`${where}: no alternative in ${reference.specId} is titled ${unknown.join(", ")}`);
  const additions = versionAdditions(
    documentForVersion(document, labels.from),
    documentForVersion(document, labels.to),
  );
  if (additions.length === 0)
    throw new Error(`${where}: ${reference.specId} shows nothing that ${to} adds to ${from}`);
  const lookup = new Lookup(reference, where);
  return {
    id: `additions-${slugify(to)}`,
    title: `What ${to} adds to ${from}`,
    descriptionHtml: `<p>Each addition links to its place in the API reference on this page.</p>`,
    columns: ["Interface", "Added", "Description"],
    rows: additions.map((addition) => row(addition, lookup)),
  };
}
