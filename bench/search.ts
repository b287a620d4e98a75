/**
 * Search figures in real Chromium against a running portal: the bytes the first query fetches
 * (the Pagefind index and runtime, and separately the dialog's own code), and the latency of
 * each query of a fixed list once the index is loaded.
 *
 * A query's latency is what the dialog waits for, timed in the page: Pagefind's search plus the
 * data of the pages it shows first (3), and of all it shows (8), which follow. It leaves out the
 * dialog's typing pause (60 ms, which only merges keystrokes) and React's render. Timings move
 * with the machine's load, so the load average is recorded with them.
 *
 *   tsx bench/search.ts http://127.0.0.1:4000
 *
 * or from another module: `await measureSearchPerformance(origin)`; `searchFigures(result)`
 * turns the result into rows for the benchmark table.
 */
import { chromium, type CDPSession, type Page } from "@playwright/test";
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import type { Figure } from "./extra-figures";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { searchQueries } from "./search-queries";
import { percentile } from "./statistics";

export type SearchPerformance = {
  origin: string;
  firstQuery: {
    query: string;
    /** Bytes on the wire (headers included) for /pagefind/: runtime, WebAssembly, index, fragments. */
    indexBytes: number;
    indexRequests: number;
    /** Bytes on the wire for the dialog's lazily loaded script and style chunks. */
    dialogBytes: number;
    /** From the keypress that opened the dialog to the first result on screen. */
    milliseconds: number;
  };
  /**
   * Milliseconds per query until the first pages' results, and until all shown pages'. Each
   * query's first run may fetch index chunks and page fragments not yet loaded; `repeated` runs
   * the list again, with everything loaded, which leaves only the search's own work.
   */
  latency: { queries: number; firstResults: Percentiles; allShown: Percentiles; repeated: Percentiles };
  /** The machine's one-minute load average when the run started. */
  loadAverage: number;
};

export type Percentiles = { p50: number; p95: number; max: number; samples: number[] };

/** Pages of results the dialog shows first, then in all (app/search/use-search.ts, SearchDialog.tsx). */
const pagesFirst = 3;
const pagesShown = 8;

/** Counts bytes received per URL from the DevTools protocol (compressed size, as transferred). */
async function countTransfers(session: CDPSession) {
  const urls = new Map<string, string>();
  const received: { url: string; bytes: number }[] = [];
  await session.send("Network.enable");
  // The browser's cache would hide transfers; every run starts cold.
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  session.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
  session.on("Network.loadingFinished", (event) =>
    received.push({ url: urls.get(event.requestId) ?? "", bytes: event.encodedDataLength }),
  );
  return {
    since(mark: number, test: (path: string) => boolean) {
      const matching = received.slice(mark).filter((entry) => test(new URL(entry.url).pathname));
      return { bytes: matching.reduce((sum, entry) => sum + entry.bytes, 0), requests: matching.length };
    },
    mark: () => received.length,
  };
}

async function firstQuery(page: Page, query: string) {
  const started = Date.now();
  await page.keyboard.press("Control+K");
  const field = page.getByRole("combobox", { name: "Search the documentation" });
  await field.fill(query);
  await page.getByRole("dialog").getByRole("option").first().waitFor();
  return Date.now() - started;
}

/** Times each query in the page, with the Pagefind instance the dialog loaded: [first, all] ms. */
function timeQueries(page: Page, queries: readonly string[]): Promise<[number, number][]> {
  return page.evaluate(
    async ({ queries: list, first, shown, url }) => {
      type Result = { data: () => Promise<unknown> };
      type Search = (term: string) => Promise<{ results: Result[] } | null>;
      // The same module instance the dialog imported and initialised.
      const pagefind = (await import(url)) as { search: Search };
      const samples: [number, number][] = [];
      for (const query of list) {
        const started = performance.now();
        const results = (await pagefind.search(query))?.results ?? [];
        await Promise.all(results.slice(0, first).map((result) => result.data()));
        const firstResults = performance.now() - started;
        await Promise.all(results.slice(first, shown).map((result) => result.data()));
        samples.push([firstResults, performance.now() - started]);
      }
      return samples;
    },
    { queries, first: pagesFirst, shown: pagesShown, url: "/pagefind/pagefind.js" },
  );
}

function percentiles(samples: number[]): Percentiles {
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: Math.max(...samples),
    samples,
  };
}

/** Measures search on the portal at `origin` (a running production server). */
export async function measureSearchPerformance(
  origin: string,
  { executablePath = chromiumPath, path = "/" } = {},
): Promise<SearchPerformance> {
  const loadAverage = loadavg()[0] ?? NaN;
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const transfers = await countTransfers(await page.context().newCDPSession(page));
    await page.goto(new URL(path, origin).href, { waitUntil: "networkidle" });
    const mark = transfers.mark();
    const [query = "ERR131", ...rest] = searchQueries;
    const milliseconds = await firstQuery(page, query);
    await page.waitForLoadState("networkidle");
    const index = transfers.since(mark, (p) => p.startsWith("/pagefind/"));
    const dialog = transfers.since(mark, (p) => p.startsWith("/assets/"));
    // The first query is in the list too: all fifty are timed once the index is loaded.
    const samples = await timeQueries(page, [query, ...rest]);
    const repeated = await timeQueries(page, [query, ...rest]);
    return {
      origin,
      firstQuery: {
        query,
        indexBytes: index.bytes,
        indexRequests: index.requests,
        dialogBytes: dialog.bytes,
        milliseconds,
      },
      latency: {
        queries: samples.length,
        firstResults: percentiles(samples.map(([first]) => first)),
        allShown: percentiles(samples.map(([, all]) => all)),
        repeated: percentiles(repeated.map(([, all]) => all)),
      },
      loadAverage,
    };
  } finally {
    await browser.close();
  }
}

/** Rows for the benchmark table. */
export function searchFigures(result: SearchPerformance): Figure[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  const { queries, firstResults, allShown, repeated } = result.latency;
  return [
    { name: "index bytes fetched by the first query", value: result.firstQuery.indexBytes, unit: "B" },
    { name: "dialog code fetched on first open", value: result.firstQuery.dialogBytes, unit: "B" },
    { name: "first query, key press to first result", value: result.firstQuery.milliseconds, unit: "ms" },
    { name: `query to first results, p50 (${queries} queries)`, value: round(firstResults.p50), unit: "ms" },
    { name: `query to first results, p95 (${queries} queries)`, value: round(firstResults.p95), unit: "ms" },
    { name: `query to all shown results, p50`, value: round(allShown.p50), unit: "ms" },
    { name: `query to all shown results, p95`, value: round(allShown.p95), unit: "ms" },
    { name: `repeated query, all shown, p95`, value: round(repeated.p95), unit: "ms" },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const origin = process.argv[2] ?? "http://127.0.0.1:4000";
  const result = await measureSearchPerformance(origin);
  // The figures, without the raw samples.
  const summary = ({ samples, ...rest }: Percentiles) => ({ ...rest, samples: samples.length });
  const { queries, firstResults, allShown, repeated } = result.latency;
  const latency = {
    queries,
    firstResults: summary(firstResults),
    allShown: summary(allShown),
    repeated: summary(repeated),
  };
  console.log(JSON.stringify({ ...result, latency }, null, 2));
}
