import { Marked } from "marked";

const marked = new Marked({ gfm: true, async: false });

/**
 * Markdown from an OpenAPI description to HTML, at build time. A single paragraph comes without
 * its `<p>`: most field descriptions are one sentence, and pages carry thousands of them.
 */
export function renderMarkdown(markdown: string | undefined): string {
  if (!markdown?.trim()) return "";
  const blocks = marked.lexer(markdown).filter((token) => token.type !== "space");
  if (blocks.length === 1 && blocks[0]?.type === "paragraph") return renderInlineMarkdown(markdown.trim());
  return marked.parse(markdown, { async: false });
}

/** A single line of Markdown without the surrounding paragraph, for table cells and list items. */
export function renderInlineMarkdown(markdown: string | undefined): string {
  if (!markdown?.trim()) return "";
  return marked.parseInline(markdown, { async: false });
}
