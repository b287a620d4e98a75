// eslint-disable-next-line no-restricted-imports -- the test reads the guides' sources
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { findPage, pageInfo } from "../../../content/site";
import { guideMarkdown } from "../../../core/markdown/guide-markdown";
import { withFirstLanguageOnly } from "../../../core/openapi/sample-sets";
import {
  providerSandboxCodes,
  providerSandboxCodesOf,
  providerSandboxCodesTable,
  type ProviderCall,
} from "../../../core/sandbox/provider-sandbox-codes";
import { sandboxCodes } from "../../../core/sandbox/sandbox-codes";
import { guidePage } from "../../guides/guide-page.server";
import { loadGuide } from "../../guides/load-guide.server";
import { loadReference } from "../../reference/load-spec.server";

// The provider guides whose try-it consoles reach the sandbox list the sandbox's own codes those
// calls answer, on the page and in its Markdown copy.

const guides: { path: string; calls: ProviderCall[]; not: string[] }[] = [
  {
    path: "/bbps/transactionAPI",
    calls: ["createToken", "getTransactionStatus"],
    not: ["SANDBOX_REPORT_FILTERS", "SANDBOX_INVALID_CURSOR"],
  },
  { path: "/bbps/reportsAPI", calls: ["createToken", "getReports"], not: ["SANDBOX_TXN_NOT_FOUND"] },
];

async function rendered(path: string) {
  const info = pageInfo(path)!;
  const content = findPage(path)!.content!;
  const view = await loadGuide(info, content);
  const html = guidePage(view, path)
    .segments.map((segment) => (segment.kind === "html" ? segment.html : ""))
    .join("");
  const source = await readFile(`content/guides/${content}.mdx`, "utf8");
  const markdown = await guideMarkdown(`content/guides/${content}.mdx`, source, view, {
    loadReference: async (specId) => withFirstLanguageOnly(await loadReference(specId)),
  });
  return { html, markdown };
}

describe.each(guides)("the guide at $path", ({ path, calls, not }) => {
  let page: Awaited<ReturnType<typeof rendered>>;
  // Compiling a guide with its API parts takes a few seconds.
  beforeAll(async () => {
    page = await rendered(path);
  }, 60_000);
  const listed = providerSandboxCodesOf(calls);

  it("lists each sandbox code its calls answer, with its HTTP status, in a Sandbox codes section", () => {
    const { html } = page;
    expect(html).toContain('<h2 id="sandbox-codes">');
    expect(html).toContain('<section id="provider-sandbox-codes" class="rule-table"');
    // Each cell names its column, for the stacked rows a narrow screen shows.
    for (const { code } of listed)
      expect(html).toContain(
        `<td data-label="Code"><code>${code}</code></td><td data-label="HTTP">${sandboxCodes[code].status}</td>`,
      );
    for (const code of [...not, "SANDBOX_MISSING_CREDENTIALS"])
      expect(html).not.toContain(`<td data-label="Code"><code>${code}</code>`);
    expect(html).toContain("Production's HTTP statuses and error bodies are issued during onboarding");
  });

  it("carries the same table in its Markdown", () => {
    const { markdown } = page;
    expect(markdown).toContain("## Sandbox codes\n\n### Codes only the sandbox answers\n");
    expect(markdown).toContain("| Code | HTTP | Calls | Meaning |");
    for (const { code } of listed)
      expect(markdown).toContain(`\n| \`${code}\` | ${sandboxCodes[code].status} | `);
    for (const code of not) expect(markdown).not.toContain(`| \`${code}\` |`);
    expect(markdown).toContain("Production's HTTP statuses and error bodies are issued during onboarding");
    expect(markdown).toContain("[the bill-payment sandbox page](/testing/bill-payment#sandbox-codes)");
  });
});

describe("the SandboxCodes table", () => {
  it("names only the calls a guide shows, and refuses an operation the provider has not", () => {
    const table = providerSandboxCodesTable(["getReports"], "g.mdx:1");
    const missing = table.rows.find((row) => row[0] === "<code>SANDBOX_TOKEN_MISSING</code>");
    expect(missing?.[2]).toBe("<code>/api/reports</code>");
    expect(table.rows).toHaveLength(
      providerSandboxCodes.filter((entry) => entry.calls.includes("getReports")).length,
    );
    expect(() => providerSandboxCodesTable(["fetchBill"], "g.mdx:1")).toThrow(
      /g\.mdx:1: .*unknown: fetchBill/,
    );
    expect(() => providerSandboxCodesTable([], "g.mdx:1")).toThrow(/g\.mdx:1/);
  });
});
