import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import { openHydrated, scrollToSettled } from "./open-page";

const channelId = sandboxFixtures.couCredentials.find((header) => header.name === "channel-id")!.value;

const operation = (page: Page, method: string, path: string) =>
  page.locator(".operation").filter({
    has: page.locator(".operation-endpoint", { hasText: new RegExp(`^${method}\\s+${path}$`) }),
  });

// The code sample's panel, not an example's: an answer with several examples has tabs of its own.
const visiblePanel = (scope: ReturnType<typeof operation>) =>
  scope.locator(".code-sample").getByRole("tabpanel").filter({ visible: true });

/** Scrolls to the operation as a reader would: its code goes live as it comes near the screen. */
async function reach(scope: ReturnType<typeof operation>) {
  await scrollToSettled(scope.locator(".operation-endpoint"));
  return scope;
}

test.describe("code samples", () => {
  test("call this portal's sandbox with the published values, and switch to your credentials everywhere", async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, "/cou/api");
    const fetch = await reach(operation(page, "POST", "/bill-fetch-request"));
    await expect(visiblePanel(fetch)).toContainText(`${baseURL}/sandbox/api/bills/uat/bill-fetch-request`);
    await expect(visiblePanel(fetch)).toContainText(`channel-id: ${channelId}`);
    const sandbox = fetch.getByRole("button", { name: "Sandbox" });
    await expect(sandbox).toHaveAttribute("aria-pressed", "true");

    await fetch.getByRole("button", { name: "Your credentials" }).click();
    await expect(visiblePanel(fetch)).toContainText("https://<host>/api/bills/<env>/bill-fetch-request");
    await expect(visiblePanel(fetch)).toContainText("channel-id: <channel-id>");
    // Every operation on the page follows, in the language already chosen.
    await expect(visiblePanel(await reach(operation(page, "POST", "/make-payment")))).toContainText(
      "<channel-id>",
    );

    await page.getByRole("tab", { name: "Go", exact: true }).first().click();
    await page.goto("/fastag/api");
    const dedupe = await reach(operation(page, "POST", "/dedupe"));
    await expect(dedupe.getByRole("button", { name: "Your credentials" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(visiblePanel(dedupe)).toContainText("https://fastag-api-host/api/mock/dedupe");
    await expect(visiblePanel(dedupe)).toContainText("package main");

    await dedupe.getByRole("button", { name: "Sandbox" }).click();
    await expect(visiblePanel(dedupe)).toContainText(`${baseURL}/sandbox/api/mock/dedupe`);
  });

  test("a sample copied from the page runs and prints the sandbox's answer", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openHydrated(page, "/cou/api");
    const list = await reach(operation(page, "POST", "/biller-list"));
    await expect(visiblePanel(list)).toContainText(`${baseURL}/sandbox/`);
    await list.locator(".code-sample").getByRole("button", { name: "Copy code" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const answer = JSON.parse(execFileSync("bash", ["-c", `${copied} --silent`], { encoding: "utf8" })) as {
      statusCode: string;
      data: unknown[];
    };
    expect(answer.statusCode).toBe("success");
    expect(answer.data.length).toBeGreaterThan(0);
  });

  test("without JavaScript, show complete Sandbox samples for the origin the page was served from", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/cou/api");
    const fetch = operation(page, "POST", "/bill-fetch-request");
    await expect(visiblePanel(fetch)).toContainText(`${baseURL}/sandbox/api/bills/uat/bill-fetch-request`);
    await expect(visiblePanel(fetch)).toContainText(`channel-id: ${channelId}`);
    await expect(fetch.getByRole("button", { name: "Your credentials" })).toBeHidden();
    await context.close();
  });
});

test.describe("quickstarts", () => {
  test("are in the menu's Get started group and linked from the reference, and written for this portal's origin", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Documentation" });
    await expect(menu.getByRole("link", { name: /^Quickstart: / })).toHaveCount(4);
    await page.goto("/cou/api");
    await page.getByRole("link", { name: "Quickstart: pay a bill" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quickstart: pay a bill");
    await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible();
    const program = page.getByRole("tabpanel").filter({ visible: true });
    await expect(program).toContainText(`${baseURL}/sandbox`);
    await page.getByRole("tab", { name: "Python" }).click();
    await expect(page.getByRole("tabpanel").filter({ visible: true })).toContainText("import requests");
  });
});
