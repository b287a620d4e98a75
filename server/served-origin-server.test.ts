import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specDownloadFiles } from "../scripts/spec-downloads";
import { createApp } from "./app";
import { defaultSiteOrigin } from "./config";
import { createPortalServer } from "./portal-server";
import { createSandbox } from "./sandbox/create-sandbox";
import { originPolicy } from "./served-origin";
import { writeTestSite } from "./test-site.test-data";

// The portal's server on a port other than 4000, over real sockets on 127.0.0.1, serving a build
// written for the default origin: every file that names it names the origin the request came to,
// when the server accepts its Host, and the build's otherwise.

const built = defaultSiteOrigin;
const contextScript = `window.__reactRouterContext={"origin":"${built}"}`;
const page = `<!doctype html><title>Bill payment API</title><script>${contextScript}</script><pre><code>curl -X POST '${built}/sandbox/api/bills/uat/bill-fetch-request'</code></pre>`;
const markdown = Array.from({ length: 12 }, (_, index) => `- Call ${index}: ${built}/sandbox/x${index}`).join(
  "\n",
);
const asset = "console.log('no origin here')";

/** Text files as the build leaves them: each with its brotli and gzip copies beside it. */
function withCopies(files: Record<string, string>): Record<string, string | Buffer> {
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, text]) => [
      [path, text],
      [`${path}.br`, brotliCompressSync(text)],
      [`${path}.gz`, gzipSync(text)],
    ]),
  );
}

let server: Server;
let port: number;
let origin: string;
let remove: () => Promise<void>;
let downloads: Record<string, string>;

