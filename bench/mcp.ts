/**
 * MCP server figures: each tool's server-side time (p50, p95) over a set of realistic calls, in
 * process (the tool's work and the protocol's, without a network) and over Streamable HTTP against
 * the running portal (a fresh stateless server per request included); the bytes of each tool's
 * typical answer (what an assistant pays for); and, for the search benchmark's queries, whether
 * the search tool's top three pages hold the page the site's own search page ranks first in
 * Chromium.
 *
 *   tsx bench/mcp.ts [http://127.0.0.1:4000]
 *
 * Without an origin only the in-process figures are measured, on the current build.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { chromium } from "@playwright/test";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { fastagCipherVectors } from "../core/fastag-cipher-vectors";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { clientDir } from "../server/config";
import { createMcpContext, warmUp } from "../server/mcp/context";
import { createPortalMcpServer } from "../server/mcp/portal-mcp";
import { createSandbox } from "../server/sandbox/create-sandbox";
import { loadStaticSite } from "../server/static-site";
import type { ExtraFigures, Figure, FigureContext } from "./extra-figures";
import { searchQueries } from "./search-queries";
import { percentile } from "./statistics";

type Call = { tool: string; args: Record<string, unknown> };

const vector = fastagCipherVectors[0]!;
const token =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJTQ0hFTUUwMSIsImlhdCI6MTc5NTM0NDAwMDAwMCwianRpIjoiaWQtMSJ9.c2lnbmF0dXJl";

/** Realistic calls per tool: what an assistant integrating the APIs would ask. */
export const mcpCalls: readonly Call[] = [
  ...searchQueries.map((query) => ({ tool: "search_docs", args: { query } })),
  ...[
    { page: "/bbps/jwt", section: "Claims" },
    { page: "/cou/api", section: "Sandbox" },
    { page: "/fastag/recharge-guide" },
    { page: "/bbps/settlements", section: "Rules for the split" },
  ].map((args) => ({ tool: "read_page", args })),
  ...[{}, { api: "cou" }, { api: "fastag" }, { api: "provider" }].map((args) => ({
    tool: "list_operations",
    args,
  })),
  ...[
    "billFetchRequest",
    "makePayment",
    "getPaymentStatus",
    "createToken",
    "createWallet",
    "rechargeRequest",
    "createBillLink",
    "paymentPosting",
  ].map((operation) => ({ tool: "get_operation", args: { operation } })),
  ...[
    "ERR181",
    "BFR004",
    "DEV105",
    "AM05",
    "wallet-creation-successful",
    "not-found",
    "SANDBOX_INVALID_REQUEST",
    "ERR_TIMEOUT",
  ].map((code) => ({ tool: "lookup_code", args: { code } })),
  { tool: "call_sandbox", args: { operation: "getBillerCategories" } },
  { tool: "call_sandbox", args: { operation: "getBillerList" } },
  {
    tool: "call_sandbox",
    args: { operation: "makePayment", set: { context: "not-a-sandbox-context", amount: 100000 } },
  },
  { tool: "call_sandbox", args: { operation: "generateOtp" } },
  { tool: "call_sandbox", args: { operation: "createBillLink" } },
  ...(["bill-payment", "fastag-issuance", "fastag-recharge", "provider", "instacollect"] as const).map(
    (flow) => ({
      tool: "run_flow",
      args: { flow },
    }),
  ),
  { tool: "make_jwt", args: { audience: "SCHEME01", secret: "bench-secret" } },
  { tool: "verify_jwt", args: { token, audience: "SCHEME01", secret: "bench-secret" } },
  { tool: "encrypt_fastag_payload", args: { payload: vector.plaintext, key: vector.keyHex } },
  { tool: "decrypt_fastag_payload", args: { ciphertext: vector.ciphertextBase64, key: vector.keyHex } },
  {
    tool: "check_biller_response",
    args: { response: { status: "SUCCESS", acknowledgementId: "ACK12345678" }, kind: "posting" },
  },
];

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

export type ToolFigures = {
  tool: string;
  calls: number;
  p50: number;
  p95: number;
  medianBytes: number;
  maxBytes: number;
};

/** Runs every call `rounds` times through `client` (after one warm-up round) and sums up per tool. */
async function timeTools(client: Client, rounds: number): Promise<ToolFigures[]> {
  const times = new Map<string, number[]>();
  const bytes = new Map<string, number[]>();
  for (let round = -1; round < rounds; round++) {
    for (const { tool, args } of mcpCalls) {
      const started = performance.now();
      const result = (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
      const elapsed = performance.now() - started;
      if (result.isError && tool !== "run_flow")
        throw new Error(`${tool} ${JSON.stringify(args)}: ${textOf(result)}`);
      if (round < 0) continue;
      times.set(tool, [...(times.get(tool) ?? []), elapsed]);
      if (round === 0) bytes.set(tool, [...(bytes.get(tool) ?? []), Buffer.byteLength(textOf(result))]);
    }
  }
  return [...times].map(([tool, samples]) => {
    const sizes = bytes.get(tool) ?? [];
    return {
      tool,
      calls: samples.length,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      medianBytes: percentile(sizes, 0.5),
      maxBytes: Math.max(...sizes),
    };
  });
}

/** The tools timed in this process over the current build: their own work and the protocol's. */
export async function measureInProcess(rounds = 5): Promise<ToolFigures[]> {
  const site = await loadStaticSite(clientDir);
  const context = createMcpContext({ site, sandbox: createSandbox(), origin: "http://localhost:4000" });
  await warmUp(context);
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createPortalMcpServer(context, "bench").connect(serverSide);
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return await timeTools(client, rounds);
  } finally {
    await client.close();
  }
}

