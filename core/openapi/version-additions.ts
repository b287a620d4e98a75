/**
 * What a later version of an API adds to an earlier one, from the two versions' OpenAPI documents:
 * new operations, parameters, properties, enum values and oneOf/anyOf alternatives, each with the
 * description the later document gives it. Removals and changes are not reported: a guide for
 * the later version lists what a partner on the earlier one has to add.
 */
import {
  httpMethods,
  refName,
  resolveRef,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type SchemaObject,
} from "./openapi";

/** Where in a body a schema sits: a property, an array's items, or one titled alternative. */
export type SchemaStep = { property: string } | { items: true } | { variant: string };

/** The body a schema addition is in. */
export type BodyPlace =
  { operationId: string; body: "request" } | { operationId: string; body: "response"; status: string };

export type VersionAddition =
  | {
      kind: "operation";
      operationId: string;
      method: string;
      path: string;
      summary: string;
      description: string;
    }
  | { kind: "parameter"; operationId: string; name: string; in: string; description: string }
  /** `steps` lead to the new property and end with it. */
  | { kind: "property"; place: BodyPlace; steps: SchemaStep[]; description: string }
  /** `steps` lead to the schema whose enum gained `values`. */
  | { kind: "enum-values"; place: BodyPlace; steps: SchemaStep[]; values: string[]; description: string }
  /** `steps` lead to the schema that gained the alternative titled `title`. */
  | { kind: "variant"; place: BodyPlace; steps: SchemaStep[]; title: string; description: string };

/** A body path as JSON reads it: `paymentOptions`, `bills[].amount`; alternatives leave no trace. */
export function jsonPath(steps: readonly SchemaStep[]): string {
  return steps
    .map((step) => ("property" in step ? `.${step.property}` : "items" in step ? "[]" : ""))
    .join("")
    .replace(/^\./, "");
}

const matchesLabel = (title: string, labels: readonly string[]) =>
  labels.some((label) => title === label || title.startsWith(`${label} `));

/**
 * `document` as one version sees it, when one document describes several: each oneOf/anyOf that
 * has alternatives titled for the version keeps only those. A label matches a title that is the
 * label or starts with it and a space: `v1.1` matches `v1.1 (paymentOptions)`, not `v1.10`.
 */
export function documentForVersion(document: OpenApiDocument, labels: readonly string[]): OpenApiDocument {
  const narrow = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(narrow);
    if (!node || typeof node !== "object") return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // Example values are data, not schemas.
      copy[key] = key === "example" || key === "examples" ? value : narrow(value);
    }
    for (const key of ["oneOf", "anyOf"] as const) {
      const alternatives = copy[key];
      if (!Array.isArray(alternatives)) continue;
      const kept = alternatives.filter((alternative: SchemaObject) =>
        matchesLabel(resolveRef(document, alternative)?.title ?? "", labels),
      );
      if (kept.length > 0) copy[key] = kept;
    }
    return copy;
  };
  return narrow(document) as OpenApiDocument;
}

/** Whether some oneOf/anyOf alternative in `document` is titled for `label`, as `documentForVersion` reads it. */
export function hasVersionLabel(document: OpenApiDocument, label: string): boolean {
  const seek = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(seek);
    if (!node || typeof node !== "object") return false;
    const { oneOf, anyOf } = node as SchemaObject;
    const titled = [...(oneOf ?? []), ...(anyOf ?? [])].some((alternative) =>
      matchesLabel(resolveRef(document, alternative)?.title ?? "", [label]),
    );
    return titled || Object.values(node).some(seek);
  };
  return seek(document);
}

type Documented = {
  method: string;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
};

function operationsOf(document: OpenApiDocument): Map<string, Documented> {
  const found = new Map<string, Documented>();
  const add = (items: Record<string, PathItemObject> | undefined, webhook: boolean) => {
    for (const [path, rawItem] of Object.entries(items ?? {})) {
      const item = resolveRef(document, rawItem);
      for (const method of httpMethods) {
        const operation = item?.[method];
        if (!operation) continue;
        const key = operation.operationId ?? `${webhook ? "webhook " : ""}${method} ${path}`;
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
          resolveRef(document, parameter),
        );
        found.set(key, { method, path, operation, parameters });
      }
    }
  };
  add(document.paths, false);
  add(document.webhooks, true);
  return found;
}

