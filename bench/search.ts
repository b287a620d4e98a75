/**
 * Search figures in real Chromium against a running portal: the bytes the first query fetches
 * (the Pagefind index and runtime, and separately the dialog's own code), how long the first
 * query takes, and the latency of each query of a fixed list, measured two ways:
 *
 * - in the dialog, as a reader sees it: from the input event (the key press) to the results on
 *   screen, timed in the page (a MutationObserver sees React's commit), the dialog's typing pause
 *   and its render included;
 * - in the dialog's search pipeline alone (app/search/search-pages.ts, bundled into the page):
 *   Pagefind's search, the data of the pages the dialog shows (8) and their excerpts, until the
 *   first results would show and until all would, with the Pagefind instance the dialog loaded;
 *   without the dialog's typing pause (if any) and React's render.
 *
 * Each list runs twice: first as a reader's first use of each query (index chunks and page
 * fragments not yet loaded), then `repeated`, with everything loaded. A separate, instrumented
 * pass (bench/search-trace.ts) splits each dialog query's time into fetches, Pagefind's work
 * (WebAssembly, decompression, excerpts, polling), the typing pause and the rest (the dialog's own
 * excerpts and React). Timings move with the machine's load, so the load average is recorded.
 *
 *   tsx bench/search.ts http://127.0.0.1:4000
 *
 * or from another module: `await measureSearchPerformance(origin)`; `searchFigures(result)`
 * turns the result into rows for the benchmark table.
 */
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import { build } from "esbuild";
import { loadavg } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Figure } from "./extra-figures";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import {
  breakdown,
  pagefindTimers,
  partNames,
  parts,
  type Fetch,
  type Part,
  type Span,
} from "./search-trace";
import { searchQueries } from "./search-queries";
import { percentile } from "./statistics";

export type Percentiles = { p50: number; p95: number; max: number; samples: number[] };

/** Milliseconds from the key press that opened the dialog to each step of the first query. */
export type FirstQueryTimeline = Partial<
  Record<
    | "dialog code fetched"
    | "dialog open"
    | "Pagefind runtime fetched"
    | "WebAssembly fetched"
    | "Pagefind initialised"
    | "pages listed"
    | "search called"
    | "search returned"
    | "first result data"
    | "first result on screen"
    | "all shown results on screen",
    number
  >
>;

export type SearchPerformance = {
  origin: string;
  firstQuery: {
    query: string;
    /** Bytes on the wire (headers included) for /pagefind/: runtime, WebAssembly, index, fragments. */
    indexBytes: number;
    indexRequests: number;
    /** Bytes on the wire for the dialog's lazily loaded script and style chunks. */
    dialogBytes: number;
    /** From the key press (Ctrl+K) that opened the dialog to the first result on screen. */
    milliseconds: number;
    /** The same, from a click on the search button after the pointer rested on it for `hoverMilliseconds`. */
    afterHover: { hoverMilliseconds: number; milliseconds: number; indexRequestsBeforeClick: number };
    /** Where the first query's time went (instrumented pass). */
    timeline: FirstQueryTimeline;
    breakdown: Record<Part, number>;
  };
  /**
   * The dialog's search pipeline alone, in milliseconds per query: until the first results would
   * show, and until all shown would. `repeated` runs the list again, with everything loaded.
   */
  latency: { queries: number; firstResults: Percentiles; allShown: Percentiles; repeated: Percentiles };
  /** In the dialog, from the input to the results on screen, in milliseconds per query. */
  dialog: {
    queries: number;
    firstResults: Percentiles;
    allShown: Percentiles;
    repeatedFirstResults: Percentiles;
    repeatedAllShown: Percentiles;
  };
  /**
   * Each dialog query's time to all shown results, split by part (instrumented pass): the mean
   * per query, and the parts of the queries at or above the 95th percentile. `pageHits` is the
   * dialog's own excerpt building (app/search/page-hits.ts) for the shown pages, timed alone.
   */
  breakdown: {
    total: Percentiles;
    mean: Record<Part, number>;
    slowest: { query: string; total: number; parts: Record<Part, number> }[];
    pageHits: Percentiles;
  };
  /** The machine's one-minute load average when the run started, and when it ended. */
  loadAverage: number;
  loadAverageAtEnd: number;
};

