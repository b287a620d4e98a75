import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { appPages, pages, type Page } from "../content/site";
import { clientDir } from "../server/config";

export type PageWeight = {
  path: string;
  /** An app page (the hosted payment page) is held to the guide pages' JavaScript budget. */
  kind: "home" | "guide" | "reference" | "not-found" | "app";
  /** Gzipped bytes of what the page loads before interaction. */
  html: number;
  css: number;
  js: number;
};

/**
 * Parts that pages load on hydration through a dynamic import rather than a preload: a page that
 * shows one (found by its marker in the HTML) pays for its chunk and everything that chunk imports.
 */
const lazyParts = [
  { marker: 'class="reference"', chunk: "ApiSegment" },
  { marker: 'class="sandbox-section bill-api-sandbox"', chunk: "SandboxSection" },
  { marker: 'class="error-codes"', chunk: "ErrorCodes" },
  { marker: 'id="sandbox-deliveries"', chunk: "DeliveriesSection" },
];

const importPattern = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

/** A lazily loaded chunk and the chunks it imports, as `/assets/...` paths. */
async function lazyChunkClosure(chunk: string): Promise<string[]> {
  const assets = await readdir(join(clientDir, "assets"));
  const start = assets.find((file) => file.startsWith(`${chunk}-`) && file.endsWith(".js"));
  if (!start) return [];
  const found = new Set<string>();
  const visit = async (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = await readFile(join(clientDir, "assets", file), "utf8");
    for (const match of source.matchAll(importPattern)) await visit(match[1]!);
  };
  await visit(start);
  return [...found].map((file) => `/assets/${file}`);
}

const assetPattern =
  /<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"|<script[^>]+src="([^"]+)"|import\("([^"]+)"\)/g;

async function gzippedSize(file: string): Promise<number> {
  return (await stat(`${file}.gz`).catch(() => stat(file))).size;
}

function htmlFileFor(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

/**
 * Pages that render API operations (a reference, or a guide that embeds operations with their
 * schema trees, code samples and examples) carry the reference renderer and its budget; so do the
 * sandbox's pages, whose consoles and flows run those operations.
 */
function kindOf(page: Page, html: string): PageWeight["kind"] {
  if (page.path === "/") return "home";
  return page.spec || page.route === "sandbox" || html.includes('class="reference"') ? "reference" : "guide";
}

/** HTML, CSS and JavaScript bytes (gzipped) a built page loads, counting each asset once. */
export async function weighPage(
  htmlFile: string,
  path: string,
  kindFor: PageWeight["kind"] | ((html: string) => PageWeight["kind"]),
): Promise<PageWeight> {
  const file = join(clientDir, htmlFile);
  const html = await readFile(file, "utf8");
  const kind = typeof kindFor === "function" ? kindFor(html) : kindFor;
  const assets = new Set<string>();
  // What a <noscript> holds loads only without JavaScript, so it is not part of this weight.
  for (const match of html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").matchAll(assetPattern)) {
    const href = match[1] ?? match[2] ?? match[3];
    if (href?.startsWith("/")) assets.add(href.replace(/[#?].*$/, ""));
  }
  for (const part of lazyParts) {
    if (html.includes(part.marker)) for (const asset of await lazyChunkClosure(part.chunk)) assets.add(asset);
  }
  let css = 0;
  let js = 0;
  for (const asset of assets) {
    const size = await gzippedSize(join(clientDir, asset));
    if (asset.endsWith(".css")) css += size;
    else if (asset.endsWith(".js")) js += size;
  }
  return { path, kind, html: await gzippedSize(file), css, js };
}

/** The weight of every site-map page, docs and app pages, and the 404 page. */
export async function weighSite(): Promise<PageWeight[]> {
  const weights = await Promise.all([
    ...pages.map((page) => weighPage(htmlFileFor(page.path), page.path, (html) => kindOf(page, html))),
    ...appPages.map((page) => weighPage(htmlFileFor(page.path), page.path, "app")),
  ]);
  weights.push(await weighPage("404.html", "(404)", "not-found"));
  return weights;
}