/** allOf parts merged, as the reference shows a composed schema: one list of properties. */
function flatten(document: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject {
  const resolved = schema ? resolveRef(document, schema) : undefined;
  if (!resolved?.allOf) return resolved ?? {};
  const { allOf, ...own } = resolved;
  const parts = [...allOf.map((part) => flatten(document, part)), own];
  return { ...Object.assign({}, ...parts), properties: Object.assign({}, ...parts.map((p) => p.properties)) };
}

const descriptionOf = (document: OpenApiDocument, schema: SchemaObject) =>
  schema.description ?? flatten(document, schema).description ?? "";

/** Documents are far shallower; this only stops a schema that contains itself. */
const maxDepth = 12;

class Comparison {
  readonly additions: VersionAddition[] = [];

  constructor(
    private readonly before: OpenApiDocument,
    private readonly after: OpenApiDocument,
  ) {}

  schemas(
    place: BodyPlace,
    steps: SchemaStep[],
    earlier: SchemaObject | undefined,
    later: SchemaObject | undefined,
  ) {
    if (!later || steps.length > maxDepth) return;
    const a = flatten(this.after, later);
    const laterAlternatives = a.oneOf ?? a.anyOf;
    const whole = flatten(this.before, earlier);
    const earlierAlternatives = (whole.oneOf ?? whole.anyOf ?? []).map((alternative) =>
      flatten(this.before, alternative),
    );
    // A schema that drops its alternatives continues the one whose fields it keeps.
    const b = laterAlternatives ? whole : (counterpart(a, earlierAlternatives) ?? whole);

    // A field that gains an enum is narrowed, not extended: only values added to an enum count.
    const known = new Set((b.enum ?? []).map(String));
    const values = b.enum ? (a.enum ?? []).map(String).filter((value) => !known.has(value)) : [];
    if (values.length > 0)
      this.additions.push({
        kind: "enum-values",
        place,
        steps,
        values,
        description: later.description ?? a.description ?? "",
      });

    if (laterAlternatives) {
      // A schema that gains alternatives continues as the one that keeps its fields.
      const candidates = earlierAlternatives.length > 0 ? earlierAlternatives : earlier ? [b] : [];
      laterAlternatives.forEach((alternative, index) => {
        const resolved = flatten(this.after, alternative);
        const title = resolved.title ?? refName(alternative.$ref) ?? `Option ${index + 1}`;
        const partner = counterpart(resolved, candidates);
        if (partner) this.schemas(place, [...steps, { variant: title }], partner, alternative);
        else
          this.additions.push({
            kind: "variant",
            place,
            steps,
            title,
            description: resolved.description ?? "",
          });
      });
    }

    for (const [name, property] of Object.entries(a.properties ?? {})) {
      const previous = b.properties?.[name];
      const at = [...steps, { property: name }];
      if (previous) this.schemas(place, at, previous, property);
      else
        this.additions.push({
          kind: "property",
          place,
          steps: at,
          description: descriptionOf(this.after, property),
        });
    }
    if (a.items && b.items) this.schemas(place, [...steps, { items: true }], b.items, a.items);
  }
}

const propertyNames = (schema: SchemaObject) => Object.keys(schema.properties ?? {});

/**
 * The earlier alternative a later one continues: the one with its title, else the largest whose
 * properties it all keeps (`v1.1` keeps every field of `v1.0`). Any other alternative is new.
 */
function counterpart(later: SchemaObject, earlier: SchemaObject[]): SchemaObject | undefined {
  const titled = earlier.find((candidate) => later.title !== undefined && candidate.title === later.title);
  if (titled) return titled;
  const names = new Set(propertyNames(later));
  return earlier
    .filter((candidate) => {
      const own = propertyNames(candidate);
      return own.length > 0 && own.every((name) => names.has(name));
    })
    .sort((x, y) => propertyNames(y).length - propertyNames(x).length)[0];
}

function mediaSchema(
  content: Record<string, { schema?: SchemaObject }> | undefined,
): SchemaObject | undefined {
  if (!content) return undefined;
  return (content["application/json"] ?? Object.values(content)[0])?.schema;
}

/**
 * What `after` adds to `before`, in the order `after` documents it, e.g. for the biller API:
 * `versionAdditions(documentForVersion(biller, ["v1.0"]), documentForVersion(biller, ["v1.1"]))`
 * finds `paymentOptions` in the bill fetch response.
 */
export function versionAdditions(before: OpenApiDocument, after: OpenApiDocument): VersionAddition[] {
  const earlier = operationsOf(before);
  const comparison = new Comparison(before, after);
  for (const [key, later] of operationsOf(after)) {
    const previous = earlier.get(key);
    if (!previous) {
      comparison.additions.push({
        kind: "operation",
        operationId: key,
        method: later.method,
        path: later.path,
        summary: later.operation.summary ?? "",
        description: later.operation.description ?? "",
      });
      continue;
    }
    const had = new Set(previous.parameters.map((parameter) => `${parameter.in}:${parameter.name}`));
    for (const parameter of later.parameters) {
      if (had.has(`${parameter.in}:${parameter.name}`)) continue;
      comparison.additions.push({
        kind: "parameter",
        operationId: key,
        name: parameter.name,
        in: parameter.in,
        description: parameter.description ?? parameter.schema?.description ?? "",
      });
    }
    const body = (document: OpenApiDocument, operation: OperationObject) =>
      mediaSchema(operation.requestBody && resolveRef(document, operation.requestBody)?.content);
    comparison.schemas(
      { operationId: key, body: "request" },
      [],
      body(before, previous.operation),
      body(after, later.operation),
    );
    for (const [status, response] of Object.entries(later.operation.responses ?? {})) {
      const previousResponse = previous.operation.responses?.[status];
      comparison.schemas(
        { operationId: key, body: "response", status },
        [],
        mediaSchema(previousResponse && resolveRef(before, previousResponse)?.content),
        mediaSchema(resolveRef(after, response)?.content),
      );
    }
  }
  return comparison.additions;
}
