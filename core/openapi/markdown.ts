import { Marked, type Tokens } from "marked";
import { markOnboarding } from "../markdown/onboarding-mark";
import { cellLabels } from "../markdown/stacked-tables";

const attributeText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/"/g, "&quot;")
    .trim();

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // A table scrolls in its own box, which takes focus so a keyboard can scroll it; the cells of a
    // wide one carry their column's name, for the stacked rows phones show (stacked-tables.ts).
    table(token) {
      const cell = (tag: "th" | "td", content: string, label?: string) =>
        `<${tag}${label ? ` data-label="${attributeText(label)}"` : ""}>${content}</${tag}>`;
      const head = token.header.map((column) => this.parser.parseInline(column.tokens));
      const labels = cellLabels(head);
      const rows = token.rows.map(
        (row) =>
          `<tr>${row.map((column, index) => cell("td", this.parser.parseInline(column.tokens), labels[index])).join("")}</tr>`,
      );
      return `<div class="table-scroll" tabindex="0"><table><thead><tr>${head.map((content) => cell("th", content)).join("")}</tr></thead>${rows.length > 0 ? `<tbody>${rows.join("")}</tbody>` : ""}</table></div>\n`;
    },
  },
});

/**
 * Markdown from an OpenAPI description to HTML, at build time. A single paragraph comes without
 * its `<p>`: most field descriptions are one sentence, and pages carry thousands of them.
 * `topHeading` is the level the description's highest heading takes on the page (the others keep
 * their distance from it), so a description's `###` still follows the page's outline.
 */
export function renderMarkdown(
  markdown: string | undefined,
  { topHeading }: { topHeading?: number } = {},
): string {
  if (!markdown?.trim()) return "";
  const tokens = marked.lexer(markdown);
  const blocks = tokens.filter((token) => token.type !== "space");
  if (blocks.length === 1 && blocks[0]?.type === "paragraph") return renderInlineMarkdown(markdown.trim());
  const headings = tokens.filter((token): token is Tokens.Heading => token.type === "heading");
  if (topHeading !== undefined && headings.length > 0) {
    const shift = topHeading - Math.min(...headings.map((heading) => heading.depth));
    for (const heading of headings) heading.depth = Math.min(6, heading.depth + shift);
  }
  return markOnboarding(marked.parser(tokens));
}

/** A single line of Markdown without the surrounding paragraph, for table cells and list items. */
export function renderInlineMarkdown(markdown: string | undefined): string {
  if (!markdown?.trim()) return "";
  return markOnboarding(marked.parseInline(markdown, { async: false }));
}
