import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../../content/sandbox/fixtures";
import { billCodeTriggers } from "../../../content/sandbox/bill-triggers";
import { deviceDetailCodes, otherDeviceDetailCode } from "../../../core/bill-payment/agent-fields";
import { contextLifetimeSeconds } from "../../../core/bill-payment/context-chain";
import { providerSandboxCodes } from "../../../core/sandbox/provider-sandbox-codes";
import { sandboxCodesOf } from "../../../core/sandbox/sandbox-code-areas";
import { billSandboxMarkdown } from "./sandbox-markdown";
import { billSandboxHeadings, billSandboxModel, transportStatuses } from "./sandbox-section-data";

const base = "/sandbox/api/bills/uat";
const model = billSandboxModel(base);
const markdown = billSandboxMarkdown(model, { base, origin: "https://portal.example", flow: true });

/** The Markdown table that follows `heading`'s section, as its rows' lines. */
function rowsUnder(headingText: string): string[] {
  const start = markdown.indexOf(`### ${headingText}\n`);
  expect(start, headingText).toBeGreaterThanOrEqual(0);
  const next = markdown.indexOf("\n### ", start + 1);
  return markdown
    .slice(start, next === -1 ? undefined : next)
    .split("\n")
    .filter((line) => line.startsWith("| "));
}

