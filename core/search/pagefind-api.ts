/**
 * The part of Pagefind's browser API the search uses, and its loader. The bundle is written by
 * the build into /pagefind/ and imported at first use, so pages that never search never load it.
 */
import { pagefindUrl } from "./pagefind-url";

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

export type PagefindSearchOptions = { filters?: Record<string, string | string[]> };

export type Pagefind = {
  options: (options: { noWorker?: boolean; basePath?: string; ranking?: PagefindRanking }) => Promise<void>;
  init: () => Promise<void>;
  /** `null` lists every page, with no matches, as the "search" for a filter alone. */
  search: (term: string | null, options?: PagefindSearchOptions) => Promise<PagefindSearch | null>;
  filters: () => Promise<PagefindFilterCounts>;
  /** Loads the index chunks `term` needs, without searching. */
  preload: (term: string, options?: PagefindSearchOptions) => Promise<void>;
};

/**
 * Pagefind's defaults (pageLength 0.75, termSaturation 1.4) favour short pages: a field that a
 * two-screen guide mentions once outranked the guide that defines it and mentions it twenty
 * times. Here the long pages (API references, the main guides) are where terms are defined, so
 * length counts for less and repetition for more.
 */
export const ranking: PagefindRanking = { pageLength: 0.25, termSaturation: 2 };

/** Pagefind, initialised, with the data loader the search uses instead of `result.data()`. */
export type SearchIndex = {
  pagefind: Pagefind;
  /** A result's data for the query that found it (see `pageDataLoader`). */
  data: (result: PagefindResult) => Promise<PagefindFragment>;
};

/** What Pagefind keeps of a loaded page beyond its documented data (Pagefind 1.x). */
type CachedFragment = PagefindFragment & { raw_content?: string };

/**
 * Loads results' data without the work Pagefind would repeat for them on every query.
 *
 * Pagefind's `data()` builds an excerpt and sub-results each time it is called, each one a pass
 * over the page's whole text: a query matching forty sections of a 90 KB reference page made
 * forty passes, most of a query's time (bench/search.ts measures it). The dialog shows neither;
 * page-hits.ts builds its own from `content`, `anchors` and `weighted_locations`. Pagefind keeps
 * one object per page and builds both from the escaped copy of its text (`raw_content`) it makes
 * on the first load. So each page is first loaded through its match-less result in the listing of
 * all pages (`search(null)`: one pass, no sub-results), and that copy is then blanked: every
 * later `data()` of the page is cheap, and `content` stays whole. If a Pagefind version keeps
 * these differently, blanking changes nothing and `data()` is as slow as before
 * (pagefind-api.test.ts pins this against the installed Pagefind).
 */
export function pageDataLoader(listing: readonly PagefindResult[] | Promise<readonly PagefindResult[]>) {
  const unmatched = Promise.resolve(listing).then(
    (results) => new Map(results.map((result) => [result.id, result])),
  );
  const loaded = new Map<string, Promise<void>>();
  const load = (id: string): Promise<void> => {
    let loading = loaded.get(id);
    if (!loading) {
      loading = unmatched
        .then((results) => results.get(id)?.data())
        .then((fragment?: CachedFragment) => {
          // A blank rather than "", which Pagefind would take for "not made yet".
          if (fragment && typeof fragment.raw_content === "string") fragment.raw_content = " ";
        });
      loading.catch(() => loaded.delete(id));
      loaded.set(id, loading);
    }
    return loading;
  };
  const data = async (result: PagefindResult): Promise<PagefindFragment> => {
    await load(result.id);
    return result.data();
  };
  // Loads a page's data and hands it to no one. A warm-up must not call `data()`: that sets the
  // page's matches on the one object Pagefind keeps for it, and a listing's call, landing just
  // after a query's, left that query's page with no matches, and out of its results.
  const preload = (result: PagefindResult): Promise<void> => load(result.id);
  return Object.assign(data, { preload });
}

type Idle = (callback: () => void) => void;

const whenIdle: Idle = (callback) => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
};

/**
 * Loads every listed page's data through `preload`, one page per idle moment. A query's first
 * results then find their data at hand: fetching it was most of a cold query's time. It costs a
 * reader who opened search the rest of the fragments (about 120 KB compressed), and nothing to
 * anyone else.
 */
export function warmPageData(
  listing: readonly PagefindResult[],
  preload: (result: PagefindResult) => Promise<void>,
  idle: Idle = whenIdle,
): void {
  const waiting = [...listing];
  const next = () => {
    const result = waiting.shift();
    if (!result) return;
    preload(result)
      .catch(() => {
        // Loaded again, and reported, by the query that needs it.
      })
      .finally(() => idle(next));
  };
  idle(next);
}

let loading: Promise<SearchIndex> | undefined;

/**
 * Pagefind, imported and initialised once per page load, on first call: its runtime,
 * WebAssembly and index metadata, and the list of pages (which the first results' data waits
 * for, not the first search). Called as soon as the reader shows an intent to search
 * (SearchDialog.tsx), so a first query finds it ready.
 */
export function loadPagefind(): Promise<SearchIndex> {
  loading ??= (import(/* @vite-ignore */ pagefindUrl) as Promise<Pagefind>)
    .then(async (pagefind) => {
      // The main thread, not a worker: a worker script would run under the policy the server
      // gives non-page files, which allows neither fetch nor WebAssembly.
      await pagefind.options({ noWorker: true, ranking });
      // init() only starts the loading; the first call that needs the index waits for it.
      await pagefind.init();
      // Not waited for here: a first query searches beside it, and only its pages' data waits.
      const listing = pagefind.search(null).then((all) => {
        if (!all) throw new Error("Pagefind returned no listing");
        return all.results;
      });
      listing.catch(() => {
        // Reported by the data that waits for it; a later search starts afresh.
        loading = undefined;
      });
      const data = pageDataLoader(listing);
      listing.then((results) => warmPageData(results, data.preload)).catch(() => {});
      return { pagefind, data };
    })
    .catch((error: unknown) => {
      // Let a later attempt retry, e.g. after a dropped connection.
      loading = undefined;
      throw error;
    });
  return loading;
}
