import { emptyMemory, remember, type TryItMemory } from "./try-it-memory";

/**
 * Markers in sandbox code samples: `<field from operation>` stands for a value only an earlier
 * call can give (`<context from bill-fetch-request>`, `<token from token>`), the convention of the
 * documents' examples and the trigger tables. Whoever runs the samples in flow order fills them
 * from the answers so far; a marker nothing has answered is an error, never sent as it stands.
 */

/** What earlier answers said, by operation name; the try-it console's memory, so either can fill the other's. */
export type SampleMemory = TryItMemory;

export const emptySampleMemory = (): SampleMemory => emptyMemory();

const markerPattern = /<([A-Za-z_][A-Za-z0-9_]*) from ([a-z0-9-]+)>/g;

/**
 * The name markers give the call to `path`: its last segment, e.g. `bill-fetch-request` for
 * `/sandbox/api/bills/uat/bill-fetch-request`, `notification-urls` for `/sandbox/fastag/notification-urls`.
 */
export function markerOperation(path: string): string {
  const [withoutQuery = ""] = path.split("?");
  return withoutQuery.split("/").filter(Boolean).at(-1) ?? "";
}

/**
 * The memory after `operation` (a path name, see `markerOperation`) answered `body`: the scalar
 * fields of its `data` and `data.bill`, as the try-it console reads them, and of the body itself,
 * where the deliveries API answers (`{ id, ... }`). A field of `data` wins over one of the same name
 * at the top.
 */
export function rememberAnswer(memory: SampleMemory, operation: string, body: unknown): SampleMemory {
  // `remember` reads the scalars of `data`: handed the body as `data`, it reads the top level.
  const topLevel = remember(emptyMemory(), operation, { data: body }).byOperation[operation];
  const inData = remember(emptyMemory(), operation, body).byOperation[operation];
  const fields = { ...topLevel, ...inData };
  if (Object.keys(fields).length === 0) return memory;
  return {
    byOperation: { ...memory.byOperation, [operation]: fields },
    latest: { ...memory.latest, ...fields },
  };
}

/** The distinct markers in `text`, in order of first appearance, e.g. `["<token from token>"]`. */
export function sampleMarkers(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(markerPattern), (match) => match[0]))];
}

// A value is written into string literals of seven languages and into URL paths as it stands, so
// one that would need escaping there must stop the run rather than break the sample.
const unsafeInSample = /["'\\`$\s]/;

export type FillOptions = {
  /** A templated path's parameters, e.g. `{ deliveryId: "<id from deliveries>" }` for `{deliveryId}`. */
  pathParameters?: Readonly<Record<string, string>>;
};

/**
 * `text` (a sample, in any language) with each `{parameter}` of `pathParameters` and then each
 * marker replaced by what `memory` holds, as plain text. Throws, naming the marker, when no
 * earlier answer gave its value.
 *
 * @example fillMarkers('{"context":"<context from bill-fetch-request>"}', memory) // '{"context":"eyJr…"}'
 */
export function fillMarkers(text: string, memory: SampleMemory, options: FillOptions = {}): string {
  let filled = text;
  for (const [name, value] of Object.entries(options.pathParameters ?? {})) {
    filled = filled.replaceAll(`{${name}}`, value);
  }
  return filled.replace(markerPattern, (marker, field: string, operation: string) => {
    const answered = memory.byOperation[operation];
    const value = answered?.[field];
    if (value === undefined) {
      const known = answered
        ? `it answered ${Object.keys(answered).join(", ")}`
        : "no answer from it is known";
      throw new Error(`Nothing fills ${marker}: ${operation} has not answered ${field} (${known}).`);
    }
    const text = String(value);
    if (unsafeInSample.test(text))
      throw new Error(`${marker} is ${JSON.stringify(text)}, which a sample cannot hold unescaped.`);
    return text;
  });
}