describe("the bill-payment sandbox's Markdown", () => {
  it("says where the sandbox is, on this site", () => {
    expect(markdown).toMatch(/^## Overview\n\nEvery operation of the \[bill-payment API\]\(\/cou\/api\)/);
    expect(markdown).toContain(`\`${base}\` (for example \`POST ${base}/bill-fetch-request\`)`);
    expect(markdown).toContain("`POST https://portal.example/sandbox/api/bills/uat/bill-fetch-request`");
    expect(markdown).toContain("`GET /sandbox` lists the operations.");
    expect(markdown).toContain(
      "The sandbox's `{env}` segment is `uat`, its own choice (production's values are issued during onboarding).",
    );
  });

  it("publishes its mapping of the bill API's payment statuses to the provider's as its own choice", () => {
    expect(model.provider.payments).toContain(
      "(PROCESSING PENDING until the payment is Executed, then SUCCESSFUL)",
    );
    expect(model.provider.payments).toContain(
      "This mapping between the bill-payment API's statuses and the provider's is the sandbox's own choice; production's is issued during onboarding.",
    );
    expect(model.provider.payments).not.toMatch(/redis/i);
  });

  it("quotes the callout: HTTP statuses are the sandbox's own, with the transport statuses", () => {
    expect(transportStatuses).toEqual([400, 401, 403, 404, 405, 413, 415, 431]);
    expect(markdown).toContain(
      "> **HTTP statuses are the sandbox's own.** The bill API's HTTP statuses are issued during onboarding.",
    );
    expect(markdown).toContain("transport problems get 400, 401, 403, 404, 405, 413, 415 or 431 with a");
  });

  it("has the credentials table with every published header and value", () => {
    const rows = rowsUnder(billSandboxHeadings.credentials.text);
    expect(rows[0]).toBe("| Header | Credential | Sandbox value |");
    expect(rows.slice(2)).toEqual(
      sandboxFixtures.couCredentials.map(
        (header) => `| \`${header.name}\` | ${header.label} | \`${header.value}\` |`,
      ),
    );
    expect(markdown).toContain("The seven credential headers");
    expect(sandboxFixtures.couCredentials).toHaveLength(7);
  });

  it("lists the billers, the failing customers and every catalogued code's trigger", () => {
    const billers = rowsUnder(billSandboxHeadings.billers.text).slice(2);
    expect(billers).toHaveLength(sandboxFixtures.billers.length);
    expect(billers[0]).toMatch(
      /^\| `BILLER000001` \| C01 Electricity \| EXACT \| Consumer Number: 1234567890 \|/,
    );
    expect(markdown).toContain("`0000000001` → `BFR001` (the biller does not know this customer account)");
    expect(markdown).toContain("Category C05 has no billers (`biller-list` answers `ERR000`).");
    const triggers = rowsUnder(billSandboxHeadings.triggers.text).slice(2);
    expect(triggers).toHaveLength(billCodeTriggers.length);
    expect(triggers.filter((row) => row.includes("**Not produced:**"))).toHaveLength(
      billCodeTriggers.filter((trigger) => "notProduced" in trigger).length,
    );
  });

  it("describes the one-click run only where the page offers it", () => {
    expect(markdown).toContain(
      "### Run the whole flow\n\nThe page runs the context chain against the sandbox in one click, with the documented examples: `bill-fetch-request` → `get-fetched-bill` → `make-payment` → `get-payment-status`,",
    );
    const without = billSandboxMarkdown(model, { base, origin: "", flow: false });
    expect(without).not.toContain("### Run the whole flow");
  });

  it("lists the rules as the page does", () => {
    for (const rule of model.rules) expect(markdown).toContain(`\n- ${rule}`);
    expect(markdown).toContain("credit-card biller's *Card Expiry* parameter");
    expect(markdown).toContain(`one older than ${contextLifetimeSeconds / 60} minutes \`ERR182\``);
  });

  it("has the device codes table, the sandbox's own mapping", () => {
    const rows = rowsUnder(billSandboxHeadings.deviceCodes.text).slice(2);
    expect(rows).toEqual([
      ...Object.entries(deviceDetailCodes).map(([field, code]) => `| \`${field}\` | \`${code}\` |`),
      `| any other field the mapping names | \`${otherDeviceDetailCode}\` |`,
    ]);
    expect(markdown).toContain("the table is the sandbox's own mapping");
  });

  it("gives the statuses over time", () => {
    expect(markdown).toContain(
      "- Payment status after `make-payment`: Execution Awaited from 0 s, then Executed from 5 s, then Settled from 30 s.",
    );
    expect(markdown).toContain("(UNRESOLVED instead for “Paid to the wrong account”).");
  });

  it("has the provider APIs' credentials, triggers and the sandbox codes they answer", () => {
    const { status, reports } = sandboxFixtures.provider.credentials;
    expect(markdown).toContain(`\`clientID\` \`${status.clientID}\` and \`secret\` \`${status.secret}\``);
    expect(markdown).toContain(`\`grant_type\` \`${reports.grant_type}\``);
    const rows = rowsUnder(billSandboxHeadings.provider.text);
    expect(rows).toContain("| `SANDBOX_TOKEN_WRONG_API` | 403 | `/api/transaction/status`, `/api/reports` |");
    expect(rows).toContain("| `SANDBOX_TXN_NOT_FOUND` | 404 | `/api/transaction/status` |");
    expect(rows.filter((row) => row.startsWith("| `SANDBOX_"))).toHaveLength(providerSandboxCodes.length);
    expect(markdown).toContain("Their meanings are in [Sandbox codes](#sandbox-codes).");
  });

  it("lists every general sandbox code with its HTTP status and meaning, and only those", () => {
    const general = sandboxCodesOf("general");
    const rows = rowsUnder(billSandboxHeadings.codes.text);
    expect(rows.slice(0, 2)).toEqual(["| Code | HTTP | Meaning |", "| --- | --- | --- |"]);
    expect(rows.slice(2)).toEqual(
      general.map(
        ({ code, status, meaning }) => `| \`${code}\` | ${status} | ${meaning.replace(/\|/g, "\\|")} |`,
      ),
    );
    expect(markdown).toContain(
      `The ${general.length} codes only the sandbox answers, with their HTTP statuses:`,
    );
    expect(markdown).not.toContain("`SANDBOX_LINK_USED`");
    expect(markdown).toContain("[InstaCollect's](/testing/instacollect#sandbox-codes)");
  });

  it("keeps to the words the pages use", () => {
    expect(markdown).not.toMatch(/specification/i);
    expect(markdown).not.toContain("undefined");
  });
});