/** The same calls over Streamable HTTP against a running portal. */
export async function measureOverHttp(origin: string, rounds = 3): Promise<ToolFigures[]> {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", origin)));
  try {
    return await timeTools(client, rounds);
  } finally {
    await client.close();
  }
}

export type SearchAgreement = { queries: number; inTopThree: number; firstIsFirst: number; misses: string[] };

/** The page the site's search page ranks first for each query, read from Chromium. */
async function siteFirstPages(origin: string): Promise<Map<string, string | undefined>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const firsts = new Map<string, string | undefined>();
  try {
    const page = await browser.newPage();
    for (const query of searchQueries) {
      await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
      const first = page.locator('[role="listbox"] [role="option"]').first();
      await first.waitFor({ timeout: 15_000 }).catch(() => undefined);
      const href = await first.getAttribute("href").catch(() => null);
      firsts.set(query, href ? new URL(href, origin).pathname : undefined);
    }
  } finally {
    await browser.close();
  }
  return firsts;
}

/** Whether search_docs's top three pages hold the site search's first page, query by query. */
export async function measureSearchAgreement(origin: string): Promise<SearchAgreement> {
  const firsts = await siteFirstPages(origin);
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", origin)));
  const result: SearchAgreement = { queries: 0, inTopThree: 0, firstIsFirst: 0, misses: [] };
  try {
    for (const query of searchQueries) {
      const answer = textOf(
        (await client.callTool({ name: "search_docs", arguments: { query, limit: 3 } })) as CallToolResult,
      );
      const pages = [...answer.matchAll(/^\d+\. \[[^\]]*\]\(([^)]+)\)/gm)].map(
        (match) => new URL(match[1]!).pathname,
      );
      const site = firsts.get(query);
      result.queries++;
      if (site && pages.includes(site)) result.inTopThree++;
      else result.misses.push(`${query}: site ${site ?? "none"}, tool ${pages.join(" ") || "none"}`);
      if (site && pages[0] === site) result.firstIsFirst++;
    }
  } finally {
    await client.close();
  }
  return result;
}

const toolFigures = (prefix: string, tools: readonly ToolFigures[]): Figure[] =>
  tools.flatMap((tool) => [
    { name: `${tool.tool} p50 (${prefix})`, value: Math.round(tool.p50 * 10) / 10, unit: "ms" },
    { name: `${tool.tool} p95 (${prefix})`, value: Math.round(tool.p95 * 10) / 10, unit: "ms" },
  ]);

/** The figures for the benchmark table. */
export async function measureMcp(context: FigureContext): Promise<ExtraFigures> {
  const inProcess = await measureInProcess();
  const overHttp = await measureOverHttp(context.origin);
  const agreement = await measureSearchAgreement(context.origin);
  return {
    section: "MCP server",
    figures: [
      ...toolFigures("in process", inProcess),
      ...toolFigures("HTTP", overHttp),
      ...inProcess.map((tool) => ({
        name: `${tool.tool} answer, median`,
        value: tool.medianBytes,
        unit: "bytes",
      })),
      {
        name: "search_docs top 3 holds the site search's first page",
        value: agreement.inTopThree,
        unit: `of ${agreement.queries}`,
      },
    ],
  };
}

function printTools(title: string, tools: readonly ToolFigures[]) {
  console.log(`\n${title}`);
  console.log(
    "tool                      calls   p50 ms   p95 ms   median bytes   max bytes   ~tokens (median/4)",
  );
  for (const tool of tools)
    console.log(
      `${tool.tool.padEnd(25)} ${String(tool.calls).padStart(5)} ${tool.p50.toFixed(1).padStart(8)} ${tool.p95.toFixed(1).padStart(8)} ${String(tool.medianBytes).padStart(14)} ${String(tool.maxBytes).padStart(11)} ${String(Math.round(tool.medianBytes / 4)).padStart(10)}`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2];
  // Timings move with the machine's load; it is printed so that a run can be judged.
  console.log(`Load average (1 min) at start: ${loadavg()[0]?.toFixed(2)}`);
  printTools("In process (tool work + protocol, no network), current build", await measureInProcess());
  if (origin) {
    printTools(`Over Streamable HTTP at ${origin}`, await measureOverHttp(origin));
    const agreement = await measureSearchAgreement(origin);
    console.log(
      `\nsearch_docs top 3 holds the site search's first page: ${agreement.inTopThree} of ${agreement.queries} (first is first: ${agreement.firstIsFirst})`,
    );
    for (const miss of agreement.misses) console.log(`  miss: ${miss}`);
  }
  console.log(`Load average (1 min) at end: ${loadavg()[0]?.toFixed(2)}`);
  process.exit(0);
}
