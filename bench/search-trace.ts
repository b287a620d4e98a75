/**
 * Where a search's time goes, for bench/search.ts. Nothing here ships: the benchmark serves the
 * page a copy of Pagefind's runtime with timers around its parts (the search call, each result's
 * `data()`, the WebAssembly calls, decompression, the excerpts and sub-results it builds, and its
 * polling sleeps) and reads the browser's resource timings for the fetches. `breakdown()` then
 * splits each query's wait, from the input to the last shown result, into those parts; what is
 * left is the dialog's own work (its excerpts, React's render) and waiting for the main thread.
 */

/** One timed stretch in the page, in `performance.now()` milliseconds. */
export type Span = { kind: string; start: number; end: number; detail?: string };

/** The browser's record of one fetch (PerformanceResourceTiming, trimmed). */
export type Fetch = { path: string; start: number; end: number };

/**
 * Appended to Pagefind's runtime module: reassigns its module-level functions to timed wrappers.
 * Each is wrapped only if present under the name Pagefind 1.x gives it, so a later Pagefind runs
 * untimed rather than broken. Live bindings carry the wrapped `search` to the importing dialog.
 */
export const pagefindTimers = String.raw`
;(() => {
  const trace = (globalThis.__searchTrace ??= []);
  const now = () => performance.now();
  let depth = 0;
  // Synchronous work, counted once when calls nest (sub-results build excerpts).
  const timed = (kind, fn, detail) =>
    function (...args) {
      const start = now();
      depth++;
      try {
        return fn.apply(this, args);
      } finally {
        depth--;
        if (depth === 0) trace.push({ kind, start, end: now(), detail });
      }
    };
  if (typeof build_excerpt === "function") build_excerpt = timed("excerpts", build_excerpt);
  if (typeof calculate_excerpt_region === "function")
    calculate_excerpt_region = timed("excerpts", calculate_excerpt_region);
  if (typeof calculate_sub_results === "function")
    calculate_sub_results = timed("excerpts", calculate_sub_results);
  if (typeof gz_default === "function") gz_default = timed("decompress", gz_default);
  if (typeof wasm_bindgen === "function" || typeof wasm_bindgen === "object") {
    for (const name of ["search", "load_index_chunk", "load_filter_chunk", "init_pagefind", "set_ranking_weights"]) {
      if (typeof wasm_bindgen[name] === "function") wasm_bindgen[name] = timed("wasm", wasm_bindgen[name], name);
    }
  }
  if (typeof asyncSleep === "function") {
    const sleep = asyncSleep;
    asyncSleep = async (ms) => {
      const start = now();
      await sleep(ms);
      trace.push({ kind: "polling", start, end: now() });
    };
  }
  const wrapAsync = (kind, fn) => async (...args) => {
    const start = now();
    try {
      return await fn(...args);
    } finally {
      trace.push({ kind, start, end: now(), detail: typeof args[0] === "string" ? args[0] : "" });
    }
  };
  if (typeof init === "function") init = wrapAsync("init", init);
  if (typeof preload === "function") preload = wrapAsync("preload", preload);
  if (typeof search === "function") {
    const run = search;
    search = async (term, options) => {
      const start = now();
      const found = await run(term, options);
      trace.push({ kind: "search", start, end: now(), detail: term ?? "" });
      for (const result of found?.results ?? []) {
        const data = result.data;
        result.data = async () => {
          const begun = now();
          try {
            return await data();
          } finally {
            trace.push({ kind: "data", start: begun, end: now(), detail: result.id });
          }
        };
      }
      return found;
    };
  }
})();
`;

/** The kinds a query's time is split into, in the order a report lists them. */
export const parts = [
  "input to search",
  "runtime fetch",
  "dialog fetch",
  "index fetch",
  "fragment fetch",
  "polling",
  "wasm",
  "decompress",
  "excerpts",
  "rest",
] as const;
export type Part = (typeof parts)[number];

/** What each part means, for the report. */
export const partNames: Record<Part, string> = {
  "input to search":
    "from the input to Pagefind's search call: a typing pause if any, React's handling of the key, waiting for the code",
  "runtime fetch": "fetching Pagefind's runtime, WebAssembly, entry and meta",
  "dialog fetch": "fetching the dialog's own code and style",
  "index fetch": "fetching index and filter chunks",
  "fragment fetch": "fetching result fragments (data())",
  polling: "Pagefind's sleeps waiting for its own initialisation",
  wasm: "Pagefind WebAssembly: search, loading chunks, init",
  decompress: "Pagefind's gunzip of chunks and fragments (JS)",
  excerpts: "Pagefind's excerpts and sub-results in data()",
  rest: "the rest: the dialog's excerpts, React render and commit, main-thread waits",
};

type Interval = [number, number];

/** The total length of a set of intervals, overlaps counted once. */
function unionLength(intervals: readonly Interval[]): number {
  const sorted = [...intervals].filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let [from, to] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [a, b] of sorted) {
    if (a > to) {
      if (to > from) total += to - from;
      [from, to] = [a, b];
    } else to = Math.max(to, b);
  }
  if (to > from) total += to - from;
  return total;
}

const clip = (interval: Interval, from: number, to: number): Interval => [
  Math.max(interval[0], from),
  Math.min(interval[1], to),
];

function fetchKind(path: string): Part | undefined {
  if (path.startsWith("/pagefind/index/") || path.startsWith("/pagefind/filter/")) return "index fetch";
  if (path.startsWith("/pagefind/fragment/")) return "fragment fetch";
  if (path.startsWith("/pagefind/")) return "runtime fetch";
  if (path.startsWith("/assets/")) return "dialog fetch";
  return undefined;
}

/**
 * The wall time of each part between `from` (the input) and `to` (the results on screen). Parts
 * may overlap one another (a fetch runs while the main thread works); each is the time at least
 * one of its kind was under way. `rest` is the time none was.
 */
export function breakdown(
  spans: readonly Span[],
  fetches: readonly Fetch[],
  from: number,
  to: number,
): Record<Part, number> {
  const intervals = new Map<Part, Interval[]>(parts.map((part) => [part, []]));
  const add = (part: Part, interval: Interval) => {
    const clipped = clip(interval, from, to);
    if (clipped[1] > clipped[0]) intervals.get(part)!.push(clipped);
  };
  const searches = spans.filter((span) => span.kind === "search" && span.start >= from && span.start < to);
  add("input to search", [from, searches[0]?.start ?? from]);
  for (const span of spans) {
    if (
      span.kind === "wasm" ||
      span.kind === "decompress" ||
      span.kind === "excerpts" ||
      span.kind === "polling"
    )
      add(span.kind, [span.start, span.end]);
  }
  for (const fetch of fetches) {
    const kind = fetchKind(fetch.path);
    if (kind) add(kind, [fetch.start, fetch.end]);
  }
  const result = {} as Record<Part, number>;
  for (const part of parts) result[part] = part === "rest" ? 0 : unionLength(intervals.get(part)!);
  result.rest = Math.max(0, to - from - unionLength([...intervals.values()].flat()));
  return result;
}
