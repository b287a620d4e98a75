/**
 * Small builders for Markdown syntax, so the page generators read as structure rather than as
 * string escaping. Output follows CommonMark with GFM tables.
 */

/** A heading; levels past 6 stay at 6 because Markdown has no deeper heading. */
export function heading(level: number, text: string): string {
  return `${"#".repeat(Math.min(Math.max(level, 1), 6))} ${text.replace(/\s+/g, " ").trim()}`;
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function fence(code: string, info = ""): string {
  const longestRun = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marker = "`".repeat(Math.max(3, longestRun + 1));
  return `${marker}${info}\n${code.replace(/\n+$/, "")}\n${marker}`;
}

/** Inline code that survives backticks in the text: `` a`b `` rather than a broken span. */
export function inlineCode(text: string): string {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const marker = "`".repeat(longestRun + 1);
  const padded = text.startsWith("`") || text.endsWith("`") ? ` ${text} ` : text;
  return `${marker}${padded}${marker}`;
}

/**
 * Prose text with the characters that would otherwise start emphasis, code or HTML escaped.
 * Underscores inside words (`bbps_biller_id`) cannot start emphasis, so they stay as written.
 */
export function escapeText(text: string): string {
  return text.replace(/[\\*`<]/g, (character) => `\\${character}`).replace(/(^|\W)_|_(?=\W|$)/g, "$1\\_");
}

/** A GFM table; cells are single lines, with pipes escaped. */
export function table(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (text: string) =>
    text
      .replace(/\s*\n\s*/g, " ")
      .replace(/\|/g, "\\|")
      .trim() || " ";
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(columns), line(columns.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Markdown quoted line by line, blank lines included, so the quote stays one block. */
export function blockquote(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => (line.trim() ? `> ${line}` : ">"))
    .join("\n");
}

/** Indents every line but the first, for the continuation of a list item. */
export function indentContinuation(markdown: string, width: number): string {
  const pad = " ".repeat(width);
  return markdown
    .split("\n")
    .map((line, index) => (index === 0 || !line.trim() ? line : `${pad}${line}`))
    .join("\n");
}

/** Blocks separated by one blank line; empty blocks are dropped. */
export function joinBlocks(blocks: readonly (string | undefined | null | false)[]): string {
  return blocks
    .filter((block): block is string => typeof block === "string" && block.trim().length > 0)
    .map((block) => block.replace(/\n+$/, ""))
    .join("\n\n");
}
