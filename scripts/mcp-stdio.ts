/**
 * The portal's MCP server over stdio, for assistants that start their servers as commands: the
 * built site (search index, pages' Markdown), the OpenAPI documents and a sandbox of its own in
 * this process (state in memory, or in Redis with `REDIS_URL`). stdout carries the protocol only;
 * everything else goes to stderr. Run `npm run build` first.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { clientDir, siteOrigin } from "../server/config";
import { createMcpContext } from "../server/mcp/context";
import { createPortalMcpServer } from "../server/mcp/portal-mcp";
import { createSandbox } from "../server/sandbox/create-sandbox";
import { loadStaticSite } from "../server/static-site";
import { openStore } from "../server/store/open-store";

// Anything a module prints by mistake would corrupt the protocol on stdout.
console.log = console.error;

const site = await loadStaticSite(clientDir).catch((error: unknown) => {
  console.error(
    `Cannot load the built site from ${clientDir}: run \`npm run build\` first. (${String(error)})`,
  );
  process.exit(1);
});
const { store } = await openStore().catch((error: unknown) => {
  console.error(`Cannot reach Redis at REDIS_URL: ${String(error)}`);
  process.exit(1);
});
const sandbox = createSandbox({ store });
const context = createMcpContext({ site, sandbox, origin: siteOrigin });
// One process serves one assistant: the sandbox counts it as one client.
const server = createPortalMcpServer(context, "mcp-stdio");
await server.connect(new StdioServerTransport());
sandbox.start();

const stop = () => {
  void server
    .close()
    .then(() => sandbox.stop())
    .then(() => store.close())
    .finally(() => process.exit(0));
};
process.stdin.on("end", stop);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
