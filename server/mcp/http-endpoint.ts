/**
 * The MCP server over Streamable HTTP, stateless: every POST gets a fresh server and transport
 * over the shared context, so any instance behind a load balancer answers any request, as the
 * sandbox does. Answers are plain JSON (no event stream to hold open); GET and DELETE, which only
 * a stateful server uses, are refused.
 */
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
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

export function mcpHandler(context: McpContext, allowedOrigins: readonly string[]) {
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
      return through(c, await transport.handleRequest(c.req.raw));
    } catch (error) {
      console.error("mcp:", error instanceof Error ? error.message : "a request failed");
      return through(c, rpcError(500, -32603, "Internal error."));
    } finally {
      // With JSON answers the response is complete here; nothing stays open.
      void server.close();
    }
  };
}
