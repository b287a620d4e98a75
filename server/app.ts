import { Hono, type Context } from "hono";
import { redirectTarget } from "../content/site";
import { sandboxMountPath } from "../core/sandbox/sandbox-url";
import { siteOrigin } from "./config";
import { assetContentSecurityPolicy } from "./content-security-policy";
import { createMcpContext } from "./mcp/context";
import { mcpHandler, mcpPath } from "./mcp/http-endpoint";
import { configuredOrigins } from "./mcp/origin-check";
import { createSandbox, type Sandbox } from "./sandbox/create-sandbox";
import { fetchSandboxRequest } from "./sandbox/sandbox-request";
import type { StaticFile, StaticSite } from "./static-site";

/** Sent with every answer, from the site and the sandbox alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Content-Security-Policy": assetContentSecurityPolicy,
};
const securityHeaderEntries = Object.entries(securityHeaders);

type Encoding = "br" | "gzip";

function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

function send(c: Context, file: StaticFile, status: 200 | 404): Response {
  const encoding = pickEncoding(c.req.header("accept-encoding"), file);
  const body = encoding ? file[encoding] : file.body;
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding",
    ETag: etag,
  };
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  if (encoding) headers["Content-Encoding"] = encoding;
  if (status === 200 && c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(body ?? file.body), status, headers);
}

export type AppOptions = { sandbox?: Sandbox };

/**
 * The portal's server: the API sandbox under `/sandbox`, the MCP server at `/mcp`, the prerendered site from memory, the
 * site map's redirects as 301s, and the 404 page for every other path. Routes are exact, so
 * nothing outside the build is reachable.
 */
export function createApp(site: StaticSite, options: AppOptions = {}): Hono {
  const app = new Hono();

  // Set before the handler runs: headers added to a finished response would make Hono rebuild it
  // as a stream, which costs more than the handler itself. Pages replace the policy with their
  // own; everything else (assets, redirects, errors, the sandbox) keeps the strictest.
  app.use(async (c, next) => {
    for (const [name, value] of securityHeaderEntries) c.header(name, value);
    await next();
  });

  // Before the static handler, so that every /sandbox path answers JSON rather than the 404 page.
  // Under `npm start` Node hands these paths to the sandbox before Hono sees them (server/portal-server.ts).
  const sandbox = options.sandbox ?? createSandbox();
  const answerSandbox = async (c: Context) => {
    const answer = await sandbox.answer(fetchSandboxRequest(c.req.raw, sandboxMountPath));
    return c.body(answer.body, answer.status as 200, answer.headers);
  };
  app.all(sandboxMountPath, answerSandbox);
  app.all(`${sandboxMountPath}/*`, answerSandbox);

  // The MCP server for coding assistants (server/mcp): the same site, search and sandbox.
  const mcp = createMcpContext({ site, sandbox, origin: siteOrigin });
  app.all(mcpPath, mcpHandler(mcp, configuredOrigins(siteOrigin, process.env.MCP_ALLOWED_ORIGINS)));

  app.get("*", (c) => {
    const { pathname, search } = new URL(c.req.url);
    const target = redirectTarget(pathname);
    if (target) return c.redirect(`${target}${search}`, 301);
    const file = site.files.get(pathname);
    return file ? send(c, file, 200) : send(c, site.notFound, 404);
  });

  app.all("*", (c) =>
    c.text("Method not allowed: the portal serves GET and HEAD only.", 405, { Allow: "GET, HEAD" }),
  );

  return app;
}
