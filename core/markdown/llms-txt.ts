/**
 * The llms.txt files (https://llmstxt.org): `/llms.txt` lists every page with its one-line summary
 * under `# title` and `> summary`; `/llms-full.txt` holds every page's Markdown in one file.
 */
import { blockquote, escapeText, heading, joinBlocks } from "./markdown-syntax";

export type LlmsLink = { title: string; url: string; description: string };
export type LlmsSection = { name: string; links: readonly LlmsLink[] };

export type LlmsIndex = {
  title: string;
  summary: string;
  /** Prose between the summary and the sections. */
  details: string;
  sections: readonly LlmsSection[];
};

/** `- [Title](url): summary` lines under one `##` heading per section. */
export function llmsTxt({ title, summary, details, sections }: LlmsIndex): string {
  return `${joinBlocks([
    heading(1, title),
    blockquote(escapeText(summary)),
    details,
    ...sections
      .filter((section) => section.links.length > 0)
      .map((section) =>
        joinBlocks([
          heading(2, section.name),
          section.links
            .map((link) => `- [${escapeText(link.title)}](${link.url}): ${escapeText(link.description)}`)
            .join("\n"),
        ]),
      ),
  ])}\n`;
}

export type LlmsDocument = { url: string; markdown: string };

/** Every page's Markdown in order, each introduced by the address it came from. */
export function llmsFullTxt(title: string, documents: readonly LlmsDocument[]): string {
  const parts = documents.map((document) =>
    joinBlocks([`<!-- Source: ${document.url} -->`, document.markdown]),
  );
  return `${joinBlocks([heading(1, title), ...parts.map((part) => `---\n\n${part}`)])}\n`;
}
