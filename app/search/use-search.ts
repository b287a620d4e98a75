import { useEffect, useState } from "react";
import { pageHit, type PageHit } from "./page-hits";
import { loadPagefind } from "./pagefind-api";

export type SearchOutcome = {
  /** The query and area these results answer. */
  term: string;
  area: string;
  limit: number;
  pages: PageHit[];
  /** Pages matching in the chosen area. */
  count: number;
  /** Pages matching in every area, and in each area, whatever the area filter. */
  total: number;
  areaCounts: Record<string, number>;
};

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; previous: SearchOutcome | undefined }
  | { status: "error" }
  | { status: "done"; outcome: SearchOutcome };

/** Typing pauses shorter than this start no search of their own. */
const debounceMilliseconds = 60;

/**
 * Pages whose data is loaded before anything is shown; the rest follow. Each page's data costs
 * Pagefind an excerpt over the whole page, a few milliseconds on a slow phone.
 */
export const firstBatch = 3;

/** Loads Pagefind as soon as search is on screen, so the first query waits less. */
export function usePreloadedSearch() {
  useEffect(() => {
    loadPagefind().catch(() => {
      // Reported when a search runs; preloading is only a head start.
    });
  }, []);
}

/**
 * Results for `query` in `area` ("" for every area): the first `limit` pages with their best
 * sections. While a new search runs, the previous results stay available to avoid flicker.
 */
export function useSearch(query: string, area: string, limit: number): SearchState {
  const term = query.trim();
  const [outcome, setOutcome] = useState<SearchOutcome>();
  const [failed, setFailed] = useState<{ term: string; area: string }>();

  useEffect(() => {
    if (!term) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const pagefind = await loadPagefind();
        const search = await pagefind.search(term, area ? { filters: { area } } : {});
        if (!search || !current) return;
        const publish = (pages: PageHit[]) =>
          setOutcome({
            term,
            area,
            limit,
            pages,
            count: search.results.length,
            total: search.unfilteredResultCount,
            areaCounts: search.totalFilters.area ?? {},
          });
        const shown = search.results.slice(0, limit);
        if (shown.length === 0) publish([]);
        // The first pages show as soon as they are ready; the rest join them.
        let pages: PageHit[] = [];
        for (const batch of [shown.slice(0, firstBatch), shown.slice(firstBatch)]) {
          if (batch.length === 0) continue;
          const fragments = await Promise.all(batch.map((result) => result.data()));
          if (!current) return;
          pages = [...pages, ...fragments.map((fragment) => pageHit(fragment, term))];
          publish(pages);
        }
      } catch {
        if (current) setFailed({ term, area });
      }
    }, debounceMilliseconds);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, area, limit]);

  if (!term) return { status: "idle" };
  if (outcome && outcome.term === term && outcome.area === area && outcome.limit === limit) {
    return { status: "done", outcome };
  }
  if (failed && failed.term === term && failed.area === area) return { status: "error" };
  return { status: "loading", previous: outcome };
}
