import { getRequestListener } from "@hono/node-server";
import { createServer, type Server } from "node:http";
import { maxHeadBytes } from "../core/sandbox/sandbox-limits";
import { sandboxMountPath } from "../core/sandbox/sandbox-url";
import { createApp, securityHeaders } from "./app";
import type { Sandbox } from "./sandbox/create-sandbox";
import { clientErrorListener } from "./sandbox/head-overflow";
import { sandboxNodeListener } from "./sandbox/serve-sandbox";
import type { OriginPolicy } from "./served-origin";
import type { StaticSite } from "./static-site";

/** `/sandbox` and below, matched on the raw request target before anything parses it. */
export function isSandboxTarget(target = ""): boolean {
  if (!target.startsWith(sandboxMountPath)) return false;
  const next = target.charAt(sandboxMountPath.length);
  return next === "" || next === "/" || next === "?";
}

/**
 * The portal's Node server. Sandbox requests go straight to the sandbox: translating them to
 * fetch Requests and back cost more than answering them. Everything else is the Hono app, which
 * gets the same sandbox so that duplicate detection sees every payment whichever way it came.
 * Heads over `maxHeadBytes` are refused before either sees them, with `SANDBOX_HEADERS_TOO_LARGE`.
 * `origins` picks the origin the site's files name for each request (server/served-origin.ts).
 */
export function createPortalServer(site: StaticSite, sandbox: Sandbox, origins?: OriginPolicy): Server {
  const portal = getRequestListener(createApp(site, { sandbox, ...(origins ? { origins } : {}) }).fetch);
  const answerSandbox = sandboxNodeListener(sandbox, {
    mountPath: sandboxMountPath,
    headers: securityHeaders,
  });
  const server = createServer({ maxHeaderSize: maxHeadBytes }, (incoming, outgoing) =>
    isSandboxTarget(incoming.url) ? answerSandbox(incoming, outgoing) : portal(incoming, outgoing),
  );
  // A head over the limit never reaches a listener: Node's parser refuses it, and this says why.
  server.on("clientError", clientErrorListener({ isSandboxTarget, headers: securityHeaders }));
  return server;
}