/** Pages of results the dialog shows (SearchDialog.tsx). */
const pagesShown = 8;
/** How long the pointer rests on the search button before the click, in the hover scenario. */
const hoverMilliseconds = 250;
const pagefindUrl = "/pagefind/pagefind.js";

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

type Transfers = Awaited<ReturnType<typeof countTransfers>>;

/**
 * Runs in the page before its scripts: keeps every resource timing, and the time of each key
 * press, click and input event (their `timeStamp`, on the `performance.now()` clock).
 */
function recordInputs() {
  performance.setResourceTimingBufferSize(100_000);
  const inputs: { type: string; key?: string; time: number }[] = [];
  (globalThis as unknown as { __searchInputs: typeof inputs }).__searchInputs = inputs;
  for (const type of ["keydown", "click", "input"]) {
    document.addEventListener(
      type,
      (event) => inputs.push({ type, key: (event as KeyboardEvent).key, time: event.timeStamp }),
      { capture: true },
    );
  }
}

type Portal = { page: Page; transfers: Transfers };

/**
 * A fresh context (an empty cache) on `path`, hydrated. With `instrument`, the page gets Pagefind's
 * runtime with timers (search-trace.ts); the route is dropped once served, so the page's later
 * requests are not intercepted.
 */
async function openPortal(
  browser: Browser,
  origin: string,
  path: string,
  instrument = false,
): Promise<Portal> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfers = await countTransfers(await context.newCDPSession(page));
  // tsx names the functions handed to the page with a helper that only Node has.
  await page.addInitScript({ content: "globalThis.__name = (target) => target;" });
  await page.addInitScript(recordInputs);
  if (instrument) {
    const served = new Promise<void>((resolve) => {
      void page.route(`**${pagefindUrl}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n${pagefindTimers}` });
        resolve();
      });
    });
    void served.then(() => page.unrouteAll({ behavior: "ignoreErrors" }));
  }
  await page.goto(new URL(path, origin).href);
  // Shortcuts work once React has hydrated the page; the copy button renders only then.
  await page.getByRole("button", { name: "Copy page as Markdown" }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  return { page, transfers };
}

type Shown = { first: number; all: number; count: number; dialogOpen: number | undefined };

/**
 * Starts watching, in the page, for `query`'s results in the open dialog: the first result on
 * screen (the status names the query and an option is shown), then all shown ones (as many
 * pages as the dialog shows, or as were found). `awaitShown` collects the times.
 */
function watchResults(page: Page, query: string): Promise<void> {
  return page.evaluate(
    ({ query: term, shown }) => {
      const state: { first?: number; dialogOpen?: number } = {};
      const found = /^(\d+) pages? found for “(.*)”(?: in .*)?\.$/;
      (globalThis as unknown as { __searchShown: Promise<Shown> }).__searchShown = new Promise<Shown>(
        (resolve, reject) => {
          const check = () => {
            const now = performance.now();
            const dialog = document.querySelector("dialog[open]");
            if (!dialog) return;
            state.dialogOpen ??= now;
            const status = dialog.querySelector('[role="status"]')?.textContent ?? "";
            if (status.startsWith(`No results for “${term}”`)) {
              finish({ first: now, all: now, count: 0, dialogOpen: state.dialogOpen });
              return;
            }
            const match = found.exec(status);
            if (!match || match[2] !== term) return;
            const count = Number(match[1]);
            if (dialog.querySelector('[role="option"]')) state.first ??= now;
            const groups = dialog.querySelectorAll('[role="listbox"] [role="group"]').length;
            if (state.first !== undefined && groups >= Math.min(shown, count)) {
              finish({ first: state.first, all: now, count, dialogOpen: state.dialogOpen });
            }
          };
          const observer = new MutationObserver(check);
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`No results shown for “${term}” within 15 s`));
          }, 15_000);
          const finish = (shownAt: Shown) => {
            observer.disconnect();
            clearTimeout(timer);
            resolve(shownAt);
          };
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
        },
      );
    },
    { query, shown: pagesShown },
  );
}

