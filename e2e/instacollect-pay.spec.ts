import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { deliverySettings } from "../content/sandbox/deliveries";
import { failingPayments, instaCollectSettings } from "../content/sandbox/instacollect";
import { startReceiver } from "../server/deliveries/test-receiver.test-data";
import { clientAt } from "./client-address";

// The customer opens the link on a phone.
test.use({ viewport: { width: 360, height: 740 } });

const credentials = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
);
const mobileNumber = "9876543210";
const consumerNumber = [{ name: "Consumer Number", value: "1234567890" }];

type Created = { path: string; sessionId: string };
type Partner = ReturnType<typeof clientAt>;

/** Makes a link through the sandbox, as a partner does, and returns its path on this origin. */
async function createLink(
  partner: APIRequestContext | Partner,
  operation: "direct-link" | "bill-link",
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Created> {
  const path = `/sandbox/${operation}`;
  const answer =
    "fetch" in partner
      ? await partner
          .post(path, { headers: { ...credentials, ...headers }, data })
          .then(async (response) => ({ status: response.status(), body: await response.json() }))
      : await partner.post(path, { ...credentials, ...headers }, data);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { link, sessionId } = answer.body as { link: string; sessionId: string };
  const url = new URL(link);
  expect(url.pathname).toBe(instaCollectSettings.payPagePath);
  return { path: `${url.pathname}${url.search}`, sessionId };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A partner's page on this machine that the result page sends the customer back to. */
async function startReturnPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Partner</title><h1>Back at the partner</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payment-done`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page's cumulative layout shift so far, from the browser's own record. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

test.describe("the InstaCollect hosted payment page", () => {
  test("a direct link lands as deep as its input goes", async ({ page, request }) => {
    const home = await createLink(request, "direct-link", { mobileNumber });
    await page.goto(home.path);
    await expect(heading(page)).toHaveText("Pay a bill");
    await expect(heading(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "Electricity" })).toBeVisible();
    await expect(page.getByText("Mobile ••••••3210")).toBeVisible();
    await expect(page.getByText("This session ends after 15 minutes without activity.")).toBeVisible();
    await expect(page.getByText("Sandbox — no money moves")).toBeVisible();
    expect(await layoutShift(page)).toBe(0);

    const billers = await createLink(request, "direct-link", { mobileNumber, categoryName: "Electricity" });
    await page.goto(billers.path);
    await expect(heading(page)).toHaveText("Electricity");
    // The partner chose the category: nothing above the screen the link lands on to go back to.
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await page.getByRole("button", { name: "Example Power Distribution Ltd" }).click();
    await expect(heading(page)).toHaveText("Example Power Distribution Ltd");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(heading(page)).toHaveText("Electricity");
    await expect(heading(page)).toBeFocused();

    const fetch = await createLink(request, "direct-link", {
      mobileNumber,
      categoryName: "Electricity",
      billerId: "BILLER000001",
    });
    await page.goto(fetch.path);
    await expect(heading(page)).toHaveText("Example Power Distribution Ltd");
    // The sandbox's own rule, checked before the call.
    await page.getByLabel("Consumer Number").fill("12345");
    await page.getByRole("button", { name: "Fetch bill" }).click();
    await expect(page.getByRole("alert")).toHaveText("Consumer Number must have at least 10 characters.");
    await page.getByLabel("Consumer Number").fill("1234567890");
    await page.getByRole("button", { name: "Fetch bill" }).click();
    await expect(heading(page)).toHaveText("Your bill");

    const bill = await createLink(request, "direct-link", {
      mobileNumber,
      categoryName: "Electricity",
      billerId: "BILLER000001",
      customerParams: consumerNumber,
      agentMobileNumber: "9876500000",
    });
    await page.goto(bill.path);
    await expect(heading(page)).toHaveText("Your bill");
    await expect(page.getByText("Asha Rao")).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(page.getByText("Assisted by agent ••••••0000")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay ₹1,500.00" })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });

  test("a bill link leads to its bill and pays it in full", async ({ page, request }) => {
    const link = await createLink(request, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    await page.goto(link.path);
    await expect(heading(page)).toHaveText("Your bill");
    const amount = page.getByLabel("Amount to pay (₹)");
    await expect(amount).toHaveValue("1500.00");
    await expect(amount).toHaveAttribute("readonly", "");
    await page.getByRole("radio", { name: "Internet banking" }).check();
    await page.getByRole("button", { name: "Pay ₹1,500.00" }).click();

    await expect(heading(page)).toHaveText("Payment successful");
    await expect(heading(page)).toBeFocused();
    const details = page.locator(".pay-details");
    await expect(details).toContainText(`Order id${link.sessionId}`);
    await expect(details).toContainText("Amount₹1,500.00");
    await expect(details).toContainText("Payment modeInternet banking");
    await expect(details).toContainText(/Transaction id\S+/);
    // Indian time on the receipt (the payment event keeps UTC, as documented).
    await expect(details).toContainText(/Date and time\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST/);
    // Without redirectTo there is nowhere to return to.
    await expect(page.getByRole("link", { name: "Done" })).toHaveCount(0);

    // A reload of the same tab shows the same result rather than paying again.
    await page.reload();
    await expect(heading(page)).toHaveText("Payment successful");
    await expect(details).toContainText(`Order id${link.sessionId}`);
  });

  test("after paying, the page sends the customer back to redirectTo, and the partner gets the payment and refund events", async ({
    page,
    baseURL,
  }) => {
    const partner = await startReturnPage();
    const webhooks = await startReceiver(() => ({ status: 200, body: '{"status":"acknowledged"}' }));
    // The partner's own address, so the registration is not replaced by another test's.
    const api = clientAt(baseURL ?? "", "127.0.0.2");
    try {
      const registered = await api.post("/sandbox/instacollect/webhook-urls", credentials, {
        baseUrl: webhooks.url(""),
      });
      expect(registered.status).toBe(201);
      const link = await createLink(api, "direct-link", {
        mobileNumber,
        categoryName: "Water",
        billerId: "BILLER000002",
        customerParams: [{ name: "Connection ID", value: "WTR123456" }],
        defaultAmount: "120.50",
        redirectTo: partner.url,
      });
      await page.goto(link.path);
      await expect(page.getByLabel("Amount to pay (₹)")).toHaveValue("120.50");
      await page.getByRole("button", { name: "Pay ₹120.50" }).click();
      await expect(heading(page)).toHaveText("Payment successful");
      const transactionId = await page
        .locator(".pay-details div", { hasText: "Transaction id" })
        .locator("dd")
        .textContent();
      const done = page.getByRole("link", { name: "Done" });
      await expect(done).toHaveAttribute("href", partner.url);
      await expect(done).toHaveAccessibleDescription(new RegExp(`back to ${new URL(partner.url).host}`));
      await page.waitForURL(partner.url, { timeout: (instaCollectSettings.redirectSeconds + 10) * 1000 });
      await expect(heading(page)).toHaveText("Back at the partner");

      await expect.poll(() => webhooks.received.length).toBe(1);
      const [payment] = webhooks.received;
      expect(payment?.path).toBe("/webhooks/payment-event");
      expect(payment?.headers["x-api-user"]).toBe(credentials["x-api-user"]);
      expect(payment?.headers["x-api-password"]).toBe(credentials["x-api-password"]);
      expect(JSON.parse(payment?.body ?? "{}")).toEqual({
        orderId: link.sessionId,
        transactionId,
        paymentDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        amount: "120.50",
        paymentMode: "UPI",
        paymentStatus: "SUCCESSFUL",
      });

      const refund = await api.post("/sandbox/instacollect/refunds", credentials, {
        orderId: link.sessionId,
      });
      expect(refund.status).toBe(202);
      await expect.poll(() => webhooks.received.length).toBe(2);
      const refundEvent = webhooks.received[1];
      expect(refundEvent?.path).toBe("/webhooks/refund-event");
      expect(JSON.parse(refundEvent?.body ?? "{}")).toEqual({
        orderId: link.sessionId,
        refundId: (refund.body as { refundId: string }).refundId,
        refundStatus: "SUCCESSFUL",
        refundDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      const log = `/sandbox/instacollect/webhook-urls/${(registered.body as { id: string }).id}`;
      await expect
        .poll(async () =>
          ((await api.get(log)).body as { deliveries: { status: string }[] }).deliveries.map(
            (entry) => entry.status,
          ),
        )
        .toEqual(["delivered", "delivered"]);
    } finally {
      await Promise.all([partner.close(), webhooks.close()]);
    }
  });

  test("a failed payment: the page states the sandbox's failing value, says the payment failed, and the partner gets the FAILED payment event", async ({
    page,
    baseURL,
  }) => {
    const webhooks = await startReceiver(() => ({ status: 200, body: '{"status":"acknowledged"}' }));
    const api = clientAt(baseURL ?? "", "127.0.0.5");
    const [failing] = failingPayments;
    if (!failing) throw new Error("The sandbox publishes no failing payment");
    try {
      const registered = await api.post("/sandbox/instacollect/webhook-urls", credentials, {
        baseUrl: webhooks.url(""),
      });
      expect(registered.status).toBe(201);
      // A direct link to the biller's form: the partner types the published value, as a customer would.
      const link = await createLink(api, "direct-link", {
        mobileNumber,
        categoryName: "Electricity",
        billerId: failing.billerId,
      });
      await page.goto(link.path);
      const hint = page.locator(".pay-sandbox-hint");
      for (const param of failing.customerParams) {
        await expect(hint).toContainText(`${param.name} ${param.value}`);
        await page.getByLabel(param.name).fill(param.value);
      }
      await expect(hint).toContainText("paymentStatus FAILED");
      await page.getByRole("button", { name: "Fetch bill" }).click();
      await expect(heading(page)).toHaveText("Your bill");
      await expect(hint).toContainText("this bill's payment fails");
      await page.getByRole("button", { name: /^Pay / }).click();

      await expect(heading(page)).toHaveText("Payment failed");
      await expect(page.getByText("The payment did not go through.")).toBeVisible();
      const transactionId = await page
        .locator(".pay-details div", { hasText: "Transaction id" })
        .locator("dd")
        .textContent();

      await expect.poll(() => webhooks.received.length).toBe(1);
      const [event] = webhooks.received;
      expect(event?.path).toBe("/webhooks/payment-event");
      expect(JSON.parse(event?.body ?? "{}")).toEqual({
        orderId: link.sessionId,
        transactionId,
        paymentDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        amount: "1500.00",
        paymentMode: "UPI",
        paymentStatus: instaCollectSettings.paymentStatus.failure,
      });
      const log = `/sandbox/instacollect/webhook-urls/${(registered.body as { id: string }).id}`;
      await expect
        .poll(async () =>
          ((await api.get(log)).body as { deliveries: { status: string }[] }).deliveries.map(
            (entry) => entry.status,
          ),
        )
        .toEqual(["delivered"]);
    } finally {
      await webhooks.close();
    }
  });

  test("the receipt at 390 px keeps each id and each time whole on its line", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const link = await createLink(request, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    await page.goto(link.path);
    await page.getByRole("button", { name: "Pay ₹1,500.00" }).click();
    await expect(heading(page)).toHaveText("Payment successful");
    const wholes = page.locator(".pay-details :is(.pay-id, .pay-nowrap)");
    await expect(wholes).toHaveCount(5);
    // An inline box broken over two lines has rectangles at two heights.
    const lines = await wholes.evaluateAll((spans) =>
      spans.map((span) => [
        span.textContent,
        new Set([...span.getClientRects()].map((rect) => Math.round(rect.top))).size,
      ]),
    );
    expect(lines).toEqual(lines.map(([text]) => [text, 1]));
    await expect(page.locator(".pay-details .pay-nowrap").last()).toHaveText(/^\d{2}:\d{2}:\d{2} IST$/);
    // Nothing sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a link opens once: the same tab continues it, another browser is told it was used", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on("request", (sent) => requests.push(sent.url()));
    const link = await createLink(request, "direct-link", { mobileNumber, categoryName: "Electricity" });
    await page.goto(link.path);
    await expect(heading(page)).toHaveText("Electricity");
    await page.reload();
    await expect(heading(page)).toHaveText("Electricity");
    // The key stays out of the address and goes nowhere but this origin.
    expect(page.url()).toBe(`${baseURL}${link.path}`);
    expect(requests.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);

    const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link.path);
      await expect(heading(otherPage)).toHaveText("Link already used");
      await expect(
        otherPage.getByText("This link has already been used. Links open once; ask for a new one."),
      ).toBeVisible();
      await expect(otherPage.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("a session ends after its inactivity window", async ({ page, request }) => {
    const link = await createLink(
      request,
      "bill-link",
      { billId: "SBX-BILL-POWER", mobileNumber },
      { [instaCollectSettings.sessionTimeoutHeader]: "1" },
    );
    await page.waitForTimeout(2_000);
    await page.goto(link.path);
    await expect(heading(page)).toHaveText("Session expired");
    await expect(page.getByText("Asha Rao")).toHaveCount(0);
  });

  test("a bill with nothing due says so, with no Pay button", async ({ page, request }) => {
    const link = await createLink(request, "bill-link", { billId: "SBX-BILL-NOTHING-DUE", mobileNumber });
    await page.goto(link.path);
    await expect(heading(page)).toHaveText("No amount due");
    await expect(page.getByRole("alert")).toContainText("BFR004");
    await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  });

  test("an address without a link, or with an unknown one, shows no session", async ({ page }) => {
    await page.goto(instaCollectSettings.payPagePath);
    await expect(heading(page)).toHaveText("No payment link");
    await page.goto(`${instaCollectSettings.payPagePath}?link=icl_UNKNOWN`);
    await expect(heading(page)).toHaveText("Link not found");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the home and bill screens have no axe violations in the ${theme} theme`, async ({
      page,
      request,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      const axe = () =>
        theme === "light"
          ? new AxeBuilder({ page })
              .setLegacyMode(true)
              .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          : new AxeBuilder({ page }).setLegacyMode(true).withRules(["color-contrast", "link-in-text-block"]);
      const violations = async () =>
        (await axe().analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);

      const home = await createLink(request, "direct-link", {
        mobileNumber,
        agentMobileNumber: "9876500000",
      });
      await page.goto(home.path);
      await expect(heading(page)).toHaveText("Pay a bill");
      expect(await violations()).toEqual([]);

      const bill = await createLink(request, "bill-link", { billId: "SBX-BILL-WATER", mobileNumber });
      await page.goto(bill.path);
      await expect(heading(page)).toHaveText("Your bill");
      await expect(page.getByLabel("Amount to pay (₹)")).toBeEditable();
      expect(await violations()).toEqual([]);
    });
  }
});
