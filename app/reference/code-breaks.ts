/**
 * Where a long code may break when its table cell is narrow: after a slash, underscore, dot,
 * comma or colon (a hyphen already is a break point), never inside a word. Short codes stay one
 * part. `codeParts("POST /sandbox/api/transaction/status")` → `["POST /", "sandbox/", "api/", …]`.
 */
export function codeParts(code: string): string[] {
  if (code.length < 16) return [code];
  return code.split(/(?<=[/_.,:])(?=.)/);
}

/**
 * A table cell's HTML with a `<wbr>` at each of its codes' break points (see codeParts); the text
 * of the cell is unchanged. Codes are plain escaped text in the cells built from the documents.
 */
export function withCodeBreaks(html: string): string {
  return html.replace(
    /<code>([^<]*)<\/code>/g,
    (_, code: string) => `<code>${codeParts(code).join("<wbr>")}</code>`,
  );
}
