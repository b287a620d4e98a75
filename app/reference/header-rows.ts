/** One header as the console edits it: a row with its own key, so React keeps focus as rows go. */
export type HeaderRow = { key: number; name: string; value: string };

let nextKey = 0;

/** A fresh row, empty unless given a header, e.g. `headerRow("Content-Type", "application/json")`. */
export function headerRow(name = "", value = ""): HeaderRow {
  nextKey += 1;
  return { key: nextKey, name, value };
}

export type ParsedHeaderRows = { ok: true; headers: [string, string][] } | { ok: false; message: string };

const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The headers to send: rows left wholly empty are skipped, a name must be an HTTP token and a
 * value may not span lines. The message names the row, counted from 1.
 */
export function headersOfRows(rows: readonly HeaderRow[]): ParsedHeaderRows {
  const headers: [string, string][] = [];
  for (const [index, row] of rows.entries()) {
    const name = row.name.trim();
    const value = row.value.trim();
    if (name === "" && value === "") continue;
    if (!tokenPattern.test(name))
      return {
        ok: false,
        message:
          name === ""
            ? `Header row ${index + 1} has a value but no name.`
            : `Header row ${index + 1}: "${name}" is not a header name (letters, digits and - only).`,
      };
    if (/[\r\n]/.test(value)) return { ok: false, message: `Header row ${index + 1}: a value is one line.` };
    headers.push([name, value]);
  }
  return { ok: true, headers };
}
