import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { site as siteMap } from "../../content/site";
import type { McpContext } from "./context";
import { registerPrompts } from "./prompts";
import { registerResources } from "./resources";
import { registerDocsTools } from "./tools-docs";
import { registerHelperTools } from "./tools-helpers";
import { registerSandboxTools } from "./tools-sandbox";

/** How the server introduces itself to an assistant: what it is for and where to start. */
export const serverInstructions = [
  `The ${siteMap.name} developer portal: documentation and a sandbox for the bank's bill payment (BBPS),`,
  "provider, InstaCollect, JWT and FASTag APIs. Start with search_docs or list_operations; get_operation",
  "explains one operation; lookup_code explains any code an answer carries; call_sandbox and run_flow",
  "call the sandbox with its published credentials, so nothing needs a key.",
].join(" ");

/**
 * One MCP server over the shared context, for one session (in stateless HTTP, one request);
 * `client` is who the sandbox counts the calls against, as it counts a direct caller.
 */
export function createPortalMcpServer(context: McpContext, client: string): McpServer {
  const server = new McpServer(
    { name: "bank-api-portal", title: `${siteMap.name} developer portal`, version: "1.0.0" },
    { instructions: serverInstructions },
  );
  registerDocsTools(server, context);
  registerSandboxTools(server, context, client);
  registerHelperTools(server);
  registerResources(server, context);
  registerPrompts(server);
  return server;
}