beforeAll(async () => {
  const source = await readFile(join(import.meta.dirname, "..", "content", "specs", "cou.yaml"), "utf8");
  downloads = specDownloadFiles("cou", source, built);
  const siteFiles = withCopies({
    "cou/api/index.html": page,
    "cou/api.md": `# Bill payment API\n\n${markdown}\n`,
    "llms.txt": `# Portal\n\n- [Bill payment API](${built}/cou/api.md)\n`,
    "sitemap.xml": `<urlset><url><loc>${built}/cou/api</loc></url></urlset>\n`,
    "robots.txt": `User-agent: *\nAllow: /\n\nSitemap: ${built}/sitemap.xml\n`,
    "specs/cou.yaml": downloads["cou.yaml"]!,
    "specs/cou.postman_environment.json": downloads["cou.postman_environment.json"]!,
    "assets/entry-abc123.js": asset,
  });
  const site = await writeTestSite(siteFiles);
  remove = site.remove;
  const sandbox = createSandbox({ secret: "test-secret-for-the-sandbox" });
  server = createPortalServer(
    site.site,
    sandbox,
    originPolicy({ built: { origin: built, configured: false } }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await remove();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The answer's text, inflated as its Content-Encoding says. */
function textOf(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
  return answer.body.toString("utf8");
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("the origin the server names", () => {
  it("is the one the request came to, in the downloads, Markdown, llms.txt, sitemap and robots", async () => {
    expect(port).not.toBe(4000);
    const expected: [string, number][] = [
      ["/specs/cou.yaml", count(downloads["cou.yaml"]!, built)],
      ["/specs/cou.postman_environment.json", count(downloads["cou.postman_environment.json"]!, built)],
      ["/cou/api.md", 12],
      ["/llms.txt", 1],
      ["/sitemap.xml", 1],
      ["/robots.txt", 1],
    ];
    for (const [path, occurrences] of expected) {
      const text = textOf(await get(path));
      expect(occurrences, path).toBeGreaterThan(0);
      expect(count(text, origin), path).toBe(occurrences);
      expect(text, path).not.toContain(built);
    }
    const environment = JSON.parse(textOf(await get("/specs/cou.postman_environment.json"))) as {
      values: { key: string; value: string }[];
    };
    expect(environment.values.find((value) => value.key === "baseUrl")?.value).toBe(
      `${origin}/sandbox/api/bills/uat`,
    );
    expect(textOf(await get("/specs/cou.yaml"))).toContain(`- url: ${origin}/sandbox/api/bills/uat`);
  });

  it("is in a page's code samples and its router data, with the page's policy hashing the script as served", async () => {
    const answer = await get("/cou/api");
    const html = textOf(answer);
    expect(html).toContain(`curl -X POST '${origin}/sandbox/api/bills/uat/bill-fetch-request'`);
    expect(html).not.toContain(built);
    const served = `window.__reactRouterContext={"origin":"${origin}"}`;
    const hash = createHash("sha256").update(served).digest("base64");
    expect(answer.headers["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(answer.headers.vary).toBe("Accept-Encoding, Host");
  });

  it("follows the Host: localhost and [::1] on this port each get their own", async () => {
    for (const host of [`localhost:${port}`, `[::1]:${port}`]) {
      const text = textOf(await get("/llms.txt", { host }));
      expect(text, host).toContain(`http://${host}/cou/api.md`);
    }
  });

  it("is the build's for a forged Host, never the Host's", async () => {
    for (const host of [
      "evil.example",
      `evil.example:${port}`,
      `localhost:${port + 1}`,
      `127.0.0.2:${port}`,
    ]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const answer = await get("/cou/api", { host, "accept-encoding": encoding });
        const html = textOf(answer);
        expect(html, `${host} ${encoding}`).toContain(`'${built}/sandbox/api/bills/uat/bill-fetch-request'`);
        expect(html, host).not.toContain(host);
      }
    }
    // The build's own copies, as they are: nothing was made for the forged host.
    const forged = await get("/cou/api", { host: "evil.example", "accept-encoding": "br" });
    expect(forged.body.equals(brotliCompressSync(page))).toBe(true);
  });

  it("never names a malformed Host: Node's adapter refuses some, the policy the rest", async () => {
    for (const host of [
      `localhost:${port}@evil.example`,
      `evil.example/x:${port}`,
      `127.0.0.1:${port}/evil`,
      `localhost:${port}:1`,
      `evil_host.example:${port}`,
    ]) {
      const answer = await get("/llms.txt", { host });
      const text = textOf(answer);
      expect([400, 200], host).toContain(answer.status);
      if (answer.status === 200) expect(text, host).toContain(`${built}/cou/api.md`);
      expect(text, host).not.toContain("evil");
    }
  });

  it("negotiates brotli and gzip as before, for the rewritten files and the others", async () => {
    for (const [accept, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const answer = await get("/cou/api.md", { "accept-encoding": accept });
      expect(answer.headers["content-encoding"], accept).toBe(expected);
      expect(textOf(answer), accept).toContain(`${origin}/sandbox/x0`);
      expect(answer.headers.vary).toBe("Accept-Encoding, Host");
      const script = await get("/assets/entry-abc123.js", { "accept-encoding": accept });
      expect(script.headers["content-encoding"], accept).toBe(expected);
      expect(textOf(script)).toBe(asset);
      expect(script.headers.vary).toBe("Accept-Encoding");
    }
    // A file that names no origin is the build's copy, byte for byte.
    const br = await get("/assets/entry-abc123.js", { "accept-encoding": "br" });
    expect(br.body.equals(brotliCompressSync(asset))).toBe(true);
  });

  it("gives each origin its own ETag, and answers a matching one with 304", async () => {
    const mine = await get("/llms.txt", { "accept-encoding": "br" });
    const other = await get("/llms.txt", { "accept-encoding": "br", host: `localhost:${port}` });
    const build = await get("/llms.txt", { "accept-encoding": "br", host: "evil.example" });
    const tags = [mine, other, build].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    const again = await get("/llms.txt", { "accept-encoding": "br", "if-none-match": String(tags[0]) });
    expect(again.status).toBe(304);
    const elsewhere = await get("/llms.txt", {
      "accept-encoding": "br",
      host: `localhost:${port}`,
      "if-none-match": String(tags[0]),
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("with SITE_ORIGIN", () => {
  it("names it whatever the Host, and does not vary by Host", async () => {
    const site = await writeTestSite(
      withCopies({ "llms.txt": `- ${built}/cou/api.md\n`, "cou/api/index.html": page }),
    );
    try {
      const app = createApp(site.site, {
        origins: originPolicy({
          built: { origin: built, configured: false },
          siteOrigin: "https://developers.example.com",
        }),
      });
      const answer = await app.request("http://evil.example/llms.txt", {
        headers: { "accept-encoding": "gzip" },
      });
      expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(
        "- https://developers.example.com/cou/api.md\n",
      );
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      const html = await (await app.request("/cou/api")).text();
      expect(html).toContain("'https://developers.example.com/sandbox/api/bills/uat/bill-fetch-request'");
    } finally {
      await site.remove();
    }
  });
});
