/**
 * Turns a Pagefind result into what the search shows: the page, and its best-matching sections,
 * each linking to the closest element with an id before the match. Pagefind's own sub-results
 * stop at headings; an API field, an error-code row or an operation has an id of its own, so a
 * match there links to it directly.
 */
import type { PagefindAnchor, PagefindFragment } from "./pagefind-api";

export type ExcerptPart = { text: string; highlight: boolean };
export type SectionHit = { title: string; url: string; excerpt: ExcerptPart[] };
export type PageHit = { url: string; title: string; area: string | undefined; sections: SectionHit[] };

const headingElement = /^h[1-6]$/;
/**
 * Ids the renderer gives on purpose. React's own (`_r_1_` from useId, `B:0` and `S:0` marking
 * Suspense boundaries in prerendered HTML) change between builds or mark nothing to read.
 */
const stableId = /^[A-Za-z][\w.-]*$/;
const excerptWords = 22;
const wordsBeforeMatch = 6;

function byLocation(anchors: readonly PagefindAnchor[]): PagefindAnchor[] {
  return anchors
    .map((anchor, order) => ({ anchor, order }))
    .filter(({ anchor }) => stableId.test(anchor.id) && anchor.id !== "main")
    .sort((a, b) => a.anchor.location - b.anchor.location || a.order - b.order)
    .map(({ anchor }) => anchor);
}

/**
 * The anchor a word belongs to: the last one starting at or before it. Of several starting at
 * the same word (an operation's section and its heading), the outermost, which comes first.
 */
function anchorAt(anchors: readonly PagefindAnchor[], location: number): PagefindAnchor | undefined {
  let found: PagefindAnchor | undefined;
  for (const anchor of anchors) {
    if (anchor.location > location) break;
    if (!found || anchor.location > found.location) found = anchor;
  }
  return found;
}

const trimWord = (word: string | undefined) => (word ?? "").replace(/^[^\w]+|[^\w]+$/g, "");

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Which query term a matched word answers, by the longest shared start: Pagefind matches stems
 * (`retry` finds `retries`) and prefixes, and says only where a match is, not for which term.
 */
function termOf(word: string | undefined, terms: readonly string[]): number {
  const normal = trimWord(word).toLowerCase();
  let found = -1;
  let longest = 0;
  terms.forEach((term, index) => {
    const shared = commonPrefix(normal, term);
    if (shared > longest && shared >= Math.min(term.length, 4)) {
      found = index;
      longest = shared;
    }
  });
  return found;
}

function sectionTitle(
  anchor: PagefindAnchor,
  headings: readonly PagefindAnchor[],
  words: readonly string[],
): string {
  const heading = anchorAt(headings, anchor.location);
  const headingText = heading?.text?.trim() || (heading ? trimWord(words[heading.location]) : "");
  if (heading && heading.location === anchor.location) return headingText;
  // A field or an error-code row: its first word is its name (`acknowledgementId`, `ERR131`).
  const label = anchor.text?.trim() || trimWord(words[anchor.location]);
  return headingText ? `${headingText} › ${label}` : label;
}

function excerpt(words: readonly string[], matches: ReadonlySet<number>, first: number): ExcerptPart[] {
  const start = Math.max(0, first - wordsBeforeMatch);
  const end = Math.min(words.length, start + excerptWords);
  const parts: ExcerptPart[] = [];
  for (let index = start; index < end; index++) {
    const highlight = matches.has(index);
    const text = `${index === start ? "" : " "}${words[index] ?? ""}`;
    const last = parts.at(-1);
    if (last && !last.highlight && !highlight) last.text += text;
    else if (highlight && text.startsWith(" ")) {
      // Keep the space outside the highlight so only the word is marked.
      if (last && !last.highlight) last.text += " ";
      else parts.push({ text: " ", highlight: false });
      parts.push({ text: text.slice(1), highlight: true });
    } else parts.push({ text, highlight });
  }
  if (start > 0) parts.unshift({ text: "… ", highlight: false });
  if (end < words.length) parts.push({ text: " …", highlight: false });
  return parts;
}

type Section = { anchor: PagefindAnchor | undefined; score: number; first: number; terms: Set<number> };

/**
 * Sections first that have an anchor: the page's title and intro are what the page itself (the
 * group) stands for. Then those that match more of the query's terms (`settlement retry`: the
 * section on retries of settlements, before one that says "settlement" ten times), then score.
 */
function bestFirst(a: Section, b: Section): number {
  return (
    Number(!a.anchor) - Number(!b.anchor) ||
    b.terms.size - a.terms.size ||
    b.score - a.score ||
    a.first - b.first
  );
}

type PageText = {
  content: string;
  anchorList: readonly PagefindAnchor[];
  words: string[];
  anchors: PagefindAnchor[];
  headings: PagefindAnchor[];
};

const pageTexts = new WeakMap<PagefindFragment, PageText>();

/**
 * A page's words and linkable anchors, worked out once per page: Pagefind hands back the same
 * object for a page on every query (setting only its matches anew), and splitting a reference
 * page's 90 KB of text took longer than the rest of its hit.
 */
function pageText(fragment: PagefindFragment): PageText {
  const known = pageTexts.get(fragment);
  if (known && known.content === fragment.content && known.anchorList === fragment.anchors) return known;
  const anchors = byLocation(fragment.anchors);
  const text: PageText = {
    content: fragment.content,
    anchorList: fragment.anchors,
    words: fragment.content.split(/\s+/).filter(Boolean),
    anchors,
    headings: anchors.filter((anchor) => headingElement.test(anchor.element)),
  };
  pageTexts.set(fragment, text);
  return text;
}

/** The page and up to `maxSections` of its sections for `query`, best first. */
export function pageHit(fragment: PagefindFragment, query: string, maxSections = 3): PageHit {
  const { words, anchors, headings } = pageText(fragment);
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  const title = fragment.meta.title ?? fragment.url;
  const matches = new Set(fragment.weighted_locations.map((word) => word.location));

  const sections = new Map<string, Section>();
  for (const word of fragment.weighted_locations) {
    const anchor = anchorAt(anchors, word.location);
    const key = anchor?.id ?? "";
    const section = sections.get(key) ?? { anchor, score: 0, first: word.location, terms: new Set() };
    section.score += word.balanced_score;
    section.first = Math.min(section.first, word.location);
    const term = termOf(words[word.location], terms);
    if (term >= 0) section.terms.add(term);
    sections.set(key, section);
  }

  return {
    url: fragment.url,
    title,
    area: fragment.filters.area?.[0],
    sections: [...sections.values()]
      .sort(bestFirst)
      .slice(0, maxSections)
      .map(({ anchor, first }) => ({
        title: anchor ? sectionTitle(anchor, headings, words) : title,
        url: anchor ? `${fragment.url}#${anchor.id}` : fragment.url,
        excerpt: excerpt(words, matches, first),
      })),
  };
}