const awaitShown = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __searchShown: Promise<Shown> }).__searchShown);

/** The time of the last input event of `type` (and `key`) the page saw. */
function lastInput(page: Page, type: string, key?: string): Promise<number> {
  return page.evaluate(
    ({ type: wanted, key: wantedKey }) => {
      const inputs = (
        globalThis as unknown as { __searchInputs: { type: string; key?: string; time: number }[] }
      ).__searchInputs;
      const found = inputs.filter(
        (input) =>
          input.type === wanted && (wantedKey === undefined || input.key?.toLowerCase() === wantedKey),
      );
      return found.at(-1)?.time ?? Number.NaN;
    },
    { type, key },
  );
}

const searchField = (page: Page) =>
  page.getByRole("dialog").getByRole("combobox", { name: "Search the documentation" });

/** Opens the dialog with Ctrl+K and types `query` at once; times from the key press. */
async function firstQuery(page: Page, query: string) {
  await watchResults(page, query);
  await page.keyboard.press("Control+K");
  const field = searchField(page);
  await field.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
  await page.keyboard.insertText(query);
  const shown = await awaitShown(page);
  const pressed = await lastInput(page, "keydown", "k");
  return { pressed, shown };
}

/**
 * Runs each query in the open dialog: clears the field, waits for the empty state, then inserts
 * the query as one input event (as a paste, or the last key of a typed query, would be) and times
 * from that event to the results on screen.
 */
async function dialogQueries(page: Page, queries: readonly string[]) {
  const field = searchField(page);
  const samples: { query: string; input: number; first: number; all: number }[] = [];
  for (const query of queries) {
    await field.fill("");
    await page.waitForFunction(() => !document.querySelector('dialog[open] [role="listbox"]'));
    await watchResults(page, query);
    await page.keyboard.insertText(query);
    const shown = await awaitShown(page);
    const input = await lastInput(page, "input");
    samples.push({ query, input, first: shown.first, all: shown.all });
  }
  return samples;
}

type Engine = {
  searchPages: (
    index: unknown,
    query: { term: string; area: string; limit: number },
    publish: () => void,
  ) => Promise<void>;
  pageDataLoader: (listing: unknown[]) => (result: unknown) => Promise<unknown>;
  pageHit: (fragment: unknown, query: string) => unknown;
};

/**
 * The dialog's search pipeline (app/search/search-pages.ts: Pagefind's search, the shown pages'
 * data, the excerpts), bundled for the page and installed as `__searchEngine`: timed alone, it is
 * what the dialog waits for between a query and its results.
 */
