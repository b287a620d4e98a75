import { htmlToText } from "../../core/markdown/html-to-markdown";
import {
  blockquote,
  escapeText,
  fence,
  heading,
  inlineCode,
  joinBlocks,
  table,
} from "../../core/markdown/markdown-syntax";
import type { QuickstartView } from "./load-quickstart.server";

const fenceLanguage: Record<string, string> = { curl: "sh", csharp: "csharp" };

/** A quickstart page as Markdown: what the program prints, how to run it, and every program. */
export function quickstartMarkdown(
  page: { title: string; description: string },
  view: QuickstartView,
): string {
  return `${joinBlocks([
    heading(1, page.title),
    blockquote(escapeText(page.description)),
    escapeText(view.description),
    "The program calls this portal's sandbox with its published test values, so it runs as you copy it. To call production, replace the base URL and the values with the ones issued to you during onboarding.",
    heading(2, "What it prints"),
    `One line per step: the step, then the ${view.code === "statusCode" ? "answer's `statusCode`" : "HTTP status"}. It stops with an error at the first step that does not answer as shown.`,
    view.steps
      .map(
        (step, index) =>
          `${index + 1}. ${inlineCode(step.name)} ${inlineCode(step.code)}${step.detail ? ` and ${escapeText(step.detail)}` : ""}`,
      )
      .join("\n"),
    heading(2, "Run it"),
    table(
      ["Language", "Save as", "Needs", "Run"],
      view.programs.map((program) => [
        program.label,
        inlineCode(program.file),
        escapeText(program.needs),
        inlineCode(program.run),
      ]),
    ),
    heading(2, "The program"),
    ...view.programs.map((program) =>
      joinBlocks([
        `**${program.label}** (${inlineCode(program.file)})`,
        fence(htmlToText(program.html), fenceLanguage[program.language] ?? program.language),
      ]),
    ),
  ])}\n`;
}
