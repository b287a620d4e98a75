/**
 * A page with neither a guide nor an API document (the home and search pages), as Markdown: its
 * title and summary, and the topics it covers when it lists any.
 */
import { blockquote, escapeText, heading, joinBlocks } from "./markdown-syntax";

export type OutlinePage = { title: string; description: string; topics: readonly string[] };

export function outlineMarkdown({ title, description, topics }: OutlinePage): string {
  return `${joinBlocks([
    heading(1, title),
    blockquote(escapeText(description)),
    topics.length > 0 ? heading(2, "What this page covers") : "",
    topics.map((topic) => `- ${escapeText(topic)}`).join("\n"),
  ])}\n`;
}