async function installEngine(page: Page): Promise<void> {
  const bundled = await build({
    stdin: {
      contents: [
        'export { searchPages } from "./search-pages";',
        'export { pageDataLoader } from "./pagefind-api";',
        'export { pageHit } from "./page-hits";',
      ].join("\n"),
      resolveDir: fileURLToPath(new URL("../app/search/", import.meta.url)),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "searchEngine",
    write: false,
    minify: true,
    logLevel: "silent",
  });
  await page.evaluate(
    `(() => { ${bundled.outputFiles[0]!.text}; globalThis.__searchEngine = searchEngine; })()`,
  );
}

/**
 * Times each query through the dialog's pipeline alone, with the Pagefind instance the dialog
 * loaded: [first results, all shown] ms, as the dialog would publish them.
 */
async function timeQueries(page: Page, queries: readonly string[]): Promise<[number, number][]> {
  await installEngine(page);
  return page.evaluate(
    async ({ queries: list, shown, url }) => {
      const engine = (globalThis as unknown as { __searchEngine: Engine }).__searchEngine;
      // The same module instance the dialog imported and initialised.
      const pagefind = (await import(url)) as {
        search: (term: string | null) => Promise<{ results: unknown[] }>;
      };
      const listing = await pagefind.search(null);
      const index = { pagefind, data: engine.pageDataLoader(listing.results) };
      const samples: [number, number][] = [];
      for (const query of list) {
        const started = performance.now();
        let first: number | undefined;
        await engine.searchPages(index, { term: query, area: "", limit: shown }, () => {
          first ??= performance.now() - started;
        });
        const all = performance.now() - started;
        samples.push([first ?? all, all]);
      }
      return samples;
    },
    { queries, shown: pagesShown, url: pagefindUrl },
  );
}

/** Milliseconds the dialog's own excerpt building (page-hits.ts) takes per query for the shown pages. */
async function timePageHits(page: Page, queries: readonly string[]): Promise<number[]> {
  await installEngine(page);
  return page.evaluate(
    async ({ queries: list, shown, url }) => {
      type Result = { data: () => Promise<unknown> };
      const engine = (globalThis as unknown as { __searchEngine: Engine }).__searchEngine;
      const pagefind = (await import(url)) as {
        search: (term: string | null) => Promise<{ results: Result[] }>;
      };
      const data = engine.pageDataLoader((await pagefind.search(null)).results);
      const samples: number[] = [];
      for (const query of list) {
        const results = (await pagefind.search(query)).results.slice(0, shown);
        let elapsed = 0;
        for (const result of results) {
          // Each page's data holds its matches for this query until the next load: use it at once.
          const fragment = await data(result);
          const started = performance.now();
          engine.pageHit(fragment, query);
          elapsed += performance.now() - started;
        }
        samples.push(elapsed);
      }
      return samples;
    },
    { queries, shown: pagesShown, url: pagefindUrl },
  );
}

/** What the instrumented page recorded: Pagefind's timed spans and the browser's fetches. */
function readTrace(page: Page): Promise<{ spans: Span[]; fetches: Fetch[] }> {
  return page.evaluate(() => ({
    spans: ((globalThis as unknown as { __searchTrace?: Span[] }).__searchTrace ?? []).slice(),
    fetches: performance.getEntriesByType("resource").map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  }));
}

function percentiles(samples: number[]): Percentiles {
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: Math.max(...samples),
    samples,
  };
}

