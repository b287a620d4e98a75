import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { siteOrigin } from "../config";
import { maxMcpBodyBytes, mcpPath } from "./http-endpoint";
import { writeMcpTestSite } from "./mcp-test-site.test-data";

let app: ReturnType<typeof createApp>;
let remove: () => Promise<void>;

beforeAll(async () => {
  const built = await writeMcpTestSite();
  remove = built.remove;
  app = createApp(built.site);
}, 60_000);

afterAll(() => remove());

const url = `http://localhost:4000${mcpPath}`;
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } },
};
const post = (body: string, headers: Record<string, string> = {}) =>
  app.request(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...headers,
    },
    body,
  });

describe("the MCP endpoint", () => {
  it("serves the SDK's own client over Streamable HTTP, statelessly", async () => {
    const client = new Client({ name: "test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL(url), {
      fetch: async (input, init) => app.request(String(input), init),
    });
    await client.connect(transport);
    expect(transport.sessionId).toBeUndefined();
    const { tools } = await client.listTools();
    expect(tools.length).toBe(12);
    const found = await client.callTool({ name: "search_docs", arguments: { query: "HS256" } });
    expect(JSON.stringify(found.content)).toContain("/bbps/jwt");
    await client.close();
  });

  it("names the origin the request came to in its answers' links, as the site's files do", async () => {
    const served = "http://127.0.0.1:4901";
    const built = await writeMcpTestSite();
    const servedApp = createApp(built.site, {
      origins: { built: built.site.origin, followsHost: true, originFor: () => served },
    });
    try {
      const client = new Client({ name: "test", version: "1.0.0" });
      const transport = new StreamableHTTPClientTransport(new URL(url), {
        fetch: async (input, init) => servedApp.request(String(input), init),
      });
      await client.connect(transport);
      const page = JSON.stringify(
        (await client.callTool({ name: "search_docs", arguments: { query: "HS256" } })).content,
      );
      expect(page).toContain(`${served}/bbps/jwt`);
      expect(page).not.toContain(built.site.origin);
      await client.close();
    } finally {
      await built.remove();
    }
  });

  it("refuses a browser page from another origin (DNS rebinding), and serves the portal's own", async () => {
    const refused = await post(JSON.stringify(initialize), {
      Origin: "http://attacker.example:4000",
      Host: "attacker.example:4000",
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });
    const own = await post(JSON.stringify(initialize), { Origin: siteOrigin });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: 1, result: { serverInfo: { name: "bank-api-portal" } } });
  });

  it("answers malformed JSON with a JSON-RPC parse error, not a crash", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32700 } });
  });

  it("refuses a message over its size limit before reading it", async () => {
    const response = await post(JSON.stringify({ ...initialize, padding: "x".repeat(maxMcpBodyBytes) }));
    expect(response.status).toBe(413);
  });

  it("takes POST only: no event stream or session to open or end", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await app.request(url, { method, headers: { Accept: "text/event-stream" } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });

  it("sends the server's security headers", async () => {
    const response = await post(JSON.stringify(initialize));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
