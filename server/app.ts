import { Hono, type Context } from "hono";
import type { IncomingMessage } from "node:http";
import { redirectTarget } from "../content/site";
import { sandboxMountPath } from "../core/sandbox/sandbox-url";
import { siteOrigin } from "./config";
import { assetContentSecurityPolicy } from "./content-security-policy";
import { createMcpContext } from "./mcp/context";
import { mcpHandler, mcpPath } from "./mcp/http-endpoint";
import { configuredOrigins } from "./mcp/origin-check";
import { createSandbox, type Sandbox } from "./sandbox/create-sandbox";
import { createOriginRewriter, type Encoding, type OriginRewriter } from "./origin-rewrite";
import { fetchSandboxRequest } from "./sandbox/sandbox-request";
import { originPolicy, type LocalEnd, type OriginPolicy } from "./served-origin";
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

function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

const encodedEtag = (etag: string, encoding: Encoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/** The address and port the request's connection reached, under Node (none in `app.request`). */
function localEnd(c: Context): LocalEnd {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  return { address: socket?.localAddress, port: socket?.localPort };
}

/** Serves the build's files, each naming the origin `policy` picks for the request. */
function fileSender(site: StaticSite, policy: OriginPolicy, rewriter: OriginRewriter) {
  return (c: Context, file: StaticFile, status: 200 | 404): Response | Promise<Response> => {
    const encoding = pickEncoding(c.req.header("accept-encoding"), file);
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
      // A file that names the origin is written for the Host it was asked on (served-origin.ts).
      Vary: file.originParts && policy.followsHost ? "Accept-Encoding, Host" : "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    const origin = file.originParts ? policy.originFor(c.req.header("host"), localEnd(c)) : site.origin;
    const variant = origin === site.origin ? undefined : rewriter.variant(file, origin);
    const etag = encodedEtag(variant?.etag ?? file.etag, encoding);
    headers.ETag = etag;
    const csp = variant ? variant.csp : file.csp;
    if (csp) headers["Content-Security-Policy"] = csp;
    if (status === 200 && c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    if (!variant) {
      const body = encoding ? file[encoding] : file.body;
      return c.body(new Uint8Array(body ?? file.body), status, headers);
    }
    if (!encoding) return c.body(new Uint8Array(variant.body), status, headers);
    return variant.encoded(encoding).then((body) => c.body(new Uint8Array(body), status, headers));
  };
}

export type AppOptions = {
  sandbox?: Sandbox;
  /** Which origin the files name for each request; default: the Host's, when the server accepts it. */
  origins?: OriginPolicy;
};

/**
 * The portal's server: the API sandbox under `/sandbox`, the MCP server at `/mcp`, the prerendered site from memory, the
 * site map's redirects as 301s, and the 404 page for every other path. Routes are exact, so
 * nothing outside the build is reachable. Files that name the site's origin name the one the
 * request came to, where the server accepts it (server/served-origin.ts).
 */
export function createApp(site: StaticSite, options: AppOptions = {}): Hono {
  const app = new Hono();
  const origins = options.origins ?? originPolicy({ built: { origin: site.origin, configured: false } });
  const send = fileSender(site, origins, createOriginRewriter());

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
  app.all(
    mcpPath,
    mcpHandler(mcp, configuredOrigins(siteOrigin, process.env.MCP_ALLOWED_ORIGINS), (c) =>
      origins.originFor(c.req.header("host"), localEnd(c)),
    ),
  );

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
