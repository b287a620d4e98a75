import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const operation = (page: Page, method: string, path: string) =>
  page
    .locator(".operation")
    .filter({ has: page.locator(".operation-endpoint", { hasText: new RegExp(`^${method}\\s+${path}$`) }) });

/** Opens an operation's console and waits for it to load. */
async function openConsole(page: Page, method: string, path: string) {
  const section = operation(page, method, path);
  const button = section.getByRole("button", { name: "Try it" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(section.getByRole("button", { name: "Close the console" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const form = section.getByRole("form", { name: /^Try it:/ });
  await expect(form.getByRole("button", { name: "Send" })).toBeVisible();
  return form;
}

test.describe("the try-it console on the bill-payment reference", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/cou/api");
  });

  test("lists the biller categories from the sandbox", async ({ page }) => {
    const form = await openConsole(page, "GET", "/biller-categories");
    await expect(form.getByLabel(/^Headers/)).toHaveValue(/client-secret: sandbox-client-secret/);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText(/^HTTP 200 .*· \d+ ms · statusCode success$/);
    await expect(form.locator("pre")).toContainText('"categoryName": "Electricity"');
  });

  test("registers a bill fetch, then retrieves the bill with the context it returned", async ({ page }) => {
    const fetchForm = await openConsole(page, "POST", "/bill-fetch-request");
    await expect(fetchForm.getByLabel("Body (JSON)")).toHaveValue(/"billerId": "BILLER000001"/);
    await fetchForm.getByRole("button", { name: "Send" }).click();
    await expect(fetchForm.getByRole("status")).toContainText("statusCode success");
    await expect(fetchForm.locator("pre")).toContainText('"context": "');

    const billForm = await openConsole(page, "POST", "/get-fetched-bill");
    await expect(billForm.getByLabel("Body (JSON)")).not.toHaveValue(/<context from/);
    await billForm.getByLabel("Body (JSON)").press("Control+Enter");
    await expect(billForm.getByRole("status")).toContainText("statusCode success");
    await expect(billForm.locator("pre")).toContainText('"fetchAPIStatus": "Active"');
  });

  test("shows the documented code for an invalid request", async ({ page }) => {
    const form = await openConsole(page, "POST", "/bill-fetch-request");
    const body = form.getByLabel("Body (JSON)");
    const request = JSON.parse(await body.inputValue()) as Record<string, unknown>;
    delete request.mobileNumber;
    await body.fill(JSON.stringify(request, null, 2));
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toContainText("statusCode ERR104");
    await expect(form.locator("pre")).toContainText("Mobile number not specified.");

    await body.fill('{"billerId": ');
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toContainText("HTTP 400");
    await expect(form.getByRole("status")).toContainText("statusCode SANDBOX_MALFORMED_JSON");
  });

  test("keeps its request when closed and reopened, and passes axe", async ({ page }) => {
    const form = await openConsole(page, "POST", "/biller-list");
    await form.getByLabel("Body (JSON)").fill('{ "categoryCode": "C05" }');
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toContainText("statusCode ERR000");
    const section = operation(page, "POST", "/biller-list");
    await section.getByRole("button", { name: "Close the console" }).click();
    await expect(form).toBeHidden();
    await section.getByRole("button", { name: "Try it" }).click();
    await expect(form.getByLabel("Body (JSON)")).toHaveValue('{ "categoryCode": "C05" }');
    const results = await new AxeBuilder({ page })
      .include(`#${await section.getAttribute("id")}-try-it`)
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test("hydrates the prerendered sandbox section and loads the console without errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.reload();
    await page.waitForLoadState("networkidle");
    const form = await openConsole(page, "GET", "/biller-categories");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toContainText("HTTP 200");
    expect(errors).toEqual([]);
  });

  test("publishes the sandbox's base URL and credentials on the page", async ({ page }) => {
    const section = page.locator("section.sandbox-section");
    await expect(section.getByRole("heading", { name: "Sandbox", level: 2 })).toBeVisible();
    await expect(section).toContainText("/sandbox/api/bills/uat");
    await expect(section.getByRole("table", { name: "Sandbox credential headers" })).toContainText(
      "sandbox-channel-password",
    );
    await expect(section.getByRole("table", { name: "Sandbox device detail codes" })).toContainText("DEV104");
  });
});

test.describe("the try-it console on the provider's guides", () => {
  test("gets a token with the published credentials, then a transaction's status with it", async ({
    page,
  }) => {
    await page.goto("/bbps/transactionAPI");
    const tokenForm = await openConsole(page, "POST", "/api/auth/token");
    await expect(tokenForm.getByLabel("Body (JSON)")).toHaveValue(/"clientID": "sandbox-client"/);
    await tokenForm.getByRole("button", { name: "Send" }).click();
    await expect(tokenForm.getByRole("status")).toContainText("HTTP 200");
    await expect(tokenForm.locator("pre")).toContainText('"expiresIn": 300');

    const statusForm = await openConsole(page, "POST", "/api/transaction/status");
    await expect(statusForm.getByLabel(/^Headers/)).not.toHaveValue(/<token>/);
    await statusForm.getByRole("button", { name: "Send" }).click();
    await expect(statusForm.getByRole("status")).toContainText("HTTP 200");
    await expect(statusForm.locator("pre")).toContainText('"status": "SUCCESSFUL"');
  });
});
