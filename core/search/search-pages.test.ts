import { describe, expect, it } from "vitest";
import type { PagefindFragment, PagefindResult, PagefindSearch, SearchIndex } from "./pagefind-api";
import { searchPages, type SearchOutcome } from "./search-pages";

const fragment = (url: string): PagefindFragment => ({
  url,
  content: `${url} settlement retries`,
  excerpt: "",
  meta: { title: url },
  filters: { area: ["BBPS BOU"] },
  anchors: [],
  sub_results: [],
  weighted_locations: [{ location: 1, balanced_score: 1, weight: 1 }],
});

/** An index of `count` pages whose data arrives when `arrive(url)` says. */
function index(count: number, arrive: (url: string) => Promise<void> = async () => {}): SearchIndex {
  const results: PagefindResult[] = Array.from({ length: count }, (_, n) => ({
    id: `page-${n}`,
    score: count - n,
    data: async () => fragment(`/page-${n}`),
  }));
  const search: PagefindSearch = {
    results,
    unfilteredResultCount: count + 2,
    filters: {},
    totalFilters: { area: { "BBPS BOU": count } },
  };
  return {
    pagefind: { search: async () => search } as unknown as SearchIndex["pagefind"],
    data: async (result) => {
      const loaded = await result.data();
      await arrive(loaded.url);
      return loaded;
    },
  };
}

const query = { term: "settlement", area: "", limit: 8 };

describe("searchPages", () => {
  it("shows all pages in one go when their data is ready together", async () => {
    const published: SearchOutcome[] = [];
    await searchPages(index(12), query, (outcome) => published.push(outcome));
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ term: "settlement", count: 12, total: 14 });
    expect(published[0]!.pages.map((page) => page.url)).toEqual(
      Array.from({ length: 8 }, (_, n) => `/page-${n}`),
    );
  });

  it("shows the first pages first when the others' data is still on its way", async () => {
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    const published: number[] = [];
    const running = searchPages(
      index(5, (url) => (url === "/page-4" ? late : Promise.resolve())),
      query,
      (outcome) => published.push(outcome.pages.length),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(published).toEqual([3]);
    release();
    await running;
    expect(published).toEqual([3, 5]);
  });

  it("publishes nothing for a query the reader has already typed past", async () => {
    const published: SearchOutcome[] = [];
    await searchPages(
      index(5),
      query,
      (outcome) => published.push(outcome),
      () => false,
    );
    expect(published).toEqual([]);
  });
});
