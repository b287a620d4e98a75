import * as pagefindIndexer from "pagefind";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageDataLoader, warmPageData, type Pagefind, type PagefindFragment } from "./pagefind-api";

const bundleUrl = "http://portal.test/pagefind/";

const section = (id: string, title: string, text: string) => `<h2 id="${id}">${title}</h2><p>${text}</p>`;
const page = (title: string, sections: string) =>
  `<html lang="en"><body><main data-pagefind-body><h1>${title}</h1>${sections}</main></body></html>`;

/**
 * The installed Pagefind's own runtime over a two-page index, built in memory and fetched from
 * it: pageDataLoader relies on how this runtime keeps a page's data, so a Pagefind upgrade that
 * changes it fails here rather than in the dialog.
 */
let pagefind: Pagefind;
let runtimeSource: string;
/** The fragment files fetched so far, in order. */
const fragmentsFetched: string[] = [];

beforeAll(async () => {
  const { index } = await pagefindIndexer.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("Pagefind returned no index");
  const retries = Array.from({ length: 12 }, (_, n) =>
    section(`retry-${n}`, `Retry ${n}`, `settlement retries attempt ${n} alpha`),
  ).join("");
  await index.addHTMLFile({ url: "/settlements", content: page("Settlements", retries) });
  await index.addHTMLFile({
    url: "/jwt",
    content: page("Tokens", section("expiry", "Token expiry", "a token expires; gamma List&lt;T&gt; alpha")),
  });
  const { files } = await index.getFiles();
  await pagefindIndexer.close();
  const bundle = new Map(files.map((file) => [`${bundleUrl}${file.path}`, file.content]));
  vi.stubGlobal("fetch", async (input: string) => {
    const path = String(input).replace(/\?.*$/, "");
    if (path.includes("/fragment/")) fragmentsFetched.push(path);
    const body = bundle.get(path);
    return body ? new Response(new Uint8Array(body)) : new Response(null, { status: 404 });
  });
  runtimeSource = Buffer.from(bundle.get(`${bundleUrl}pagefind.js`)!).toString("base64");
  pagefind = (await import(/* @vite-ignore */ `data:text/javascript;base64,${runtimeSource}`)) as Pagefind;
  await pagefind.options({ basePath: bundleUrl, noWorker: true });
  await pagefind.init();
}, 60_000);

afterAll(() => {
  vi.unstubAllGlobals();
});

/** Pagefind's excerpts as plain text: none is left once they are built from a blank. */
const excerpts = (fragment: PagefindFragment) =>
  [fragment, ...fragment.sub_results].map((part) =>
    (part as { plain_excerpt?: string }).plain_excerpt?.trim(),
  );

const words = (fragment: PagefindFragment) => fragment.content.split(/\s+/).filter(Boolean);
const matched = (fragment: PagefindFragment) =>
  fragment.weighted_locations.map(({ location }) => words(fragment)[location]?.toLowerCase());

describe("pageDataLoader, against the installed Pagefind runtime", () => {
  it("gives each query its page's whole text, anchors and matches, without Pagefind's excerpts", async () => {
    const listing = await pagefind.search(null);
    expect(listing?.results).toHaveLength(2);
    const data = pageDataLoader(listing!.results);

    const retries = (await pagefind.search("retries"))!.results[0]!;
    const plain = await retries.data();
    // Pagefind's own data builds a sub-result per matching section, each over the whole text.
    expect(plain.sub_results.length).toBeGreaterThan(10);
    expect(excerpts(plain).every(Boolean)).toBe(true);
    const text = plain.content;

    const fragment = await data(retries);
    expect(fragment.content).toBe(text);
    expect(fragment.anchors.map((anchor) => anchor.id)).toContain("retry-11");
    expect(matched(fragment).every((word) => word?.startsWith("retr"))).toBe(true);
    // Pagefind's excerpts, the page's and each section's, are built from a blank now.
    expect(excerpts(fragment).every((excerpt) => excerpt === "")).toBe(true);

    // Another query on the same page gets its own matches, and still the whole text.
    const alpha = (await pagefind.search("alpha"))!.results.find((result) => result.id === retries.id)!;
    const again = await data(alpha);
    expect(again.content).toBe(text);
    expect(matched(again)).toHaveLength(12);
    expect(matched(again).every((word) => word?.startsWith("alpha"))).toBe(true);
  });

  it("loads a page first found by a query through its match-less listing", async () => {
    const listing = await pagefind.search(null);
    const data = pageDataLoader(listing!.results);
    const gamma = (await pagefind.search("gamma"))!.results[0]!;
    const fragment = await data(gamma);
    expect(fragment.url).toMatch(/\/jwt$/);
    // The text as it reads, not as Pagefind escapes it for its own excerpts.
    expect(fragment.content).toContain("List<T>");
    expect(matched(fragment)).toEqual(["gamma"]);
    expect(excerpts(fragment).every((excerpt) => excerpt === "")).toBe(true);
  });

  it("lets a query search before the listing is in, its pages' data waiting for it", async () => {
    let listed = false;
    const listing = pagefind.search(null).then((all) => {
      listed = true;
      return all!.results;
    });
    const data = pageDataLoader(listing);
    const search = pagefind.search("gamma");
    const fragment = await data((await search)!.results[0]!);
    expect(listed).toBe(true);
    expect(matched(fragment)).toEqual(["gamma"]);
    expect(excerpts(fragment).every((excerpt) => excerpt === "")).toBe(true);
  });

  it("leaves a query's matches in place when a warm-up loads the same page beside it", async () => {
    const listing = (await pagefind.search(null))!.results;
    const data = pageDataLoader(listing);
    const gamma = (await pagefind.search("gamma"))!.results[0]!;
    const page = listing.find((result) => result.id === gamma.id)!;
    const [fragment] = await Promise.all([data(gamma), data.preload(page)]);
    expect(matched(fragment)).toEqual(["gamma"]);
  });

  it("warms every listed page's data one idle moment at a time, so a later query fetches none", async () => {
    // A fresh runtime: the one above has already loaded both pages.
    const runtime = (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${runtimeSource}#warm`
    )) as Pagefind;
    await runtime.options({ basePath: bundleUrl, noWorker: true });
    await runtime.init();
    const listing = (await runtime.search(null))!.results;
    const data = pageDataLoader(listing);
    const idle: (() => void)[] = [];
    const before = fragmentsFetched.length;
    warmPageData(listing, data.preload, (callback) => idle.push(callback));

    for (let moment = 1; moment <= listing.length; moment += 1) {
      idle.shift()!();
      await vi.waitFor(() => expect(fragmentsFetched.length - before).toBe(moment));
    }
    const warmed = fragmentsFetched.length;
    const fragment = await data((await runtime.search("gamma"))!.results[0]!);
    expect(matched(fragment)).toEqual(["gamma"]);
    expect(fragmentsFetched.length).toBe(warmed);
  });
});
