import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastagCipherVectors } from "../../core/fastag-cipher-vectors";
import { createSandbox } from "../sandbox/create-sandbox";
import { createMcpContext, type McpContext } from "./context";
import { writeMcpTestSite } from "./mcp-test-site.test-data";
import { createPortalMcpServer } from "./portal-mcp";

const origin = "https://portal.example";
let context: McpContext;
let remove: () => Promise<void>;
let client: Client;

beforeAll(async () => {
  const built = await writeMcpTestSite();
  remove = built.remove;
  context = createMcpContext({ site: built.site, sandbox: createSandbox(), origin });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createPortalMcpServer(context, "test-client").connect(serverSide);
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
}, 60_000);

afterAll(() => remove());

async function call(
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
  return { text, isError: result.isError === true };
}

describe("the portal's MCP server", () => {
  it("lists its tools, each with a description and an input schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "search_docs",
      "read_page",
      "list_operations",
      "get_operation",
      "lookup_code",
      "call_sandbox",
      "run_flow",
      "make_jwt",
      "verify_jwt",
      "encrypt_fastag_payload",
      "decrypt_fastag_payload",
      "check_biller_response",
    ]);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(60);
      expect(tool.inputSchema.type).toBe("object");
    }
  });

  it("searches the site's index: pages with their sections, URLs and excerpts", async () => {
    const { text, isError } = await call("search_docs", { query: "bill fetch" });
    expect(isError).toBe(false);
    expect(text).toMatch(
      /^1\. \[Bill payment API reference\]\(https:\/\/portal\.example\/cou\/api\) \(BBPS COU\)/m,
    );
    expect(text).toContain(`(${origin}/cou/api#op-bill-fetch-request): `);
    expect(text).toContain("**bill**");
  });

  it("narrows a search to an area, and names the areas when given an unknown one", async () => {
    expect((await call("search_docs", { query: "HS256", area: "Authentication" })).text).toContain("[JWT]");
    expect((await call("search_docs", { query: "HS256", area: "FASTag" })).text).toBe(
      "No pages found for “HS256” in FASTag.",
    );
    const unknown = await call("search_docs", { query: "HS256", area: "Payments" });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain("Areas: ");
  });

  it("reads a page, or one section of it, as its Markdown copy", async () => {
    const section = await call("read_page", { page: `${origin}/bbps/jwt#the-token` });
    expect(section.text).toBe(
      "## The token\n\nThree parts.\n\n### Claims\n\n`aud`, `iat`, `jti`.\n\n```sh\n# not a heading\n```",
    );
    const cut = await call("read_page", { page: "/cou/api.md", maxChars: 500 });
    expect(cut.text.startsWith("# Bill payment API reference")).toBe(true);
    const missing = await call("read_page", { page: "/nowhere" });
    expect(missing).toMatchObject({ isError: true });
    expect(missing.text).toContain("No page at /nowhere");
    expect((await call("read_page", { page: "/bbps/jwt", section: "Webhooks" })).text).toContain(
      "Its sections: JWT; The token; Claims; Sample code.",
    );
  });

  it("lists operations, and explains one with fields, an example and its codes", async () => {
    const list = await call("list_operations", { api: "fastag" });
    expect(list.text).toContain("| `createWallet` | `POST /wallet-creation` |");
    const operation = await call("get_operation", { operation: "POST /bill-fetch-request" });
    expect(operation.text).toContain(`Documented at ${origin}/cou/api#op-bill-fetch-request.`);
    expect(operation.text).toContain("`POST /bill-fetch-request`");
    expect(operation.text).toMatch(/- `billerId` \(string, required\)/);
    expect(operation.text).toContain("```json");
    expect(operation.text).toContain("## Codes it can answer");
    expect(operation.text).toContain("| `DEV100–DEV110` |");
    const unknown = await call("get_operation", { operation: "billFetchRequestt" });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain("cou:billFetchRequest");
  });

  it("looks up a code: its meaning, where, and the sandbox trigger that produces it", async () => {
    const { text } = await call("lookup_code", { code: "err181" });
    expect(text).toContain(
      "**Bill payment API (BBPS COU) › Payment**: No active registration for the reference id.",
    );
    expect(text).toContain("Sandbox trigger: make-payment with a `context` the sandbox did not issue.");
    expect((await call("lookup_code", { code: "DEV107" })).text).toContain("(listed as `DEV100–DEV110`)");
    expect((await call("lookup_code", { code: "NOPE999" })).isError).toBe(true);
  });

  it("calls the sandbox with the published credentials, and explains the code it answers", async () => {
    const categories = await call("call_sandbox", { operation: "getBillerCategories" });
    expect(categories.text).toMatch(
      /^`GET \/sandbox\/api\/bills\/uat\/biller-categories` → HTTP 200, statusCode `success`/,
    );
    const refused = await call("call_sandbox", {
      operation: "makePayment",
      set: { context: "not-a-sandbox-context", amount: 1000 },
    });
    expect(refused.text).toContain("statusCode `ERR181`");
    expect(refused.text).toContain(
      "Why: `ERR181` (Bill payment API (BBPS COU) › Payment): No active registration",
    );
  });

  it("never repeats a caller's own credentials", async () => {
    const { text } = await call("call_sandbox", {
      operation: "getBillerCategories",
      headers: { "client-secret": "my-very-own-secret" },
    });
    expect(text).toContain("client-secret (yours)");
    expect(text).toContain("SANDBOX_INVALID_CREDENTIALS");
    expect(text).not.toContain("my-very-own-secret");
  });

  it("never repeats a secret a caller puts in a body", async () => {
    const { text } = await call("call_sandbox", {
      operation: "createToken",
      body: { clientID: "someone", secret: "body-secret-value" },
    });
    expect(text).toContain('"secret":"(redacted)"');
    expect(text).not.toContain("body-secret-value");
  });

  it("refuses what the sandbox cannot run, saying why", async () => {
    expect((await call("call_sandbox", { operation: "billFetch", api: "biller" })).text).toContain(
      "an interface the biller serves",
    );
    const needsContext = await call("call_sandbox", { operation: "makePayment" });
    expect(needsContext.isError).toBe(true);
    expect(needsContext.text).toContain("<context from get-fetched-bill>");
  });

  it("runs the bill payment chain in one call, each step as documented, as often as asked", async () => {
    for (const run of [1, 2]) {
      const { text, isError } = await call("run_flow", { flow: "bill-payment" });
      expect(isError, `run ${run}: ${text}`).toBe(false);
      expect(text).toMatch(
        /^1\. bill-fetch-request: `POST \/sandbox\/api\/bills\/uat\/bill-fetch-request` → 200, `success`/m,
      );
      expect(text).toMatch(/^3\. make-payment: .* → 200, `success`/m);
      expect(text).toMatch(/Paid: every call of the chain answered success\.$/);
    }
  });

  it("runs FASTag issuance, polling the wallet's status until it exists", async () => {
    const { text, isError } = await call("run_flow", { flow: "fastag-issuance" });
    expect(isError, text).toBe(false);
    expect(text).toMatch(/^2\. vehicle-status: .* → 404, `SANDBOX_FASTAG_VEHICLE_NOT_FOUND`/m);
    expect(text).toMatch(/^6\. wallet-status: .* → 200, `duplicate-creation-request` \(polled \d+ times\)/m);
    expect(text).toMatch(/Issued: wallet \d+ holds an active tag for [A-Z0-9]+/);
  });

  it("makes and verifies request JWTs without repeating the secret", async () => {
    const made = await call("make_jwt", {
      audience: "SCHEME01",
      secret: "shared-secret-1",
      issuedAt: 1_795_344_000_000,
      jti: "id-1",
    });
    expect(made.text).not.toContain("shared-secret-1");
    const token = /```text\n(.+)\n```/.exec(made.text)![1]!;
    const valid = await call("verify_jwt", {
      token,
      audience: "SCHEME01",
      secret: "shared-secret-1",
      now: 1_795_344_060_000,
    });
    expect(valid.text).toMatch(/^Valid: every rule passes\./);
    const wrong = await call("verify_jwt", {
      token,
      audience: "SCHEME01",
      secret: "another-secret",
      now: 1_795_344_060_000,
    });
    expect(wrong.text).toMatch(/^Not valid\.\n[\s\S]*- signature: fail/);
    expect(wrong.text).not.toContain("another-secret");
  });

  it("encrypts and decrypts FASTag payloads, and says what is wrong with a bad key", async () => {
    const vector = fastagCipherVectors[0]!;
    const decrypted = await call("decrypt_fastag_payload", {
      ciphertext: vector.ciphertextBase64,
      key: vector.keyHex,
    });
    expect(decrypted.text).toContain(JSON.stringify(JSON.parse(vector.plaintext)));
    const encrypted = await call("encrypt_fastag_payload", { payload: { amount: 100 }, key: vector.keyHex });
    const ciphertext = /```text\n(.+)\n```/.exec(encrypted.text)![1]!;
    expect((await call("decrypt_fastag_payload", { ciphertext, key: vector.keyHex })).text).toContain(
      '{"amount":100}',
    );
    const badKey = await call("encrypt_fastag_payload", { payload: "{}", key: "abc" });
    expect(badKey).toMatchObject({ isError: true });
    expect(badKey.text).toMatch(/^bad-key: /);
  });

  it("checks a biller's response against the rules", async () => {
    const { text } = await call("check_biller_response", {
      response: { status: "SUCCESS", acknowledgementId: "123" },
      kind: "posting",
    });
    expect(text).toMatch(/^A posting response that breaks 1 rule:\n- acknowledgement-id at/);
    const notJson = await call("check_biller_response", { response: "{not json" });
    expect(notJson.isError).toBe(true);
    expect(notJson.text).toContain("not valid JSON");
  });

  it("answers arguments of the wrong type with an error naming the field", async () => {
    const { text, isError } = await call("get_operation", { operation: 42 });
    expect(isError).toBe(true);
    expect(text).toContain("operation");
  });

  it("offers the pages and OpenAPI documents as resources, and prompts", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining([`${origin}/bbps/jwt.md`, `${origin}/specs/cou.yaml`]),
    );
    const read = await client.readResource({ uri: `${origin}/bbps/jwt.md` });
    expect(read.contents[0]).toMatchObject({
      mimeType: "text/markdown",
      text: expect.stringContaining("# JWT"),
    });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toContain("integrate-bill-payment");
    const prompt = await client.getPrompt({ name: "integrate-bill-payment", arguments: { language: "Go" } });
    expect(JSON.stringify(prompt.messages)).toContain("bill payment API (BBPS COU) in Go");
  });
});
