/**
 * Builds the Pagefind search index from the prerendered HTML into `<clientDir>/pagefind/`. Only
 * site-map pages are indexed, each under its exact route (Pagefind would otherwise derive
 * `/cou/api/` from `cou/api/index.html`, and routes here are exact), and within each page only
 * the `data-pagefind-body` region the shell marks, so the header, sidebar and footer stay out.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import * as pagefind from "pagefind";
import { pages } from "../content/site";

/** Parts of a page that would only echo other results or are not shown. */
const excludeSelectors = [
  // Tables of contents repeat the headings they link to.
  "nav",
  // Code samples for languages other than the one shown, and their loading notes.
  "[hidden]",
  // Controls (copy, tabs, menus) name actions, not content.
  "button",
  // Code samples and JSON examples repeat the fields their operation lists; indexed, they made a
  // page with many examples outrank the one that explains a field, and tripled the index.
  "pre",
];

/**
 * Pagefind's ready-made interfaces (the portal has its own dialog on Pagefind's JS API), and its
 * web worker: the dialog searches on the main thread, since a worker would run under the strict
 * policy the server gives every non-page file, which allows neither fetching nor WebAssembly.
 */
const unusedBundleFiles = [
  "pagefind-worker.js",
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

const htmlFileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

const operationSection = /<section\b[^>]*\bid="(op-[^"]+)"[^>]*>/g;

/** The ids of the API operations a page renders (`op-<operationId>` sections). */
export function operationIds(html: string): string[] {
  return [...html.matchAll(operationSection)].map((match) => match[1]!);
}

export type IndexedPage = { path: string; reference: boolean; operations: readonly string[] };

/**
 * The page that documents each operation for search: its API reference page when the site map
 * has one, else the first page (in site-map order) that shows it. Guides repeat operations from
 * the references, and an operation indexed on six pages would rank the shortest of them first
 * for any of its field names rather than the page that explains it.
 */
export function operationHomes(pages: readonly IndexedPage[]): Map<string, string> {
  const homes = new Map<string, string>();
  for (const page of [...pages].sort((a, b) => Number(b.reference) - Number(a.reference))) {
    for (const id of page.operations) if (!homes.has(id)) homes.set(id, page.path);
  }
  return homes;
}

/**
 * The page's HTML with the details (fields, examples, code) of operations documented elsewhere
 * kept out of the index; their title and endpoint stay, so the page is still found by them.
 */
export function withRepeatedOperationsIgnored(html: string, isHome: (id: string) => boolean): string {
  let result = "";
  let from = 0;
  for (const match of html.matchAll(operationSection)) {
    if (isHome(match[1]!)) continue;
    const start = match.index + match[0].length;
    const nextSection = html.indexOf("<section", start);
    const details = html.indexOf('<div class="operation-columns"', start);
    if (details < 0 || (nextSection >= 0 && details > nextSection)) continue;
    result += `${html.slice(from, details)}<div data-pagefind-ignore="all"`;
    from = details + "<div".length;
  }
  return result + html.slice(from);
}

/**
 * How Pagefind's runtime tells a data file it need not inflate: its `decompress()` returns the
 * bytes after this mark as they are, and otherwise gunzips them in JavaScript first.
 */
export const decompressedSignature = "pagefind_dcd";

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Stores every gzipped file of a Pagefind bundle (metadata, index and filter chunks, fragments,
 * WebAssembly) inflated, so that it starts with `decompressedSignature`. Pagefind gunzips each
 * one in JavaScript on the main thread, the largest fixed cost of a first query; stored inflated
 * and served with brotli or gzip (scripts/precompress.ts), they are inflated by the browser, off
 * that thread, and read by Pagefind as they are. Returns the paths it rewrote.
 */
export async function storeInflated(outputPath: string): Promise<string[]> {
  const inflate = promisify(gunzip);
  const entries = await readdir(outputPath, { withFileTypes: true, recursive: true });
  const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const rewritten = await Promise.all(
    paths.map(async (path) => {
      const stored = await readFile(path);
      if (!isGzip(stored)) return undefined;
      const inflated = await inflate(stored);
      // Pagefind would read an unsigned file as gzip and fail on it: a format change, caught here.
      if (inflated.subarray(0, decompressedSignature.length).toString("latin1") !== decompressedSignature)
        throw new Error(`Pagefind file ${path} does not start with "${decompressedSignature}" once inflated`);
      await writeFile(path, inflated);
      return path;
    }),
  );
  return rewritten.filter((path) => path !== undefined);
}

/**
 * How Pagefind's main-thread runtime (1.x) waits for its own start: `init()` begins loading the
 * WebAssembly and metadata but gives no promise for them, and a search called before they are in
 * checks again every 50 ms. A first query typed as the dialog opens waited up to 50 ms past their
 * arrival, for the query and for the list of pages each: 156 ms in all in one run of
 * bench/search.ts. Checked every 4 ms, the wait ends within a frame of their arrival.
 */
export const readinessCheck = { pagefind: "await asyncSleep(50);", here: "await asyncSleep(4);" };

/** Makes the runtime check for its start every 4 ms (`readinessCheck`); returns how many waits changed. */
export async function quickenReadinessChecks(outputPath: string): Promise<number> {
  const path = join(outputPath, "pagefind.js");
  const runtime = await readFile(path, "utf8");
  const waits = runtime.split(readinessCheck.pagefind).length - 1;
  // A Pagefind release that waits otherwise is caught here, not left slow unnoticed.
  if (waits === 0)
    throw new Error(`Pagefind's runtime ${path} no longer waits with "${readinessCheck.pagefind}"`);
  await writeFile(path, runtime.replaceAll(readinessCheck.pagefind, readinessCheck.here));
  return waits;
}

function failOn(errors: readonly string[], step: string) {
  if (errors.length > 0) throw new Error(`Pagefind ${step}:\n${errors.join("\n")}`);
}

/** Indexes every prerendered page (the search page itself excepted) and writes the bundle. */
export async function writeSearchIndex(clientDir: string): Promise<{ pages: number }> {
  const outputPath = join(clientDir, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors });
  failOn(errors, "could not start");
  if (!index) throw new Error("Pagefind returned no index");
  try {
    const indexed = await Promise.all(
      pages
        .filter((page) => page.route !== "search")
        .map(async (page) => {
          const html = await readFile(join(clientDir, htmlFileFor(page.path)), "utf8");
          return { path: page.path, reference: Boolean(page.spec), operations: operationIds(html), html };
        }),
    );
    const homes = operationHomes(indexed);
    for (const page of indexed) {
      const content = withRepeatedOperationsIgnored(page.html, (id) => homes.get(id) === page.path);
      const added = await index.addHTMLFile({ url: page.path, content });
      failOn(added.errors, `could not index ${page.path}`);
    }
    failOn((await index.writeFiles({ outputPath })).errors, "could not write the index");
    await Promise.all(unusedBundleFiles.map((file) => rm(join(outputPath, file), { force: true })));
    await storeInflated(outputPath);
    await quickenReadinessChecks(outputPath);
    return { pages: indexed.length };
  } finally {
    await pagefind.close();
  }
}
