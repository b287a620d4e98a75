/**
 * Finishes the prerendered site: the 404 page, sitemap.xml and robots.txt from the site map, the
 * OpenAPI downloads, Postman collections and sandbox environments, the conformance kit and the
 * reference biller as single-file downloads, and brotli and gzip copies of every text file so the
 * server never compresses at request time. Every absolute URL written here starts with
 * `siteOrigin` (SITE_ORIGIN), which is recorded for the server to write the origin it serves in its
 * place (server/served-origin.ts).
 */
import { rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brandFromEnvironment, describeBrand } from "../content/brand-schema";
import { pages } from "../content/site";
import { notFoundPrerenderPath } from "../app/not-found-path";
import { builtOriginFile, clientDir, siteOrigin } from "../server/config";
import type { BuiltOrigin } from "../server/served-origin";
import { writeKitDownloads } from "./kit-download";
import { writeMachineReadableDocs } from "./machine-readable-docs";
import { lowerModulePreloadsIn } from "./module-preload-priority";
import { precompress } from "./precompress";
import { writeSearchIndex } from "./search-index";
import { writeSpecDownloads } from "./spec-downloads";

async function placeNotFoundPage() {
  const prerendered = join(clientDir, notFoundPrerenderPath, "index.html");
  await rename(prerendered, join(clientDir, "404.html"));
  await rmdir(join(clientDir, notFoundPrerenderPath));
  // Every path is prerendered, so the single-page-app fallback is never served.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });
}

async function writeCrawlerFiles() {
  const urls = pages.map((page) => `  <url><loc>${siteOrigin}${page.path}</loc></url>`).join("\n");
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  await writeFile(join(clientDir, "sitemap.xml"), sitemap);
  await writeFile(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
  );
}

async function recordOrigin() {
  const built: BuiltOrigin = { origin: siteOrigin, configured: Boolean(process.env.SITE_ORIGIN) };
  await writeFile(builtOriginFile, `${JSON.stringify(built)}\n`);
}

// The values the pages were built with, or the variable at fault; brand.ts reads the same ones.
console.log(describeBrand(brandFromEnvironment(process.env)));
await placeNotFoundPage();
await lowerModulePreloadsIn(clientDir);
await writeCrawlerFiles();
await recordOrigin();
await writeSpecDownloads(join(process.cwd(), "content", "specs"), join(clientDir, "specs"), siteOrigin);
for (const { path, bytes } of await writeKitDownloads(clientDir, siteOrigin))
  console.log(`${path}: ${(bytes / 1024).toFixed(0)} KB`);
await writeMachineReadableDocs(clientDir, siteOrigin);
// The HTML is final here; the index is written before precompression so its files get copies too.
await writeSearchIndex(clientDir);
await precompress(clientDir);
