/** Cell formats for the table. Missing figures show as a dash rather than as zero. */
const dash = "–";

/** Kibibytes, as the byte budgets (scripts/check-budgets.ts) count them: `12.3 KB`. */
export function kilobytes(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? dash : `${(bytes / 1024).toFixed(1)} KB`;
}

export function seconds(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined ? dash : `${value.toFixed(digits)} s`;
}

/** A time measured in milliseconds, shown in seconds: `1.23 s`. */
export function secondsFromMilliseconds(value: number | null | undefined, digits = 2): string {
  return seconds(value === null || value === undefined ? value : value / 1000, digits);
}

export function milliseconds(value: number | null | undefined): string {
  return value === null || value === undefined ? dash : `${Math.round(value).toLocaleString("en")} ms`;
}

/** A plain number with thousands separators and the given decimals. */
export function count(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? dash
    : value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A Lighthouse category score, 0–100. */
export function score(value: number | null | undefined): string {
  return value === null || value === undefined ? dash : String(Math.round(value));
}

export function layoutShift(value: number | null | undefined): string {
  return value === null || value === undefined ? dash : value.toFixed(3);
}

/** Shortens a long message (a build error) to fit a table cell. */
export function truncate(text: string, length = 110): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}
