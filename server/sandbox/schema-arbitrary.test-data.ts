import fc from "fast-check";
import { resolveRef, type OpenApiDocument, type SchemaObject } from "../../core/openapi/openapi";

/**
 * fast-check arbitraries for the JSON Schema subset the sandbox's documents use in requests: type,
 * properties and required, enum and const, pattern, lengths, bounds, items, oneOf, anyOf, allOf,
 * `$ref` inside the document, and the formats date, date-time, uri and email. `if`/`then` appears
 * only in response schemas, so it is not generated; a caller that needs a valid value checks it
 * with the validator the sandbox uses, which has the last word on what is valid.
 */

type Schema = SchemaObject & { exclusiveMinimum?: number; exclusiveMaximum?: number };

const maxDepth = 6;

/** `schema` with its `$ref` followed and its `allOf` folded in, so one object describes it. */
function flatten(document: OpenApiDocument, schema: Schema): Schema {
  const resolved = resolveRef<Schema>(document, schema);
  if (!resolved.allOf) return resolved;
  const { allOf, ...rest } = resolved;
  return allOf
    .map((part) => flatten(document, part))
    .reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
      }),
      rest,
    );
}

/**
 * A regular expression's strings. fast-check's `stringMatching` has no lookahead, so a pattern
 * with one is generated without it and then filtered by the whole pattern.
 */
function matching(pattern: string): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, "u");
  const withoutLookahead = pattern.replace(/\(\?[=!](?:[^()\\]|\\.)*\)/g, "");
  const base = fc.stringMatching(new RegExp(withoutLookahead));
  return withoutLookahead === pattern ? base : base.filter((value) => regex.test(value));
}

const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString());

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  if (schema.format === "date") return day.map((iso) => iso.slice(0, 10));
  if (schema.format === "date-time") return day;
  if (schema.format === "uri") return fc.webUrl({ withQueryParameters: true }).filter(fits);
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  if (schema.pattern) return matching(schema.pattern).filter(fits);
  return fc.string({ minLength, maxLength, unit: "grapheme-ascii" });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1_000_000);
  const open = (value: number) => value !== schema.exclusiveMinimum && value !== schema.exclusiveMaximum;
  // Amounts carry at most two decimals, as the documents' money fields do.
  const value = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
  return value.filter(open);
}

function objectArbitrary(document: OpenApiDocument, schema: Schema, depth: number) {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryAt(document, property, depth + 1)]),
  );
  // A required name with no property schema still has to be present: any small value.
  const loose = (schema.required ?? []).filter((name) => !(name in properties));
  const record = fc.record(model, { requiredKeys: required });
  if (loose.length === 0) return record;
  return fc
    .tuple(record, fc.tuple(...loose.map(() => fc.string({ maxLength: 8 }))))
    .map(([value, extras]) => ({
      ...value,
      ...Object.fromEntries(loose.map((name, i) => [name, extras[i]])),
    }));
}

function arbitraryAt(document: OpenApiDocument, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = flatten(document, raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const shared: Schema = { ...schema };
    delete shared.oneOf;
    delete shared.anyOf;
    return fc.oneof(
      ...branches.map((branch) => {
        const part = flatten(document, branch);
        return arbitraryAt(
          document,
          {
            ...shared,
            ...part,
            properties: { ...shared.properties, ...part.properties },
            required: [...new Set([...(shared.required ?? []), ...(part.required ?? [])])],
          },
          depth,
        );
      }),
    );
  }
  const types = [schema.type ?? (schema.properties ? "object" : schema.items ? "array" : undefined)].flat();
  const generated = fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      if (type === "string") return stringArbitrary(schema);
      if (type === "integer") return numberArbitrary(schema, true);
      if (type === "number") return numberArbitrary(schema, false);
      if (type === "boolean") return fc.boolean();
      if (type === "null") return fc.constant(null);
      if (type === "array")
        return depth > maxDepth
          ? fc.constant([])
          : fc.array(arbitraryAt(document, schema.items ?? {}, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
            });
      if (type === "object")
        return depth > maxDepth ? fc.constant({}) : objectArbitrary(document, schema, depth);
      return fc.jsonValue({ maxDepth: 1 });
    }),
  );
  // The document's own examples reach the values the sandbox knows (a published biller, a
  // destination it may send to), which random strings almost never hit.
  const examples = [...(schema.examples ?? []), ...(schema.example !== undefined ? [schema.example] : [])];
  return examples.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: generated, weight: 2 })
    : generated;
}

/** Values for `schema`, a schema of `document` (its `$ref`s resolve inside it). */
export function schemaArbitrary(document: OpenApiDocument, schema: SchemaObject): fc.Arbitrary<unknown> {
  return arbitraryAt(document, schema, 0);
}

/** A value of a different JSON type than `schema` declares, for the wrong-type variants. */
export function wrongTypeValue(document: OpenApiDocument, schema: SchemaObject): unknown {
  const flat = flatten(document, schema);
  const types = [flat.type ?? (flat.properties ? "object" : "")].flat();
  if (types.includes("string")) return types.includes("object") ? true : 12345;
  if (types.includes("integer") || types.includes("number")) return "not a number";
  if (types.includes("boolean")) return "yes";
  if (types.includes("array")) return { not: "an array" };
  if (types.includes("object")) return ["not", "an", "object"];
  return undefined;
}

/** The schema of each property an object schema declares, `allOf` and `$ref` followed. */
export function propertySchemas(document: OpenApiDocument, schema: SchemaObject) {
  const flat = flatten(document, schema);
  return { properties: flat.properties ?? {}, required: flat.required ?? [] };
}
