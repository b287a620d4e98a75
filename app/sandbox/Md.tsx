import { renderInlineMarkdown } from "../../core/openapi/markdown";

/**
 * A line of a sandbox page's inline Markdown, rendered at build time as the reference's
 * descriptions are (the facts it is used for travel as prerendered HTML only).
 */
export function Md({ text }: { text: string }) {
  return <span dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(text) }} />;
}
