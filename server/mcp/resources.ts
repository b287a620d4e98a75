/** Every page's Markdown and every OpenAPI document as MCP resources, at their URLs on the portal. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { markdownPath } from "../../core/markdown/markdown-path";
import { apiIds, apiRoles } from "./api-catalogue";
import type { McpContext } from "./context";

export function registerResources(server: McpServer, context: McpContext): void {
  const { origin, site } = context;
  for (const { page } of context.pages.list()) {
    const path = markdownPath(page.path);
    server.registerResource(
      `page${page.path === "/" ? "-home" : page.path.replace(/\//g, "-")}`,
      `${origin}${path}`,
      { title: page.title, description: page.description, mimeType: "text/markdown" },
      async (uri) => ({
        contents: [
          {
            uri: uri.href,
            mimeType: "text/markdown",
            text: site.files.get(path)?.body.toString("utf8") ?? "",
          },
        ],
      }),
    );
  }
  for (const api of apiIds) {
    const path = `/specs/${api}.yaml`;
    if (!site.files.has(path)) continue;
    server.registerResource(
      `openapi-${api}`,
      `${origin}${path}`,
      {
        title: `OpenAPI 3.1: ${api}`,
        description: `The OpenAPI document of ${apiRoles[api]}.`,
        mimeType: "application/yaml",
      },
      async (uri) => ({
        contents: [
          {
            uri: uri.href,
            mimeType: "application/yaml",
            text: site.files.get(path)?.body.toString("utf8") ?? "",
          },
        ],
      }),
    );
  }
}
