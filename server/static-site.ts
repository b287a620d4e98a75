import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { servedPaths } from "../content/site";
import { defaultSiteOrigin } from "./config";
import { contentSecurityPolicy } from "./content-security-policy";
import { splitAtOrigin } from "./origin-rewrite";

/** One file of the build, with its precompressed variants, held in memory. */
export type StaticFile = {
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  contentType: string;
  etag: string;
  /** Content-hashed file names never change, so they can be cached for a year. */
  immutable: boolean;
  /** Set on HTML pages: the page's own Content-Security-Policy. */
  csp: string | undefined;
  /**
   * Set on text files that name the build's origin: the body split at each occurrence, for the
   * server to write the origin it serves in its place (server/origin-rewrite.ts).
   */
  originParts: Buffer[] | undefined;
};

export type StaticSite = {
  /** Files by URL path: the site-map pages and the non-HTML assets. */
  files: ReadonlyMap<string, StaticFile>;
  notFound: StaticFile;
  /** The origin the build's files name (SITE_ORIGIN when it was built). */
  origin: string;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  // The conformance kit and the reference biller, downloaded to run with Node.js.
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  // React Router's prerendered loader data, fetched on client-side navigation.
  ".data": "text/x-script; charset=utf-8",
  ".woff2": "font/woff2",
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  return readFile(path).catch(() => undefined);
}

async function loadFile(path: string, immutable: boolean, origin: string): Promise<StaticFile> {
  const body = await readFile(path);
  const extension = extname(path);
  const contentType = contentTypes[extension] ?? "application/octet-stream";
  return {
    body,
    br: await readOptional(`${path}.br`),
    gzip: await readOptional(`${path}.gz`),
    contentType,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
    immutable,
    csp: extension === ".html" ? contentSecurityPolicy(body.toString("utf8")) : undefined,
    // Images and fonts are not text to write an origin into.
    originParts: /^(image|font)\//.test(contentType) ? undefined : splitAtOrigin(body, origin),
  };
}

/**
 * Files whose names carry a hash of their content: the bundler's assets, and Pagefind's metadata,
 * index, filter and page files (its runtime, WebAssembly and entry file keep fixed names).
 */
const contentHashed =
  /^\/(assets\/|pagefind\/(fragment|index|filter)\/|pagefind\/pagefind\.[\w-]+\.pf_meta$)/;

/** The HTML file a site-map path was prerendered to. */
function htmlFileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/**
 * Loads the build into memory. Only site-map pages are served as HTML (routes are exact, so
 * `/cou/api/index.html` is not a route); every other non-HTML file is served at its own path.
 * `origin` is the one the build was written with (server/served-origin.ts reads it).
 */
export async function loadStaticSite(dir: string, origin = defaultSiteOrigin): Promise<StaticSite> {
  const files = new Map<string, StaticFile>();
  for (const path of servedPaths)
    files.set(path, await loadFile(join(dir, htmlFileFor(path)), false, origin));
  for (const path of await listFiles(dir)) {
    const extension = extname(path);
    if (extension === ".html" || extension === ".br" || extension === ".gz") continue;
    const urlPath = `/${relative(dir, path).split(sep).join("/")}`;
    files.set(urlPath, await loadFile(path, contentHashed.test(urlPath), origin));
  }
  return { files, notFound: await loadFile(join(dir, "404.html"), false, origin), origin };
}
