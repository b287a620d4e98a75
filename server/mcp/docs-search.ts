/**
 * The site's search, run on the server: Pagefind's own runtime over the index the build wrote
 * into the site, with the ranking, page data loader and excerpts the search dialog uses
 * (app/search/), so an assistant finds what a reader finds, in the same order.
 */
import { pageDataLoader, ranking, type Pagefind, type SearchIndex } from "../../core/search/pagefind-api";
import { pagefindUrl } from "../../core/search/pagefind-url";
import { searchPages, type SearchOutcome } from "../../core/search/search-pages";
import type { StaticSite } from "../static-site";

/** Where the runtime believes it was loaded from; every fetch it makes is answered from memory. */
const bundleOrigin = "http://portal.invalid";
const runtimeBase = `${bundleOrigin}${pagefindUrl.slice(0, pagefindUrl.lastIndexOf("/") + 1)}`;

type FetchLike = (input: string | URL | Request) => Promise<Response>;

/**
 * Each loaded runtime reads its `fetch` from here, under a key of its own, so it never touches
 * the network and two indexes (a test's and the server's) never share one.
 */
const fetchers = new Map<string, FetchLike>();
const registry = Symbol.for("portal.mcp.pagefind-fetchers");
(globalThis as unknown as Record<symbol, Map<string, FetchLike>>)[registry] = fetchers;
let loads = 0;

/** A fetch over the built site's files, for the paths below the Pagefind bundle only. */
function siteFetch(site: StaticSite): FetchLike {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const file = url.origin === bundleOrigin ? site.files.get(url.pathname) : undefined;
    if (!file || !url.pathname.startsWith(runtimeBase.slice(bundleOrigin.length)))
      return new Response(null, { status: 404, statusText: "Not Found" });
    const type = url.pathname.endsWith(".wasm") ? "application/wasm" : file.contentType;
    return new Response(new Uint8Array(file.body), { headers: { "Content-Type": type } });
  };
}

/** Loads the site's Pagefind runtime as a module of its own whose `fetch` is `fetcher`. */
async function importRuntime(site: StaticSite, fetcher: FetchLike): Promise<Pagefind> {
  const runtime = site.files.get(pagefindUrl);
  if (!runtime)
    throw new Error(`The built site has no search index (${pagefindUrl}): run \`npm run build\`.`);
  const key = `runtime-${++loads}`;
  fetchers.set(key, fetcher);
  // A module-level `fetch` shadows the global one for the whole runtime, WebAssembly loading included.
  const prelude = `const fetch = globalThis[Symbol.for("portal.mcp.pagefind-fetchers")].get(${JSON.stringify(key)});\n`;
  const source = Buffer.from(prelude + runtime.body.toString("utf8")).toString("base64");
  return (await import(/* @vite-ignore */ `data:text/javascript;base64,${source}`)) as Pagefind;
}

export type DocsSearch = {
  /** The site search's results for `term`, optionally within one area, at most `limit` pages. */
  search: (term: string, options?: { area?: string; limit?: number }) => Promise<SearchOutcome>;
  /** The areas results can be narrowed to, with how many pages each holds. */
  areas: () => Promise<Record<string, number>>;
};

/** The site search over `site`'s built index; the index loads on first use and stays loaded. */
export function createDocsSearch(site: StaticSite): DocsSearch {
  let loading: Promise<SearchIndex> | undefined;
  const index = () => {
    loading ??= (async () => {
      const pagefind = await importRuntime(site, siteFetch(site));
      // `baseUrl`: results carry the site's own paths, as in the dialog.
      await pagefind.options({ basePath: runtimeBase, baseUrl: "/", noWorker: true, ranking } as Parameters<
        Pagefind["options"]
      >[0]);
      await pagefind.init();
      const listing = await pagefind.search(null);
      if (!listing) throw new Error("The search index lists no pages.");
      const data = pageDataLoader(listing.results);
      // Every page's data, loaded now rather than by the first queries that need it.
      await Promise.all(listing.results.map((result) => data.preload(result)));
      return { pagefind, data };
    })();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  // One query at a time: Pagefind keeps one object per page and sets its matches anew for each
  // query, so two queries in flight at once could read each other's matches. Each takes a few ms.
  let queue: Promise<unknown> = Promise.resolve();
  const runSearch = async (term: string, area: string, limit: number): Promise<SearchOutcome> => {
    const searchIndex = await index();
    let outcome: SearchOutcome | undefined;
    await searchPages(searchIndex, { term: term.trim(), area, limit }, (published) => {
      outcome = published;
    });
    return outcome ?? { term, area, limit, pages: [], count: 0, total: 0, areaCounts: {} };
  };
  return {
    search(term, { area = "", limit = 5 } = {}) {
      const run = queue.then(() => runSearch(term, area, limit));
      queue = run.catch(() => undefined);
      return run;
    },
    async areas() {
      const { pagefind } = await index();
      return (await pagefind.filters()).area ?? {};
    },
  };
}
