/**
 * The search itself, in a chunk of its own, loaded when search is about to be used
 * (use-search.ts).
 */
import { pageHit, type PageHit } from "./page-hits";
import type { SearchIndex } from "./pagefind-api";

export { loadPagefind } from "./pagefind-api";

export type SearchQuery = {
  /** The query, trimmed. */
  term: string;
  /** "" for every area. */
  area: string;
  /** Pages of results to show. */
  limit: number;
};

export type SearchOutcome = SearchQuery & {
  pages: PageHit[];
  /** Pages matching in the chosen area. */
  count: number;
  /** Pages matching in every area, and in each area, whatever the area filter. */
  total: number;
  areaCounts: Record<string, number>;
};

/**
 * Pages whose results show first when the rest are still loading (their fragments not yet
 * fetched); when all are ready together, all show at once, in one render.
 */
export const firstBatch = 3;

/**
 * Runs a query: Pagefind's search, then the data of the first `limit` pages, turned into what
 * the results show. `publish` gets the outcome as soon as the first pages are ready, and again
 * with all of them if they were not. Stops, publishing nothing more, once `current()` is false.
 * What the dialog and the search page wait for between a query and its results (bench/search.ts
 * times it alone).
 */
export async function searchPages(
  index: SearchIndex,
  query: SearchQuery,
  publish: (outcome: SearchOutcome) => void,
  current: () => boolean = () => true,
): Promise<void> {
  const { term, area, limit } = query;
  const search = await index.pagefind.search(term, area ? { filters: { area } } : {});
  if (!search || !current()) return;
  const outcome = (pages: PageHit[]): SearchOutcome => ({
    ...query,
    pages,
    count: search.results.length,
    total: search.unfilteredResultCount,
    areaCounts: search.totalFilters.area ?? {},
  });
  const shown = search.results.slice(0, limit);
  let ready = 0;
  // Every page loads at once; each is turned into its hit as soon as its data arrives, since
  // Pagefind hands back one object per page and sets its matches anew for each query.
  const hits = shown.map((result) =>
    index.data(result).then((fragment) => {
      ready++;
      return pageHit(fragment, term);
    }),
  );
  // A failure is reported through whichever wait meets it first; the others need no report.
  for (const hit of hits) hit.catch(() => {});
  const first = await Promise.all(hits.slice(0, firstBatch));
  if (!current()) return;
  if (ready < shown.length) {
    publish(outcome(first));
    const rest = await Promise.all(hits.slice(firstBatch));
    if (!current()) return;
    publish(outcome([...first, ...rest]));
  } else publish(outcome(await Promise.all(hits)));
}
