import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { deliverySettings } from "../content/sandbox/deliveries";
import { instaCollectBills } from "../content/sandbox/instacollect";
import {
  sessionApi,
  sessionKeyHeader,
  type OpenedSession,
  type SessionAnswer,
} from "../core/instacollect/hosted-page-api";
import { openHydrated, scrollToSettled } from "./open-page";

const pagePath = "/cou/instacollect/api";

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

/** Sends the console's request and checks the link it answers: a QR code and a same-origin button. */
async function sendAndSeeLink(page: Page, form: Locator): Promise<string> {
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status")).toHaveText(/^HTTP 200 /);
  const qr = form.getByRole("img", { name: "QR code of the payment link" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
  const open = form.getByRole("link", { name: /^Open the link/ });
  await expect(open).toHaveAttribute("target", "_blank");
  const href = new URL((await open.getAttribute("href")) ?? "");
  expect(href.origin).toBe(new URL(page.url()).origin);
  expect(href.pathname).toBe("/instacollect/pay");
  expect(href.searchParams.get("link")).toMatch(/\S/);
  await expect(form.locator(".try-it-link-text")).toHaveText(href.href);
  return href.href;
}

type Receiver = { baseUrl: string; paths: string[]; close: () => Promise<void> };

/** A partner's webhook endpoints on this machine (the sandbox's default allow-list), acknowledging each. */
async function startReceiver(): Promise<Receiver> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      paths.push(request.url ?? "");
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ status: "acknowledged" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    paths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const credentials = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map((header) => [header.name, header.value]),
);

/**
 * What a customer does on the hosted page, through its session calls: open a bill link, fetch the
 * bill it lands on and pay it. The payment's `orderId` (the session's id).
 */
async function payOnLink(request: APIRequestContext, link: string): Promise<string> {
  const linkId = new URL(link).searchParams.get("link") ?? "";
  const opened = (await (await request.post(`/sandbox${sessionApi.open(linkId)}`)).json()) as OpenedSession;
  const { sessionId, landing } = opened.session;
  const headers = { [sessionKeyHeader]: opened.sessionKey };
  if (landing.screen !== "bill") throw new Error(`A bill link landed on ${landing.screen}`);
  const fetched = (await (
    await request.post(`/sandbox${sessionApi.bill(sessionId)}`, {
      headers,
      data: { billerId: landing.billerId, customerParams: landing.customerParams },
    })
  ).json()) as SessionAnswer;
  const bill = fetched.session.bill;
  expect(bill).toBeDefined();
  const paid = await request.post(`/sandbox${sessionApi.payment(sessionId)}`, {
    headers,
    data: { amount: bill?.amount, paymentMode: deliverySettings.sampleValues.instaCollectPaymentMode },
  });
  expect(paid.status()).toBe(200);
  return sessionId;
}

test.describe("the InstaCollect reference against the sandbox", () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, pagePath);
  });

  test("creates a bill link with the published credentials and shows it as a QR code", async ({ page }) => {
    const form = await openConsole(page, "/bill-link");
    for (const { name, value } of deliverySettings.instaCollectCredentials)
      await expect(form.getByLabel(`${name} value`, { exact: true })).toHaveValue(value);
    await expect(form.getByLabel("Body (JSON)")).toHaveValue(
      new RegExp(`"billId": "${instaCollectBills[0]?.billId}"`),
    );
    await sendAndSeeLink(page, form);
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .include(".try-it-link")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("creates a direct link from every field, its placeholders filled with the sandbox's values", async ({
    page,
  }) => {
    const form = await openConsole(page, "/direct-link");
    await form.getByLabel("Example").selectOption({ label: "Every field of the direct link input" });
    const body = form.getByLabel("Body (JSON)");
    await expect(body).toHaveValue(/"defaultAmount": "1500.00"/);
    await expect(body).toHaveValue(new RegExp(`"redirectTo": "${new URL(page.url()).origin}${pagePath}"`));
    await expect(body).not.toHaveValue(/</);
    await sendAndSeeLink(page, form);
  });

  test("runs the direct-link example of each depth from the sandbox page", async ({ page }) => {
    await openHydrated(page, "/testing/instacollect");
    const depths = page.locator(".link-depths > li");
    await expect(depths).toHaveCount(4);
    const billerList = depths.nth(1);
    await billerList.getByRole("button", { name: /^Try it/ }).click();
    const form = billerList.getByRole("form", { name: /^Try it:/ });
    await expect(form.getByLabel("Body (JSON)")).toHaveValue(/"categoryName": "Electricity"/);
    await sendAndSeeLink(page, form);
  });

  test("registers a webhook URL, shows the webhooks a payment and a refund lead to", async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await openHydrated(page, "/testing/deliveries");
      const section = page.locator("section.deliveries-section");
      await section.getByRole("button", { name: "Open the deliveries console" }).click();
      const register = section.getByRole("form", { name: "Register your webhook URL" });
      await register.getByLabel("Base URL").fill(receiver.baseUrl);
      await register.getByLabel("Time scale").fill("1000");
      await register.getByRole("button", { name: "Register" }).click();
      await expect(register).toContainText(/Registered whk_/);
      await expect(register).toContainText(`${receiver.baseUrl}/webhooks/payment-event`);

      // A link made and paid from this machine, as a partner's customer would on the hosted page.
      const created = await page.request.post("/sandbox/bill-link", {
        headers: credentials,
        data: { billId: instaCollectBills[0]?.billId, mobileNumber: "9876543210" },
      });
      expect(created.status()).toBe(200);
      const orderId = await payOnLink(page.request, ((await created.json()) as { link: string }).link);

      const webhooks = register.getByRole("list", { name: "Webhooks your links led to" });
      await expect(webhooks).toContainText("paymentEvent · delivered", { timeout: 15_000 });
      expect(receiver.paths).toContain("/webhooks/payment-event");

      const refund = section.getByRole("form", { name: "Refund a payment" });
      await refund.getByLabel("orderId").fill(orderId);
      await refund.getByRole("button", { name: "Refund" }).click();
      await expect(refund).toContainText(`Refunded ${orderId}`);
      await expect(section.locator(".deliveries-panel")).toContainText("refundEvent");
      await expect(webhooks).toContainText("refundEvent", { timeout: 15_000 });
      await expect.poll(() => receiver.paths).toContain("/webhooks/refund-event");

      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .include("section.deliveries-section .deliveries-console")
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});
