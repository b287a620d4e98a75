import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  fastagHeaders,
  fastagSettings,
  publishedVehicleStatuses,
  publishedWallets,
  tollPlazas,
} from "../content/sandbox/fastag";
import { openHydrated, scrollToSettled } from "./open-page";

const pagePath = "/fastag/api";
const sandboxPage = "/testing/fastag";

const operation = (page: Page, path: string) =>
  page
    .locator(".operation")
    .filter({ has: page.locator(".operation-endpoint", { hasText: new RegExp(`^POST\\s+${path}$`) }) });

/** Opens an operation's console and waits for it to load. */
async function openConsole(page: Page, path: string): Promise<Locator> {
  const section = operation(page, path);
  await scrollToSettled(section.getByRole("button", { name: "Try it" }));
  await section.getByRole("button", { name: "Try it" }).click();
  const form = section.getByRole("form", { name: /^Try it:/ });
  await expect(form.getByRole("button", { name: "Send" })).toBeVisible();
  return form;
}

/** Starts a run from the sandbox page and returns where it shows its calls. */
async function startRun(page: Page, button: string, name: string): Promise<Locator> {
  const section = page.locator("section.fastag-sandbox");
  await section.getByRole("button", { name: button }).click();
  return section.locator(`[data-flow-run="${name}"]`);
}

const [ownWallet] = publishedWallets;

test.describe("the FASTag reference against the sandbox", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, pagePath);
  });

  test("answers a published wallet's balance in the console, with the published headers", async ({
    page,
  }) => {
    const form = await openConsole(page, "/wallet-balance");
    await expect(form).toContainText("/sandbox/api/mock/wallet-balance");
    for (const { name, value } of fastagHeaders)
      await expect(form.getByLabel(`${name} value`, { exact: true })).toHaveValue(value);
    await expect(form.getByLabel("Body (JSON)")).toHaveValue(
      new RegExp(`"walletId": "${ownWallet?.walletId}"`),
    );
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText(/^HTTP 200 .*· statusCode 000$/);
    await expect(form.locator("pre")).toContainText(`"sdbalance": "${ownWallet?.depositAmount}"`);
  });

  test("leads to the sandbox's own page", async ({ page }) => {
    await expect(page.getByRole("link", { name: "Sandbox: FASTag" }).first()).toHaveAttribute(
      "href",
      sandboxPage,
    );
  });
});

test.describe("the FASTag sandbox page", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, sandboxPage);
  });

  test("runs the issuance flow to an active tag", async ({ page }) => {
    const run = await startRun(page, "Run the issuance flow", "issuance");
    await expect(run.getByRole("status")).toHaveText(
      /^Issued: wallet 1900\d{10} holds an active tag for (KA\d\d[A-Z]{2}\d{4}) \(bankStatus ACTIVE, npciMapperStatus ACTIVE\)\.$/,
    );
    const steps = run.locator(".bill-flow-steps > li");
    const expected = [
      "/dedupe: HTTP 200 · not-found",
      "/vehicle-status: HTTP 404 · SANDBOX_FASTAG_VEHICLE_NOT_FOUND",
      "/generate-otp: HTTP 200 · success",
      "/validate-otp: HTTP 200 · success",
      `/wallet-creation with ${fastagSettings.timeScaleHeader}: 30: HTTP 200 · success`,
      "/wallet-status: HTTP 200 · duplicate-creation-request",
    ];
    for (const [index, text] of expected.entries()) await expect(steps.nth(index)).toContainText(text);
    await expect(steps.last()).toContainText("/vehicle-status: HTTP 200 · vehicle-found");
  });

  test("runs a recharge to success and shows the balance", async ({ page }) => {
    const run = await startRun(page, "Run a recharge", "recharge");
    await expect(run.getByRole("status")).toHaveText(
      /^Recharged 100: recharge-status success; before, balance \d+\.\d\d, odBalance \d+\.\d\d; after, balance \d+\.\d\d, odBalance \d+\.\d\d\.$/,
    );
    const steps = run.locator(".bill-flow-steps > li");
    await expect(steps.first()).toContainText("/wallet-balance: HTTP 200 · 000");
    await expect(steps.nth(1)).toContainText("/recharge with x-sandbox-time-scale: 30: HTTP 200 · submitted");
    await expect(run).toContainText("/recharge-status: HTTP 200 · success");
    const [before, after] = [
      ...((await run.getByRole("status").textContent()) ?? "").matchAll(/balance (\d+\.\d\d)/g),
    ].map((match) => Number(match[1]));
    expect(after).toBeCloseTo((before ?? 0) + 100, 2);
    await run.getByRole("button", { name: "Run it again" }).click();
    await expect(run.getByRole("status")).toHaveText(/^Recharged 100: /);
  });

  test("shows the sandbox's published values", async ({ page }) => {
    const section = page.locator("section.fastag-sandbox");
    const headers = section.getByRole("table", { name: "Sandbox header values" });
    for (const { name, value } of fastagHeaders) {
      await expect(headers.getByRole("row").filter({ hasText: name })).toContainText(value);
    }
    const wallets = section.getByRole("table", { name: "Published wallets" });
    for (const wallet of publishedWallets) await expect(wallets).toContainText(wallet.walletId);
    const vehicles = section.getByRole("table", { name: "Published tags and vehicles" });
    for (const vehicle of publishedVehicleStatuses)
      await expect(vehicles).toContainText(vehicle.vehicleNumber);
    await expect(section.getByRole("table", { name: "What dedupe answers" })).toContainText(
      "registered-customer-and-vehicle",
    );
    const plazas = section.getByRole("table", { name: /^Sandbox toll plazas/ });
    for (const plaza of tollPlazas) await expect(plazas).toContainText(plaza.plazaName);
    await expect(section.locator("#sandbox-otp + p")).toContainText(fastagSettings.otp);
    await expect(section).toContainText(`${fastagSettings.timeScaleHeader}: 30`);
    await expect(section.locator("#sandbox-triggers")).toBeVisible();
  });

  test("has a sandbox section without axe violations", async ({ page }) => {
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include("section.fastag-sandbox")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
