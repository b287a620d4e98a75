import { Marked, type Tokens } from "marked";
import { markOnboarding } from "../markdown/onboarding-mark";

const marked = new Marked({ gfm: true, async: false });

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