function timeline(
  spans: readonly Span[],
  fetches: readonly Fetch[],
  query: string,
  pressed: number,
  shown: Shown,
): FirstQueryTimeline {
  const after = (time: number | undefined) => (time === undefined ? undefined : Math.round(time - pressed));
  const fetched = (test: (path: string) => boolean) =>
    after(fetches.find((f) => f.start >= pressed && test(f.path))?.end);
  const first = (kind: string, detail?: string) =>
    spans.find(
      (span) =>
        span.start >= pressed && span.kind === kind && (detail === undefined || span.detail === detail),
    );
  // The reader's query, not the listing of all pages that the search starts with (search(null)).
  const searched = first("search", query);
  const entries: [keyof FirstQueryTimeline, number | undefined][] = [
    ["dialog code fetched", fetched((path) => /\/assets\/SearchDialog-[^/]*\.js$/.test(path))],
    ["dialog open", after(shown.dialogOpen)],
    ["Pagefind runtime fetched", fetched((path) => path === pagefindUrl)],
    ["WebAssembly fetched", fetched((path) => /^\/pagefind\/wasm\./.test(path))],
    ["Pagefind initialised", after(first("wasm", "init_pagefind")?.end)],
    ["pages listed", after(first("search", "")?.end)],
    ["search called", after(searched?.start)],
    ["search returned", after(searched?.end)],
    [
      "first result data",
      after(spans.find((span) => span.kind === "data" && span.start >= (searched?.end ?? pressed))?.end),
    ],
    ["first result on screen", after(shown.first)],
    ["all shown results on screen", after(shown.all)],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as FirstQueryTimeline;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Measures search on the portal at `origin` (a running production server). */
export async function measureSearchPerformance(
  origin: string,
  { executablePath = chromiumPath, path = "/" } = {},
): Promise<SearchPerformance> {
  const loadAverage = loadavg()[0] ?? NaN;
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const [query = "ERR131", ...rest] = searchQueries;
  // The first query is in each list too: all fifty are timed once the index is loaded.
  const queries = [query, ...rest];
  try {
    // 1. The reader's view: the first query, then the list in the dialog, cold then repeated.
    const { page, transfers } = await openPortal(browser, origin, path);
    const mark = transfers.mark();
    const first = await firstQuery(page, query);
    await page.waitForLoadState("networkidle");
    const index = transfers.since(mark, (p) => p.startsWith("/pagefind/"));
    const dialogCode = transfers.since(mark, (p) => p.startsWith("/assets/"));
    const dialogSamples = await dialogQueries(page, queries);
    const dialogRepeated = await dialogQueries(page, queries);
    await page.context().close();

    // 2. Pagefind alone, in a fresh page: the same list, cold then repeated.
    const raw = await openPortal(browser, origin, path);
    await firstQuery(raw.page, query);
    const samples = await timeQueries(raw.page, queries);
    const repeated = await timeQueries(raw.page, queries);
    await raw.page.context().close();

    // 3. The first query after the pointer rests on the search button, then a click.
    const hover = await openPortal(browser, origin, path);
    const button = hover.page.getByRole("button", { name: "Search", exact: true });
    const hoverMark = hover.transfers.mark();
    await button.hover();
    await hover.page.waitForTimeout(hoverMilliseconds);
    const indexRequestsBeforeClick = hover.transfers.since(hoverMark, (p) =>
      p.startsWith("/pagefind/"),
    ).requests;
    await watchResults(hover.page, query);
    await button.click();
    await hover.page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
    await hover.page.keyboard.insertText(query);
    const hoverShown = await awaitShown(hover.page);
    const clicked = await lastInput(hover.page, "click");
    await hover.page.context().close();

    // 4. Instrumented: where the time goes, for the first query and for each query of the list.
    const traced = await openPortal(browser, origin, path, true);
    const tracedFirst = await firstQuery(traced.page, query);
    const tracedSamples = await dialogQueries(traced.page, queries);
    const pageHits = await timePageHits(traced.page, queries);
    const trace = await readTrace(traced.page);
    await traced.page.context().close();

    const parted = tracedSamples.map((sample) => ({
      query: sample.query,
      total: sample.all - sample.input,
      parts: breakdown(trace.spans, trace.fetches, sample.input, sample.all),
    }));
    const totals = parted.map((sample) => sample.total);
    const p95 = percentile(totals, 0.95);
    const round = (value: number) => Math.round(value * 10) / 10;
    const rounded = (record: Record<Part, number>) =>
      Object.fromEntries(parts.map((part) => [part, round(record[part])])) as Record<Part, number>;

    return {
      origin,
      firstQuery: {
        query,
        indexBytes: index.bytes,
        indexRequests: index.requests,
        dialogBytes: dialogCode.bytes,
        milliseconds: Math.round(first.shown.first - first.pressed),
        afterHover: {
          hoverMilliseconds,
          milliseconds: Math.round(hoverShown.first - clicked),
          indexRequestsBeforeClick,
        },
        timeline: timeline(trace.spans, trace.fetches, query, tracedFirst.pressed, tracedFirst.shown),
        breakdown: rounded(breakdown(trace.spans, trace.fetches, tracedFirst.pressed, tracedFirst.shown.all)),
      },
      latency: {
        queries: samples.length,
        firstResults: percentiles(samples.map(([firstResults]) => firstResults)),
        allShown: percentiles(samples.map(([, all]) => all)),
        repeated: percentiles(repeated.map(([, all]) => all)),
      },
      dialog: {
        queries: dialogSamples.length,
        firstResults: percentiles(dialogSamples.map((sample) => sample.first - sample.input)),
        allShown: percentiles(dialogSamples.map((sample) => sample.all - sample.input)),
        repeatedFirstResults: percentiles(dialogRepeated.map((sample) => sample.first - sample.input)),
        repeatedAllShown: percentiles(dialogRepeated.map((sample) => sample.all - sample.input)),
      },
      breakdown: {
        total: percentiles(totals),
        mean: Object.fromEntries(
          parts.map((part) => [part, round(mean(parted.map((sample) => sample.parts[part])))]),
        ) as Record<Part, number>,
        slowest: parted
          .filter((sample) => sample.total >= p95)
          .map((sample) => ({
            query: sample.query,
            total: round(sample.total),
            parts: rounded(sample.parts),
          })),
        pageHits: percentiles(pageHits),
      },
      loadAverage,
      loadAverageAtEnd: loadavg()[0] ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

/** Rows for the benchmark table. */
export function searchFigures(result: SearchPerformance): Figure[] {
  const round = (value: number) => Math.round(value * 10) / 10;
  const { queries, firstResults, allShown, repeated } = result.latency;
  const { dialog, breakdown: parted } = result;
  return [
    { name: "index bytes fetched by the first query", value: result.firstQuery.indexBytes, unit: "B" },
    { name: "dialog code fetched on first open", value: result.firstQuery.dialogBytes, unit: "B" },
    { name: "first query, key press to first result", value: result.firstQuery.milliseconds, unit: "ms" },
    {
      name: `first query after pointing at the button (${result.firstQuery.afterHover.hoverMilliseconds} ms), click to first result`,
      value: result.firstQuery.afterHover.milliseconds,
      unit: "ms",
    },
    { name: `query to first results, p50 (${queries} queries)`, value: round(firstResults.p50), unit: "ms" },
    { name: `query to first results, p95 (${queries} queries)`, value: round(firstResults.p95), unit: "ms" },
    { name: `query to all shown results, p50`, value: round(allShown.p50), unit: "ms" },
    { name: `query to all shown results, p95`, value: round(allShown.p95), unit: "ms" },
    { name: `repeated query, all shown, p95`, value: round(repeated.p95), unit: "ms" },
    {
      name: `dialog, key press to first results on screen, p50 (${dialog.queries} queries)`,
      value: round(dialog.firstResults.p50),
      unit: "ms",
    },
    {
      name: `dialog, key press to first results on screen, p95`,
      value: round(dialog.firstResults.p95),
      unit: "ms",
    },
    {
      name: `dialog, key press to all shown results on screen, p50`,
      value: round(dialog.allShown.p50),
      unit: "ms",
    },
    {
      name: `dialog, key press to all shown results on screen, p95`,
      value: round(dialog.allShown.p95),
      unit: "ms",
    },
    { name: `dialog, repeated query, all shown, p95`, value: round(dialog.repeatedAllShown.p95), unit: "ms" },
    ...parts.map((part) => ({
      name: `dialog query, mean ms: ${part}`,
      value: parted.mean[part],
      unit: "ms",
    })),
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
  const dialog = {
    queries: result.dialog.queries,
    firstResults: summary(result.dialog.firstResults),
    allShown: summary(result.dialog.allShown),
    repeatedFirstResults: summary(result.dialog.repeatedFirstResults),
    repeatedAllShown: summary(result.dialog.repeatedAllShown),
  };
  const parted = {
    legend: partNames,
    ...result.breakdown,
    total: summary(result.breakdown.total),
    pageHits: summary(result.breakdown.pageHits),
  };
  console.log(JSON.stringify({ ...result, latency, dialog, breakdown: parted }, null, 2));
}
