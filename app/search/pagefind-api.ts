/**
 * The part of Pagefind's browser API the search uses, and its loader. The bundle is written by
 * the build into /pagefind/ and imported at first use, so pages that never search never load it.
 */

export type PagefindWordLocation = { weight: number; balanced_score: number; location: number };

/** An element with an id on the indexed page; `location` is the index of its first word. */
export type PagefindAnchor = { element: string; id: string; text?: string; location: number };

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations: PagefindWordLocation[];
};

/** A result's data: `content` split on whitespace is what word locations index into. */
export type PagefindFragment = {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
  weighted_locations: PagefindWordLocation[];
};

export type PagefindResult = { id: string; score: number; data: () => Promise<PagefindFragment> };

export type PagefindFilterCounts = Record<string, Record<string, number> | undefined>;

export type PagefindSearch = {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: PagefindFilterCounts;
  totalFilters: PagefindFilterCounts;
};

export type PagefindRanking = { pageLength?: number; termSaturation?: number; termFrequency?: number };

export type Pagefind = {
  options: (options: { noWorker?: boolean; basePath?: string; ranking?: PagefindRanking }) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string | string[]> },
  ) => Promise<PagefindSearch | null>;
  filters: () => Promise<PagefindFilterCounts>;
  preload: (term: string) => Promise<void>;
};

/** Where the build writes Pagefind's bundle (scripts/search-index.ts). */
export const pagefindUrl = "/pagefind/pagefind.js";

/**
 * Pagefind's defaults (pageLength 0.75, termSaturation 1.4) favour short pages: a field that a
 * two-screen guide mentions once outranked the guide that defines it and mentions it twenty
 * times. Here the long pages (API references, the main guides) are where terms are defined, so
 * length counts for less and repetition for more.
 */
export const ranking: PagefindRanking = { pageLength: 0.25, termSaturation: 2 };

let loading: Promise<Pagefind> | undefined;

/** Pagefind, imported and initialised once per page load, on first call. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ pagefindUrl) as Promise<Pagefind>)
    .then(async (pagefind) => {
      // The main thread, not a worker: a worker script would run under the policy the server
      // gives non-page files, which allows neither fetch nor WebAssembly.
      await pagefind.options({ noWorker: true, ranking });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // Let a later attempt retry, e.g. after a dropped connection.
      loading = undefined;
      throw error;
    });
  return loading;
}
