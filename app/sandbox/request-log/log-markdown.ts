import { heading, joinBlocks } from "../../../core/markdown/markdown-syntax";
import { requestLogHeadings as headings, requestLogPage, type RequestLogFacts } from "./log-facts";

/** The request log's page as Markdown: the same text as the page; the calls themselves are the page's. */
export function requestLogMarkdown(facts: RequestLogFacts, origin: string, level = 2): string {
  return joinBlocks([
    heading(level, headings.section.text),
    facts.intro,
    heading(level + 1, headings.find.text),
    facts.find.map((line) => `- ${line}`).join("\n"),
    facts.kept,
    heading(level + 1, headings.viewer.text),
    `Open ${origin}${requestLogPage} in a browser to see your calls, filter them, follow new ones, copy one as cURL or open it in the try-it console.`,
    heading(level + 1, headings.api.text),
    ...facts.api,
  ]);
}
