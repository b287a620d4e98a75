import { Marked } from "marked";

const marked = new Marked({ gfm: true, async: false });

/** Markdown from an OpenAPI description to HTML, at build time. */
export function renderMarkdown(markdown: string | undefined): string {
  if (!markdown?.trim()) return "";
  return marked.parse(markdown, { async: false });
}

/** A single line of Markdown without the surrounding paragraph, for table cells and list items. */
export function renderInlineMarkdown(markdown: string | undefined): string {
  if (!markdown?.trim()) return "";
  return marked.parseInline(markdown, { async: false });
}
