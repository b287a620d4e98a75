/** FASTag times are India Standard Time with no zone written: `YYYY-MM-DDTHH:MM:SS`. */

const istOffsetMs = 330 * 60_000;

/** `YYYY-MM-DDTHH:MM:SS` in IST, e.g. 0 → `"1970-01-01T05:30:00"`. */
export function istTimestamp(epochMs: number): string {
  return new Date(epochMs + istOffsetMs).toISOString().slice(0, 19);
}

/** The recharge time's form, a space instead of `T`: `"2020-08-20 13:12:00"`. */
export function istSpacedTimestamp(epochMs: number): string {
  return istTimestamp(epochMs).replace("T", " ");
}

/** `YYYY-MM-DD` in IST. */
export function istDate(epochMs: number): string {
  return istTimestamp(epochMs).slice(0, 10);
}

/** Epoch milliseconds of an IST `YYYY-MM-DDTHH:MM:SS`; undefined if it is not one. */
export function epochOfIst(timestamp: string): number | undefined {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$/.test(timestamp)) return undefined;
  const epoch = Date.parse(`${timestamp}Z`) - istOffsetMs;
  return Number.isNaN(epoch) || istTimestamp(epoch) !== timestamp ? undefined : epoch;
}

/** Whether `text` is a real calendar date `YYYY-MM-DD` (not 2020-02-30). */
export function isCalendarDate(text: unknown): text is string {
  return typeof text === "string" && epochOfIst(`${text}T00:00:00`) !== undefined;
}
