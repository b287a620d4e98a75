/**
 * A baseline for the site's Lighthouse performance scores: a page of one heading and one
 * paragraph, no script, no stylesheet, sent with the portal's security headers from a bare
 * `node:http` server. Chromium's own start-up work (its first layout and fonts, the page's script
 * context) gives even this page blocking time once it has painted, so the baseline's blocking
 * time is the part of a route's that is the machine's, not the route's. It is not a ceiling: a
 * route that paints later keeps that work before its first paint, where it blocks nothing.
 */
import { createServer, type Server } from "node:http";
import { securityHeaders } from "../server/app";
import { freePort } from "./free-port";

const page = [
  "<!doctype html>",
  '<html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="description" content="A static page of one paragraph, the floor of the site benchmark.">',
  "<title>Floor</title></head>",
  "<body><main><h1>Floor</h1>",
  "<p>One paragraph of text, the largest element on this page and so its largest contentful paint.</p>",
  "</main></body></html>",
].join("");

/** Serves the floor page on loopback; `close` stops the server. */
export async function startStaticFloor(): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort(4630);
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, {
      ...securityHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Length": Buffer.byteLength(page),
    });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
