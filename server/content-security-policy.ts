import { createHash } from "node:crypto";

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * A strict policy for one prerendered page: scripts only from this origin plus the page's own
 * inline scripts (the theme setter and the router's hydration data), allowed by their hashes.
 * `'wasm-unsafe-eval'` lets the search (Pagefind) compile its WebAssembly; it allows no `eval`
 * of JavaScript.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? "")
    .filter((source) => source.length > 0)
    .map((source) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(hashes), "'wasm-unsafe-eval'"].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy for everything that is not a page (scripts, styles, images, text). */
export const assetContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";
