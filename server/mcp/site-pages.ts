/**
 * The portal's pages as Markdown: the same `.md` copies the site serves beside every page (written
 * at build time by scripts/machine-readable-docs.ts), read from the built site in memory, whole or
 * one section at a time.
 */
import { findPage, pages, redirectTarget, type Page } from "../../content/site";
import { markdownPath } from "../../core/markdown/markdown-path";
import type { StaticSite } from "../static-site";

export type PageSection = { level: number; title: string; slug: string; start: number; end: number };

/** A heading's anchor as the pages make it (rehype-slug): lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s/g, "-");
}

const headingLine = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/** The headings of a Markdown text (outside code fences), each with the text range its section covers. */
export function sectionsOf(markdown: string): PageSection[] {
  const lines = markdown.split("\n");
  const found: Omit<PageSection, "end">[] = [];
  let offset = 0;
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : headingLine.exec(line);
    if (match) {
      const title = match[2]!.replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, "$1");
      found.push({ level: match[1]!.length, title, slug: slugOf(title), start: offset });
    }
    offset += line.length + 1;
  }
  return found.map((section, index) => {
    const next = found.slice(index + 1).find((later) => later.level <= section.level);
    return { ...section, end: next ? next.start : markdown.length };
  });
}

/**
 * The site path a caller means: a path, a page URL on any host, a `.md` copy's path, with or
 * without a `#section`; redirected paths as the site redirects them.
 */
export function parsePageReference(reference: string): { path: string; section: string | undefined } {
  const trimmed = reference.trim();
  let path = trimmed;
  let section: string | undefined;
  try {
    const url = new URL(trimmed, "http://portal.invalid");
    path = url.pathname;
    section = url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined;
  } catch {
    // Not a URL: taken as a path below.
  }
  if (path === "/index.md") path = "/";
  else if (path.endsWith(".md")) path = path.slice(0, -3);
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return { path: redirectTarget(path) ?? path, section: section || undefined };
}

export type PageRead =
  | { ok: true; page: Page; markdown: string; section: PageSection | undefined }
  | { ok: false; message: string };

/** Which of `sections` a caller's `wanted` names: by anchor, then by title, then by a title that contains it. */
export function findSection(sections: readonly PageSection[], wanted: string): PageSection | undefined {
  const slug = slugOf(wanted);
  const lower = wanted.toLowerCase();
  return (
    sections.find((section) => section.slug === slug) ??
    sections.find((section) => section.title.toLowerCase() === lower) ??
    sections.find((section) => section.title.toLowerCase().includes(lower))
  );
}

export type SitePages = {
  /** A page (or one section of it) as Markdown. */
  read: (reference: string, section?: string) => PageRead;
  /** Every page with a Markdown copy, in site-map order. */
  list: () => { page: Page; markdown: string }[];
};

export function createSitePages(site: StaticSite): SitePages {
  const markdownOf = (page: Page) => site.files.get(markdownPath(page.path))?.body.toString("utf8");
  return {
    read(reference, wantedSection) {
      const { path, section: fromUrl } = parsePageReference(reference);
      const page = findPage(path);
      if (!page)
        return {
          ok: false,
          message: `No page at ${path}. Search the docs to find one, or list them: ${pages.map((candidate) => candidate.path).join(", ")}.`,
        };
      const markdown = markdownOf(page);
      if (markdown === undefined)
        return { ok: false, message: `${path} has no Markdown copy in this build.` };
      const wanted = wantedSection ?? fromUrl;
      if (!wanted) return { ok: true, page, markdown, section: undefined };
      const sections = sectionsOf(markdown);
      const section = findSection(sections, wanted);
      if (!section)
        return {
          ok: false,
          message: `${path} has no section "${wanted}". Its sections: ${sections
            .filter((candidate) => candidate.level <= 3)
            .map((candidate) => candidate.title)
            .join("; ")}.`,
        };
      return { ok: true, page, markdown: markdown.slice(section.start, section.end).trimEnd(), section };
    },
    list: () =>
      pages.flatMap((page) => {
        const markdown = markdownOf(page);
        return markdown === undefined ? [] : [{ page, markdown }];
      }),
  };
}
