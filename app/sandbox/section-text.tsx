import { Fragment, type ReactNode } from "react";
import { CaptionedTable } from "../reference/CaptionedTable";
import { codeParts } from "../reference/code-breaks";
import type { FactsTable } from "./bill-payment/sandbox-section-data";

const pattern = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A code span; in a table cell, one that may break at its separators (code-breaks.ts). */
function codeNode(code: string, key: number, breaks: boolean): ReactNode {
  const parts = breaks ? codeParts(code) : [code];
  if (parts.length === 1) return <code key={key}>{code}</code>;
  return (
    <code key={key}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * The little inline Markdown that section texts use, as React nodes: `code`, **strong**,
 * *emphasis* and [links](href), e.g. "open **Try it**" → open <strong>Try it</strong>. Anything
 * else stays as written. Small on purpose, so that a section's script needs no Markdown library.
 */
export function inlineMarkdown(text: string, codeBreaks = false): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, code, strong, emphasis, label, href] = match;
    const key = match.index;
    if (code !== undefined) nodes.push(codeNode(code, key, codeBreaks));
    else if (strong !== undefined) nodes.push(<strong key={key}>{inlineMarkdown(strong)}</strong>);
    else if (emphasis !== undefined) nodes.push(<em key={key}>{inlineMarkdown(emphasis)}</em>);
    else
      nodes.push(
        <a key={key} href={href}>
          {inlineMarkdown(label ?? "")}
        </a>,
      );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A table of a section's facts, its cells inline Markdown. */
export function FactsTableView({ table }: { table: FactsTable }) {
  return (
    <CaptionedTable
      caption={table.caption}
      columns={table.columns}
      // A row's first cell names it and stays whole; the others may break their codes.
      rows={table.rows.map((row) => row.map((cell, column) => inlineMarkdown(cell, column > 0)))}
      rowIds={table.rowIds}
    />
  );
}

/** A list of a section's facts, each inline Markdown. */
export function FactsList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{inlineMarkdown(item)}</li>
      ))}
    </ul>
  );
}
