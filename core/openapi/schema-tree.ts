import { refName, resolveRef, type OpenApiDocument, type SchemaObject } from "./openapi";
import type { SchemaNodeView, SchemaView } from "./view";

type Render = (markdown: string) => string;

/** Depth at which the tree stops expanding; documented shapes are far shallower. */
const maxDepth = 8;

/** `string`, `integer (int64)`, `array of Agent`, `string | null`, `Agent`. */
export function typeLabel(document: OpenApiDocument, schema: SchemaObject): string {
  const name = refName(schema.$ref);
  const resolved = resolveRef(document, schema);
  if (!resolved) return "unknown";
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  const base = types
    .map((type) => {
      if (type === "array" && resolved.items) return `array of ${typeLabel(document, resolved.items)}`;
      if (type === "object" && name) return name;
      return resolved.format && type !== "null" ? `${type} (${resolved.format})` : type;
    })
    .join(" | ");
  if (base) return base;
  if (resolved.oneOf || resolved.anyOf) return name ?? "one of";
  if (resolved.allOf) return name ?? "object";
  if (resolved.properties) return name ?? "object";
  return name ?? "any";
}

/** Human-readable constraints: `exactly 16 characters`, `pattern ^\d{4}$`, `≥ 100`. */
export function constraintsOf(schema: SchemaObject): string[] {
  const found: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems, maxProperties } = schema;
  if (minLength !== undefined && minLength === maxLength) found.push(`exactly ${minLength} characters`);
  else {
    if (minLength !== undefined) found.push(`at least ${minLength} characters`);
    if (maxLength !== undefined) found.push(`at most ${maxLength} characters`);
  }
  if (minimum !== undefined) found.push(`minimum ${minimum}`);
  if (maximum !== undefined) found.push(`maximum ${maximum}`);
  if (minItems !== undefined) found.push(`at least ${minItems} items`);
  if (maxItems !== undefined) found.push(`at most ${maxItems} items`);
  if (maxProperties !== undefined) found.push(`at most ${maxProperties} entries`);
  if (schema.pattern) found.push(`pattern ${schema.pattern}`);
  if (schema.const !== undefined) found.push(`always ${JSON.stringify(schema.const)}`);
  if (schema.default !== undefined) found.push(`default ${JSON.stringify(schema.default)}`);
  const example = schema.examples?.[0] ?? schema.example;
  if (example !== undefined && typeof example !== "object") found.push(`example ${JSON.stringify(example)}`);
  return found;
}

/** allOf parts merged into one object schema, so composed envelopes read as one list of fields. */
function flatten(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  const resolved = resolveRef(document, schema);
  if (!resolved?.allOf) return resolved ?? {};
  const { allOf, ...own } = resolved;
  const parts = [...allOf.map((part) => flatten(document, part)), own];
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    required.push(...(part.required ?? []));
  }
  const typed = parts.find((part) => part.type);
  const described = [...parts].reverse().find((part) => part.description);
  return {
    ...own,
    ...(typed?.type ? { type: typed.type } : {}),
    ...(described?.description ? { description: described.description } : {}),
    properties,
    required,
  };
}

/** The schema an array's items or an object's properties live in. */
function container(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  const flat = flatten(document, schema);
  const types = Array.isArray(flat.type) ? flat.type : [flat.type];
  if (types.includes("array") && flat.items) return container(document, flat.items);
  return flat;
}

export class SchemaTreeBuilder {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly render: Render,
  ) {}

  /** The fields of a request or response body, ready to render. */
  view(schema: SchemaObject | undefined, anchorPrefix: string): SchemaView | undefined {
    if (!schema) return undefined;
    const flat = flatten(this.document, schema);
    const inner = container(this.document, flat);
    return {
      type: typeLabel(this.document, schema),
      descriptionHtml: this.render(flat.description ?? ""),
      fields: this.fields(inner, anchorPrefix, 0, new Set()),
      variants: this.variants(inner, anchorPrefix, 0, new Set()),
    };
  }

  private fields(schema: SchemaObject, prefix: string, depth: number, path: Set<string>): SchemaNodeView[] {
    if (depth > maxDepth || !schema.properties) return [];
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties).map(([name, property]) =>
      this.node(name, property, required.has(name), `${prefix}-${name}`, depth, path),
    );
  }

  private variants(schema: SchemaObject, prefix: string, depth: number, path: Set<string>) {
    const options = schema.oneOf ?? schema.anyOf ?? [];
    return options.map((option, index) => {
      const resolved = container(this.document, option);
      const title = resolved.title ?? refName(option.$ref) ?? `Option ${index + 1}`;
      return { title, fields: this.fields(resolved, `${prefix}-v${index + 1}`, depth + 1, path) };
    });
  }

  private node(
    name: string,
    property: SchemaObject,
    required: boolean,
    anchor: string,
    depth: number,
    path: Set<string>,
  ): SchemaNodeView {
    const ref = property.$ref;
    const resolved = flatten(this.document, property);
    const inner = container(this.document, resolved);
    // A schema that contains itself is shown once, not expanded forever.
    const recursive = ref !== undefined && path.has(ref);
    const nextPath = ref ? new Set([...path, ref]) : path;
    const itemsEnum = resolved.items ? resolveRef(this.document, resolved.items)?.enum : undefined;
    return {
      name,
      anchor,
      type: typeLabel(this.document, property),
      required,
      // A description beside a `$ref` says what this field is, over the referenced schema's own.
      descriptionHtml: this.render(property.description ?? resolved.description ?? ""),
      enumValues: (resolved.enum ?? itemsEnum ?? []).map(String),
      constraints: constraintsOf(resolved),
      children: recursive ? [] : this.fields(inner, anchor, depth + 1, nextPath),
      variants: recursive ? [] : this.variants(inner, anchor, depth + 1, nextPath),
    };
  }
}
