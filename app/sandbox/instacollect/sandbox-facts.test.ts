import { describe, expect, it } from "vitest";
import { pages } from "../../../content/site";
import { deliverySettings } from "../../../content/sandbox/deliveries";
import { instaCollectBills, instaCollectSettings } from "../../../content/sandbox/instacollect";
import { buildReference } from "../../../core/openapi/build-reference";
import { sandboxCodesOf } from "../../../core/sandbox/sandbox-code-areas";
import { loadSpec } from "../../reference/load-spec.server";
import { instaCollectSandboxModel } from "./sandbox-facts";
import { instaCollectSandboxMarkdown } from "./sandbox-markdown";
import { instaCollectSandboxDocs } from "./section-data";

const view = await buildReference("instacollect", await loadSpec("instacollect"));
const model = instaCollectSandboxModel(view);
const allText = JSON.stringify(model);

describe("the InstaCollect sandbox's facts", () => {
  it("point at InstaCollect's own sandbox page, in the site map", () => {
    expect(pages.find((entry) => entry.path === instaCollectSandboxDocs.href)?.route).toBe("sandbox");
  });

  it("give both operations' sandbox URLs and the hosted page's address", () => {
    expect(model.sandboxUrls).toEqual(["/sandbox/bill-link", "/sandbox/direct-link"]);
    expect(model.intro).toContain("`POST /sandbox/bill-link`");
    expect(model.intro).toContain(`\`${instaCollectSettings.payPagePath}?link=<id>\``);
  });

  it("publish the credentials and every bill from the sandbox's data", () => {
    expect(model.credentials.table.rows).toEqual(
      deliverySettings.instaCollectCredentials.map((header) => [`\`${header.name}\``, `\`${header.value}\``]),
    );
    expect(model.bills.table.rows.map((row) => row[0])).toEqual(
      instaCollectBills.map((bill) => `\`${bill.billId}\``),
    );
    const failing = model.bills.table.rows.filter((row) => row[3]?.startsWith("Yes"));
    expect(failing.map((row) => row[0])).toEqual(["`SBX-BILL-PAYMENT-FAILS`"]);
    expect(model.bills.table.rows[0]?.[1]).toBe("`BILLER000001` (Example Power Distribution Ltd)");
  });

  it("say how to make a payment fail, by bill link and by direct link", () => {
    const status = model.webhooks.fields.find((field) => field.startsWith("`paymentStatus`"));
    expect(status).toContain("bill `SBX-BILL-PAYMENT-FAILS`");
    expect(status).toContain(
      "`BILLER000001` (Example Power Distribution Ltd) with Consumer Number `1234567891`",
    );
  });

  it("land a direct link at each depth of the documented table, with bodies from the sandbox's billers", () => {
    expect(model.depths.rows.map((row) => row.landsOn)).toEqual([
      "the home screen",
      "the biller list",
      "the fetch form",
      "the bill itself",
    ]);
    expect(model.depths.rows[2]?.body).toEqual({
      mobileNumber: "9876543210",
      categoryName: "Electricity",
      billerId: "BILLER000001",
    });
  });

  it("say what the sandbox chose, and that production's values are issued during onboarding", () => {
    expect(model.choices).toContain("the sandbox's choices");
    expect(model.choices).toContain("issued during onboarding");
    expect(model.sessions.join(" ")).toContain(`${instaCollectSettings.inactivityMinutes} minutes`);
    expect(model.sessions.join(" ")).toContain(`\`${instaCollectSettings.sessionTimeoutHeader}\``);
    expect(model.rules.join(" ")).toContain(`${instaCollectSettings.redirectSeconds} seconds`);
    expect(model.webhooks.fields.join(" ")).toContain("`SUCCESSFUL` or `FAILED`, the sandbox's values");
    expect(model.webhooks.after.join(" ")).toContain("`POST /sandbox/instacollect/refunds`");
    expect(allText).not.toMatch(/specification/i);
  });

  it("list InstaCollect's sandbox codes only", () => {
    expect(model.codes.table.rows.map((row) => row[0])).toEqual(
      sandboxCodesOf("instacollect").map((row) => `\`${row.code}\``),
    );
    expect(allText).not.toContain("`SANDBOX_TOKEN_EXPIRED`");
  });
});

describe("the InstaCollect sandbox's Markdown", () => {
  const markdown = instaCollectSandboxMarkdown(model, "https://portal.example");

  it("carries the same facts, with the site's origin in front of the sandbox's paths", () => {
    expect(markdown).toMatch(/^## Overview\n/);
    expect(markdown).toContain("`POST https://portal.example/sandbox/bill-link`");
    expect(markdown).toContain("| `SBX-BILL-POWER` |");
    expect(markdown).toContain("### Where a direct link lands");
    expect(markdown).toContain('"categoryName": "Electricity"');
    expect(markdown).toContain("| `SANDBOX_LINK_USED` | 410 |");
    expect(markdown).toContain(model.sessions[1]);
  });
});
