import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import * as pagefind from "pagefind";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";
import {
  decompressedSignature,
  operationHomes,
  operationIds,
  quickenReadinessChecks,
  readinessCheck,
  storeInflated,
  withRepeatedOperationsIgnored,
} from "./search-index";

const operation = (id: string) =>
  `<section id="${id}" class="operation"><h3 id="${id}-title">T</h3><p>POST /x</p><div class="operation-columns"><ul><li id="${id}-request-a">a</li></ul></div></section>`;

describe("operations repeated across pages", () => {
  it("are found in a page's HTML", () => {
    expect(
      operationIds(`<main>${operation("op-a")}<section id="errors"></section>${operation("op-b")}</main>`),
    ).toEqual(["op-a", "op-b"]);
  });

  it("are documented on their reference page, or else on the first page that shows them", () => {
    const homes = operationHomes([
      { path: "/guide", reference: false, operations: ["op-a", "op-b"] },
      { path: "/other-guide", reference: false, operations: ["op-b"] },
      { path: "/api", reference: true, operations: ["op-a"] },
    ]);
    expect(Object.fromEntries(homes)).toEqual({ "op-a": "/api", "op-b": "/guide" });
  });

  it("keep only their title and endpoint in the index elsewhere", () => {
    const html = `<main>${operation("op-a")}${operation("op-b")}</main>`;
    const indexed = withRepeatedOperationsIgnored(html, (id) => id === "op-b");
    expect(indexed).toContain(
      '<h3 id="op-a-title">T</h3><p>POST /x</p><div data-pagefind-ignore="all" class="operation-columns">',
    );
    expect(indexed).toContain('<h3 id="op-b-title">T</h3><p>POST /x</p><div class="operation-columns">');
    expect(withRepeatedOperationsIgnored(html, () => true)).toBe(html);
  });
});

describe("Pagefind's data files", () => {
  const made: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "search-index-"));
    made.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const page = (title: string, text: string) =>
    `<html lang="en"><body><main data-pagefind-body data-pagefind-filter="area:cou"><h1>${title}</h1><h2 id="a">${text}</h2><p>${text} settlement retry</p></main></body></html>`;

  async function bundle() {
    const dir = await tempDir();
    const { index } = await pagefind.createIndex({ forceLanguage: "en" });
    try {
      await index!.addHTMLFile({
        url: "/bill-fetch",
        content: page("Bill fetch", "billerId customerParams"),
      });
      await index!.addHTMLFile({ url: "/wallet", content: page("Wallet creation", "ERR131 wallet") });
      await index!.writeFiles({ outputPath: dir });
    } finally {
      await pagefind.close();
    }
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return { dir, files: entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)) };
  }

  it("are stored inflated and signed, with brotli and gzip copies of the same bytes", async () => {
    const { dir, files } = await bundle();
    const rewritten = await storeInflated(dir);
    // A low brotli quality keeps the test quick; the copies must inflate to the same bytes at any.
    await precompress(dir, { brotliQuality: 4 });

    // Everything but the runtimes, their styles and the entry file is data Pagefind passes to its
    // decompress() (the build deletes the unused runtimes; here they are left to show they are skipped).
    const data = files.filter((file) => ![".js", ".css", ".json"].includes(extname(file)));
    expect(new Set(data.map((file) => extname(file)))).toEqual(
      new Set([".pf_meta", ".pf_index", ".pf_fragment", ".pf_filter", ".pagefind"]),
    );
    expect(rewritten.sort()).toEqual(data.sort());
    for (const file of data) {
      const stored = await readFile(file);
      expect(stored.subarray(0, 12).toString(), file).toBe(decompressedSignature);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(stored), `${file}.br`).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(stored), `${file}.gz`).toBe(true);
    }
  });

  it("come with a runtime that checks for its own start every 4 ms, and stop the build if it waits otherwise", async () => {
    const { dir } = await bundle();
    expect(await quickenReadinessChecks(dir)).toBeGreaterThan(0);
    const runtime = await readFile(join(dir, "pagefind.js"), "utf8");
    expect(runtime).not.toContain(readinessCheck.pagefind);
    expect(runtime).toContain(
      `while(this.raw_ptr===null){if(this.initError){throw this.initError;}${readinessCheck.here}}`,
    );
    await expect(quickenReadinessChecks(dir)).rejects.toThrow(/no longer waits/);
  });

  it("stop the build when one does not carry Pagefind's signature once inflated", async () => {
    const dir = await tempDir();
    await writeFile(join(dir, "en_1.pf_fragment"), gzipSync('{"url":"/"}'));
    await expect(storeInflated(dir)).rejects.toThrow(/does not start with "pagefind_dcd"/);
  });
});
