import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPages, pages } from "../content/site";
import { createApp } from "./app";
import { writeTestSite } from "./test-site.test-data";

// A Pagefind fragment as the build stores it (scripts/search-index.ts): inflated, behind Pagefind's mark.
const fragment = Buffer.from('pagefind_dcd{"url":"/bbps/biller/guide","content":"Bill fetch"}');
const fragmentPath = "pagefind/fragment/en_1a2b3c4.pf_fragment";

let app: ReturnType<typeof createApp>;
let remove: () => Promise<void>;

beforeAll(async () => {
  const built = await writeTestSite({
    "assets/entry-abc123.js": "console.log('entry')",
    "assets/entry-abc123.js.gz": gzipSync("console.log('entry')"),
    "robots.txt": "User-agent: *",
    "pagefind/pagefind-entry.json": '{"version":"1.6.0"}',
    "pagefind/wasm.en.pagefind": "pagefind_dcd",
    "stray/index.html": "not a route",
    [fragmentPath]: fragment,
    [`${fragmentPath}.br`]: brotliCompressSync(fragment),
    [`${fragmentPath}.gz`]: gzipSync(fragment),
  });
  remove = built.remove;
  app = createApp(built.site);
});

afterAll(() => remove());

describe("portal server", () => {
  it("serves every site-map page as uncached HTML with its own script hashes", async () => {
    for (const page of [...pages, ...appPages]) {
      const response = await app.request(page.path);
      expect(response.status, page.path).toBe(200);
      expect(await response.text()).toContain(`<title>${page.title}</title>`);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it("serves the hosted payment page whatever its query, as a payment link opens it", async () => {
    const response = await app.request("/instacollect/pay?link=icl_0123456789ABCDEFGHJKMNPQRS");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Pay a bill</title>");
  });

  it("sends the security headers on every response", async () => {
    for (const path of ["/", "/assets/entry-abc123.js", "/missing", "/api"]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("answers the site map's redirects with 301, keeping the query", async () => {
    const expected = {
      "/bbps/biller/docs": "/bbps/biller/guide",
      "/api": "/fastag/api",
      "/product": "/fastag/product",
      "/integration": "/fastag/guide",
      "/push-notifications": "/fastag/push-notifications",
    };
    for (const [from, to] of Object.entries(expected)) {
      const response = await app.request(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location")).toBe(to);
    }
    expect((await app.request("/api?tab=1")).headers.get("location")).toBe("/fastag/api?tab=1");
  });

  it("answers unknown paths, trailing slashes and raw HTML files with the 404 page", async () => {
    for (const path of [
      "/nope",
      "/cou/api/",
      "/cou/api/index.html",
      "/stray/",
      "/404",
      "/%2e%2e/package.json",
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("4-oh-4!");
    }
  });

  it("caches hashed assets for a year and serves the precompressed copy", async () => {
    const response = await app.request("/assets/entry-abc123.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const plain = await app.request("/assets/entry-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log('entry')");
  });

  it("sends Pagefind's data brotli-encoded for the browser to inflate, and as stored to clients without brotli or gzip", async () => {
    const encoded = await app.request(`/${fragmentPath}`, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect(encoded.headers.get("content-type")).toBe("application/octet-stream");
    expect(brotliDecompressSync(Buffer.from(await encoded.arrayBuffer())).equals(fragment)).toBe(true);
    // Its file names carry a hash of their content, so a reader's next search, on any page, asks again for none of them.
    expect(encoded.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const plain = await app.request(`/${fragmentPath}`);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toBe("application/octet-stream");
    expect(Buffer.from(await plain.arrayBuffer()).equals(fragment)).toBe(true);
  });

  it("does not cache unhashed files for long", async () => {
    for (const path of ["/robots.txt", "/pagefind/pagefind-entry.json", "/pagefind/wasm.en.pagefind"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
    }
  });

  it("answers a matching ETag with 304", async () => {
    const first = await app.request("/robots.txt");
    const etag = first.headers.get("etag") ?? "";
    const second = await app.request("/robots.txt", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await app.request("/", { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
