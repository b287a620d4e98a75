/**
 * What the try-it console remembers from one call to prefill the next, in the page only: the
 * `data` fields each operation answered, so `<context from bill-fetch-request>` in get-fetched-bill's
 * example becomes the context bill-fetch-request just returned, and `<amount>` the bill's amount.
 */
export type TryItMemory = {
  /** By operation path name (`bill-fetch-request`): the scalar fields of its last `data`. */
  byOperation: Record<string, Record<string, string | number>>;
  /** The latest value of each field, whichever operation answered it. */
  latest: Record<string, string | number>;
};

export const emptyMemory = (): TryItMemory => ({ byOperation: {}, latest: {} });

function scalars(value: unknown): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  if (!value || typeof value !== "object" || Array.isArray(value)) return fields;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (typeof field === "string" || typeof field === "number") fields[key] = field;
  }
  return fields;
}

/**
 * The memory after `operation` (a path name) answered `body`: its `data`'s scalar fields, and the
 * fetched bill's `amount`. Failures teach nothing, so a body without `data` leaves memory alone.
 */
export function remember(memory: TryItMemory, operation: string, body: unknown): TryItMemory {
  if (!body || typeof body !== "object") return memory;
  const data = (body as { data?: unknown }).data;
  const fields = { ...scalars(data), ...scalars((data as { bill?: unknown } | undefined)?.bill) };
  if (Object.keys(fields).length === 0) return memory;
  return {
    byOperation: { ...memory.byOperation, [operation]: fields },
    latest: { ...memory.latest, ...fields },
  };
}

const placeholder = /<([A-Za-z_]+)(?: from ([a-z-]+))?>/g;

function recall(memory: TryItMemory, field: string, operation: string | undefined, today: string) {
  const remembered = operation ? memory.byOperation[operation]?.[field] : memory.latest[field];
  return remembered ?? (field === "txnDate" ? today : undefined);
}

/**
 * A value with its `<field>` and `<field from operation>` placeholders filled from memory, or
 * left as they are when nothing was remembered; inside a longer string too (`Bearer <token>`). `today` fills `<txnDate>` when no transaction
 * date is known. Objects and arrays are filled all the way down.
 */
export function fillPlaceholders(value: unknown, memory: TryItMemory, today: string): unknown {
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, memory, today));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => [
        key,
        fillPlaceholders(field, memory, today),
      ]),
    );
  if (typeof value !== "string") return value;
  // A whole-value placeholder keeps the remembered type (an amount stays a number).
  const whole = new RegExp(`^${placeholder.source}$`).exec(value);
  if (whole) return recall(memory, whole[1] ?? "", whole[2], today) ?? value;
  return value.replaceAll(placeholder, (text, field: string, operation: string | undefined) =>
    String(recall(memory, field, operation, today) ?? text),
  );
}
