import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";
import { createOriginRewriter, joinWithOrigin, originEtag, splitAtOrigin } from "./origin-rewrite";

const built = "http://localhost:4000";
const served = "http://127.0.0.1:4912";

const rewrite = (text: string, origin = served) => {
  const parts = splitAtOrigin(Buffer.from(text), built);
  return parts ? joinWithOrigin(parts, origin).toString() : text;
};

describe("splitAtOrigin and joinWithOrigin", () => {
  it("write another origin wherever the build's is named", () => {
    expect(rewrite(`curl '${built}/sandbox/api/bills/uat/bill-fetch-request'`)).toBe(
      `curl '${served}/sandbox/api/bills/uat/bill-fetch-request'`,
    );
    expect(rewrite(`${built}\n- [API](${built}/cou/api.md)\n${built}`)).toBe(
      `${served}\n- [API](${served}/cou/api.md)\n${served}`,
    );
    expect(rewrite(`"origin","${built}"`)).toBe(`"origin","${served}"`);
    expect(rewrite(`Sitemap: ${built}/sitemap.xml.`)).toBe(`Sitemap: ${served}/sitemap.xml.`);
  });

  it("leave other origins that begin like it, and text without it", () => {
    expect(splitAtOrigin(Buffer.from("http://localhost:8080/hook"), built)).toBeUndefined();
    const others = `${built}1/x ${built}.evil.example ${built}-x`;
    expect(splitAtOrigin(Buffer.from(others), built)).toBeUndefined();
    expect(rewrite("https://developers.example.com:8443/x", served)).toBe(
      "https://developers.example.com:8443/x",
    );
    const portless = "https://developers.example.com";
    const text = `${portless}/a ${portless}:8443/b ${portless}.`;
    expect(joinWithOrigin(splitAtOrigin(Buffer.from(text), portless)!, served).toString()).toBe(
      `${served}/a ${portless}:8443/b ${served}.`,
    );
  });

  it("keep every byte around the origin, multibyte text included", () => {
    const text = `« ${built} » — ₹100 ${built}`;
    expect(rewrite(text, built)).toBe(text);
    expect(rewrite(text)).toBe(`« ${served} » — ₹100 ${served}`);
  });
});

const page = (origin: string) =>
  `<!doctype html><script>window.__context={"origin":"${origin}"}</script><pre>${origin}/sandbox</pre>`;

function pageFile(origin = built) {
  const body = Buffer.from(page(origin));
  return {
    originParts: splitAtOrigin(body, built),
    etag: '"abcdefghijklmnopqrstuv"',
    csp: contentSecurityPolicy(body.toString()),
  };
}

describe("createOriginRewriter", () => {
  it("serves a page for another origin with the hashes of its inline scripts as rewritten", () => {
    const variant = createOriginRewriter().variant(pageFile(), served)!;
    expect(variant.body.toString()).toBe(page(served));
    const script = `window.__context={"origin":"${served}"}`;
    const hash = createHash("sha256").update(script).digest("base64");
    expect(variant.csp).toContain(`'sha256-${hash}'`);
    expect(variant.csp).toBe(contentSecurityPolicy(page(served)));
  });

  it("marks the ETag with the origin, differently for each", () => {
    const rewriter = createOriginRewriter();
    const file = pageFile();
    const one = rewriter.variant(file, served)!.etag;
    const other = rewriter.variant(file, "http://localhost:4912")!.etag;
    expect(one).toMatch(/^"abcdefghijklmnopqrstuv\.[\w-]{8}"$/);
    expect(one).toBe(originEtag(file.etag, served));
    expect(other).not.toBe(one);
  });

  it("compresses once per origin and encoding, into copies that inflate to the rewritten body", async () => {
    const rewriter = createOriginRewriter();
    const file = pageFile();
    const variant = rewriter.variant(file, served)!;
    const br = await variant.encoded("br");
    expect(brotliDecompressSync(br).toString()).toBe(page(served));
    expect(gunzipSync(await variant.encoded("gzip")).toString()).toBe(page(served));
    expect(rewriter.variant(file, served)).toBe(variant);
    expect(await rewriter.variant(file, served)!.encoded("br")).toBe(br);
  });

  it("passes over files that do not name the origin", () => {
    const rewriter = createOriginRewriter();
    expect(rewriter.variant({ originParts: undefined, etag: '"x"', csp: undefined }, served)).toBeUndefined();
  });

  it("keeps the origins served most recently, up to its limit", () => {
    const rewriter = createOriginRewriter({ maxOrigins: 2 });
    const file = pageFile();
    const first = rewriter.variant(file, "http://localhost:1")!;
    const second = rewriter.variant(file, "http://localhost:2")!;
    expect(rewriter.variant(file, "http://localhost:1")).toBe(first);
    rewriter.variant(file, "http://localhost:3");
    // The second was the least recently used of the three, so it is the one made anew.
    expect(rewriter.variant(file, "http://localhost:1")).toBe(first);
    expect(rewriter.variant(file, "http://localhost:2")).not.toBe(second);
  });
});
