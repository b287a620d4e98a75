import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { fastagCipherVectors } from "../core/fastag-cipher-vectors";

/**
 * The MCP server as an assistant meets it: the SDK's own client, connected to the built server at
 * /mcp over Streamable HTTP and to the stdio command (bin/portal-mcp.mjs) over its pipes.
 */
const stdioCommand = fileURLToPath(new URL("../bin/portal-mcp.mjs", import.meta.url));
const vector = fastagCipherVectors[0]!;

async function connectHttp(baseURL: string): Promise<Client> {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", baseURL)));
  return client;
}

async function connectStdio(): Promise<Client> {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [stdioCommand],
    env: { ...(process.env as Record<string, string>), REDIS_URL: "" },
    stderr: "pipe",
  });
  await client.connect(transport);
  return client;
}

async function run(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  return { text, isError: result.isError === true };
}

type Case = {
  name: string;
  good: Record<string, unknown>;
  shows: RegExp;
  bad: Record<string, unknown>;
  says: RegExp;
};

/** Each tool on an input it answers and one it refuses, with what each answer must say. */
const cases: Case[] = [
  {
    name: "search_docs",
    good: { query: "bill fetch" },
    shows: /\/cou\/api#op-bill-fetch-request\)/,
    bad: { query: "" },
    says: /query/,
  },
  {
    name: "read_page",
    good: { page: "/bbps/jwt", section: "Claims" },
    shows: /^### Claims/,
    bad: { page: "/no-such-page" },
    says: /^No page at \/no-such-page/,
  },
  {
    name: "list_operations",
    good: { api: "cou" },
    shows: /\| `billFetchRequest` \| `POST \/bill-fetch-request` \|/,
    bad: { api: "payments" },
    says: /api/,
  },
  {
    name: "get_operation",
    good: { operation: "billFetchRequest" },
    shows: /^# Register a bill fetch$/m,
    bad: { operation: "noSuchOperation" },
    says: /^No operation "noSuchOperation"/,
  },
  {
    name: "lookup_code",
    good: { code: "BFR004" },
    shows: /No due amount\./,
    bad: { code: "QQQ000" },
    says: /^No document lists or mentions "QQQ000"/,
  },
  {
    name: "call_sandbox",
    good: { operation: "getBillerCategories" },
    shows: /→ HTTP 200, statusCode `success`/,
    bad: { operation: "makePayment" },
    says: /needs values from earlier answers: <context from get-fetched-bill>/,
  },
  {
    name: "run_flow",
    good: { flow: "fastag-recharge" },
    shows: /^2\. recharge: .* → 200, `submitted`/m,
    bad: { flow: "payroll" },
    says: /flow/,
  },
  {
    name: "make_jwt",
    good: { audience: "SCHEME01", secret: "e2e-secret" },
    shows: /^eyJ/m,
    bad: { audience: "SCHEME01", secret: "" },
    says: /secret/,
  },
  {
    name: "verify_jwt",
    good: { token: "a.b.c", audience: "SCHEME01", secret: "e2e-secret" },
    shows: /^Not valid\.\n- format: fail/,
    bad: { token: "a.b.c" },
    says: /audience|secret/,
  },
  {
    name: "encrypt_fastag_payload",
    good: { payload: { amount: 1 }, key: vector.keyHex },
    shows: /^```text\n[A-Za-z0-9+/]+=*\n```$/,
    bad: { payload: "{}", key: "xyz" },
    says: /^bad-key: /,
  },
  {
    name: "decrypt_fastag_payload",
    good: { ciphertext: vector.ciphertextBase64, key: vector.keyHex },
    shows: /^```json\n/,
    bad: { ciphertext: "bm90IGVuY3J5cHRlZA==", key: vector.keyHex },
    says: /^(too-short|bad-length|wrong-key-or-padding): /,
  },
  {
    name: "check_biller_response",
    good: { response: { status: "SUCCESS", acknowledgementId: "1" }, kind: "posting" },
    shows: /acknowledgement-id/,
    bad: { response: "{oops" },
    says: /not valid JSON/,
  },
];

for (const transport of ["Streamable HTTP", "stdio"] as const) {
  test.describe(`the MCP server over ${transport}`, () => {
    let client: Client;

    test.beforeAll(async ({ baseURL }) => {
      client = transport === "stdio" ? await connectStdio() : await connectHttp(baseURL!);
    });

    test.afterAll(async () => {
      await client.close();
    });

    test("lists its tools, resources and prompts", async () => {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(cases.map((entry) => entry.name).sort());
      const { resources } = await client.listResources();
      expect(resources.some((resource) => resource.uri.endsWith("/cou/api.md"))).toBe(true);
      expect(resources.some((resource) => resource.uri.endsWith("/specs/fastag.yaml"))).toBe(true);
      const { prompts } = await client.listPrompts();
      expect(prompts.map((prompt) => prompt.name)).toContain("explain-code");
    });

    for (const entry of cases) {
      test(`${entry.name} answers a good input and refuses a bad one`, async () => {
        const good = await run(client, entry.name, entry.good);
        expect(good.isError, good.text).toBe(false);
        expect(good.text).toMatch(entry.shows);
        const bad = await run(client, entry.name, entry.bad);
        expect(bad.isError, bad.text).toBe(true);
        expect(bad.text).toMatch(entry.says);
      });
    }
  });
}

test("through MCP alone: finds bill fetch, runs the bill payment chain and explains ERR181", async ({
  baseURL,
}) => {
  const client = await connectHttp(baseURL!);
  try {
    const found = await run(client, "search_docs", { query: "register a bill fetch", area: "BBPS COU" });
    const operationUrl = /\]\((http[^)\s]+#op-bill-fetch-request)\)/.exec(found.text)?.[1];
    expect(operationUrl, found.text).toBeDefined();

    const operation = await run(client, "get_operation", { operation: "bill-fetch-request" });
    expect(operation.text).toContain(`Documented at ${operationUrl}.`);
    expect(operation.text).toContain("`POST /bill-fetch-request`");

    const chain = await run(client, "run_flow", { flow: "bill-payment" });
    expect(chain.isError, chain.text).toBe(false);
    for (const step of ["bill-fetch-request", "get-fetched-bill", "make-payment", "get-payment-status"])
      expect(chain.text).toMatch(new RegExp(`^\\d+\\. ${step}: .* → 200, \`success\`$`, "m"));

    const refused = await run(client, "call_sandbox", {
      operation: "makePayment",
      set: { context: "not-a-sandbox-context", amount: 100000 },
    });
    expect(refused.text).toContain("statusCode `ERR181`");
    expect(refused.text).toContain("No active registration for the reference id.");

    const explained = await run(client, "lookup_code", { code: "ERR181" });
    expect(explained.text).toContain("Answered by `POST /make-payment`");
    expect(explained.text).toContain(
      "Sandbox trigger: make-payment with a `context` the sandbox did not issue.",
    );
  } finally {
    await client.close();
  }
});

test("the endpoint refuses a page from another origin and any method but POST", async ({ request }) => {
  const refused = await request.post("/mcp", {
    headers: {
      Origin: "http://attacker.example",
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
    },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(refused.status()).toBe(403);
  expect((await request.get("/mcp")).status()).toBe(405);
});
