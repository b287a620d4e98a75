import { useEffect, useRef, useState } from "react";
import { pagefindUrl } from "../../core/search/pagefind-url";
import type { SearchOutcome } from "../../core/search/search-pages";

export type { SearchOutcome } from "../../core/search/search-pages";

/**
 * The search itself (Pagefind's loader, the excerpts) is a chunk of its own, loaded when search
 * is about to be used: so the search page, which renders this panel, does not carry it in its
 * first load, and neither does the list of chunks every page keeps for the dialog.
 */
const engine = () => import("../../core/search/search-pages");

/**
 * Starts loading the search code and, beside it rather than after it, Pagefind's runtime, which
 * that code imports; then Pagefind's index. Called when the dialog's code loads (SearchDialog.tsx)
 * and when the search page renders.
 */
export function preloadSearch() {
  const ignore = () => {
    // Reported when a search runs; preloading is only a head start.
  };
  import(/* @vite-ignore */ pagefindUrl).catch(ignore);
  engine()
    .then(({ loadPagefind }) => loadPagefind())
    .catch(ignore);
}

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; previous: SearchOutcome | undefined }
  | { status: "error" }
  | { status: "done"; outcome: SearchOutcome };

/** Loads Pagefind as soon as search is on screen, so the first query waits less. */
export function usePreloadedSearch() {
  useEffect(() => preloadSearch(), []);
}

/**
 * Results for `query` in `area` ("" for every area): the first `limit` pages with their best
 * sections. While a new search runs, the previous results stay available to avoid flicker.
 *
 * A query searches as soon as it is typed, with no typing pause: once Pagefind is loaded a search
 * takes milliseconds, less than the time between two keys. Searches run one at a time; queries
 * typed while one runs wait for it, and of those only the latest runs (its index chunks start
 * loading at once all the same). So fast typing merges into fewer searches by itself.
 */
export function useSearch(query: string, area: string, limit: number): SearchState {
  const term = query.trim();
  const [outcome, setOutcome] = useState<SearchOutcome>();
  const [failed, setFailed] = useState<{ term: string; area: string }>();
  const queue = useRef<{ last: Promise<void>; running: boolean }>({
    last: Promise.resolve(),
    running: false,
  });

  useEffect(() => {
    if (!term) return;
    let current = true;
    const searches = queue.current;
    const loaded = engine().then(async ({ loadPagefind, searchPages }) => ({
      index: await loadPagefind(),
      searchPages,
    }));
    // A failure is reported by the search below, or by none if this query is typed past first.
    loaded.catch(() => {});
    if (searches.running) {
      loaded
        .then(({ index }) => index.pagefind.preload(term, area ? { filters: { area } } : {}))
        .catch(() => {
          // Only a head start: the search itself loads what it needs, and reports failures.
        });
    }
    searches.last = searches.last.then(async () => {
      if (!current) return;
      searches.running = true;
      try {
        const { index, searchPages } = await loaded;
        await searchPages(index, { term, area, limit }, setOutcome, () => current);
      } catch {
        if (current) setFailed({ term, area });
      } finally {
        searches.running = false;
      }
    });
    return () => {
      current = false;
    };
  }, [term, area, limit]);

  if (!term) return { status: "idle" };
  if (outcome && outcome.term === term && outcome.area === area && outcome.limit === limit) {
    return { status: "done", outcome };
  }
  if (failed && failed.term === term && failed.area === area) return { status: "error" };
  return { status: "loading", previous: outcome };
}
