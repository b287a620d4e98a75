/**
 * The MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport
 * over the shared context, so any instance behind a load balancer answers any request, as the
 * sandbox does. Answers are plain JSON (no event stream to hold open); GET and DELETE, which only
 * a stateful server uses, are refused.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { joinWithOrigin, splitAtOrigin } from "../origin-rewrite";
import type { Context } from "hono";
import type { McpContext } from "./context";
import { isAllowedOrigin } from "./origin-check";
import { createPortalMcpServer } from "./portal-mcp";

/** Where the server serves MCP. */
export const mcpPath = "/mcp";

/**
 * The largest JSON-RPC message read: above the sandbox's own body limit, so that a sandbox call
 * with an oversized body gets the sandbox's own answer, and far above any other tool's input.
 */
export const maxMcpBodyBytes = 256 * 1024;

const rpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

/** A Response through Hono's context, so the headers the server sets on every answer are kept. */
const through = (c: Context, response: Response) =>
  response.body === null
    ? c.body(null, response.status as 200, Object.fromEntries(response.headers))
    : c.body(response.body, response.status as 200, Object.fromEntries(response.headers));

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Who the sandbox counts an MCP request against: its peer, as for a direct sandbox call. */
function clientOf(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * The answer with the portal's links naming the origin the request came to (server/served-origin.ts
 * decides which), as the site's files do; as it is when that is the context's own.
 */
async function atServedOrigin(response: Response, built: string, served: string): Promise<Response> {
  if (served === built || response.body === null) return response;
  const bytes = Buffer.from(await response.arrayBuffer());
  const parts = splitAtOrigin(bytes, built);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const body = parts ? joinWithOrigin(parts, served) : bytes;
  return new Response(new Uint8Array(body), { status: response.status, headers });
}

export function mcpHandler(
  context: McpContext,
  allowedOrigins: readonly string[],
  /** The origin the request came to, as the server names it in what it serves. */
  servedOrigin: (c: Context) => string = () => context.origin,
) {
  return async (c: Context): Promise<Response> => {
    if (!isAllowedOrigin(c.req.header("origin"), c.req.header("host"), allowedOrigins))
      return through(c, rpcError(403, -32000, "Forbidden: this origin may not use the portal's MCP server."));
    if (c.req.method !== "POST")
      return through(
        c,
        rpcError(405, -32000, "Method not allowed: this stateless server takes POST only.", {
          Allow: "POST",
        }),
      );
    const server = createPortalMcpServer(context, clientOf(c));
    const transport = new WebStandardStreamableHTTPServerTransport({
      // No session id generator: stateless, so no session outlives its request.
      enableJsonResponse: true,
      maxRequestBodySize: maxMcpBodyBytes,
    });
    try {
      await server.connect(transport);
      const answer = await transport.handleRequest(c.req.raw);
      return through(c, await atServedOrigin(answer, context.origin, servedOrigin(c)));
    } catch (error) {
      console.error("mcp:", error instanceof Error ? error.message : "a request failed");
      return through(c, rpcError(500, -32603, "Internal error."));
    } finally {
      // With JSON answers the response is complete here; nothing stays open.
      void server.close();
    }
  };
}
