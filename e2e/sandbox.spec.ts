import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import { serverBundle } from "../server/config";
import { openHydrated, scrollToSettled } from "./open-page";

const operation = (page: Page, method: string, path: string) =>
  page
    .locator(".operation")
    .filter({ has: page.locator(".operation-endpoint", { hasText: new RegExp(`^${method}\\s+${path}$`) }) });

/** Opens an operation's console and waits for it to load. */
async function openConsole(page: Page, method: string, path: string) {
  const section = operation(page, method, path);
  const button = section.getByRole("button", { name: "Try it" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await scrollToSettled(button);
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
    await openHydrated(page, "/cou/api");
  });

  test("lists the biller categories from the sandbox", async ({ page }) => {
    const form = await openConsole(page, "GET", "/biller-categories");
    await expect(form.getByLabel("client-secret value", { exact: true })).toHaveValue(
      "sandbox-client-secret",
    );
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText(/^HTTP 200 .*· \d+ ms · statusCode success$/);
    await expect(form.locator("pre")).toContainText('"categoryName": "Electricity"');
  });

  test("edits headers as rows, shows the answer's status as a badge, and lists the page's calls", async ({
    page,
  }) => {
    const form = await openConsole(page, "GET", "/biller-categories");
    const headers = form.getByRole("group", { name: "Headers" });
    await headers.getByRole("button", { name: "Remove client-secret" }).click();
    await expect(form.getByLabel("client-secret value", { exact: true })).toHaveCount(0);
    await form.getByRole("button", { name: "Send" }).click();
    const badge = form.getByRole("status").locator(".status-badge");
    await expect(badge).toHaveText("HTTP 401 Unauthorized");
    const refused = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);

    await headers.getByRole("button", { name: "Add a header" }).click();
    const rows = headers.locator(".try-it-header-row");
    await expect(rows.last().getByRole("textbox").first()).toBeFocused();
    await page.keyboard.type("client-secret");
    await form.getByLabel("client-secret value", { exact: true }).fill("sandbox-client-secret");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText(/^HTTP 200 OK · \d+ ms · statusCode success$/);
    await expect(badge).toHaveText("HTTP 200 OK");
    // Colour by class: a 200 does not look like a 401.
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(refused);

    const history = form.locator(".try-it-history");
    await history.getByText("Calls on this page (2)").click();
    await expect(history.getByRole("listitem")).toHaveText([
      /^200GET\s*biller-categories/,
      /^401GET\s*biller-categories/,
    ]);
    // The earlier call comes back as it was sent: without its client-secret.
    await history.getByRole("button", { name: "Load this request" }).last().click();
    await expect(form.getByLabel("client-secret value", { exact: true })).toHaveCount(0);
    await expect(form.getByLabel("client-id value", { exact: true })).toHaveValue(/\S/);
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
      .setLegacyMode(true)
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

  test("leads to the sandbox's page, which publishes its base URL and credentials", async ({ page }) => {
    await page.getByRole("link", { name: "Sandbox: bill payment and provider APIs" }).first().click();
    await expect(page).toHaveURL(/\/testing\/bill-payment$/);
    const section = page.locator("section.sandbox-section");
    await expect(section.getByRole("heading", { name: "Overview", level: 2 })).toBeVisible();
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
    await openHydrated(page, "/bbps/transactionAPI");
    const tokenForm = await openConsole(page, "POST", "/api/auth/token");
    await expect(tokenForm.getByLabel("Body (JSON)")).toHaveValue(/"clientID": "sandbox-client"/);
    await tokenForm.getByRole("button", { name: "Send" }).click();
    await expect(tokenForm.getByRole("status")).toContainText("HTTP 200");
    await expect(tokenForm.locator("pre")).toContainText('"expiresIn": 300');

    const statusForm = await openConsole(page, "POST", "/api/transaction/status");
    const headerValues = await statusForm
      .getByRole("group", { name: "Headers" })
      .locator("input")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(headerValues.join(" ")).not.toContain("<token>");
    await statusForm.getByRole("button", { name: "Send" }).click();
    await expect(statusForm.getByRole("status")).toContainText("HTTP 200");
    await expect(statusForm.locator("pre")).toContainText('"status": "SUCCESSFUL"');
  });
});

test.describe("the whole flow and copy as curl", () => {
  test("runs the context chain from the documented examples, step by step", async ({ page }) => {
    await openHydrated(page, "/testing/bill-payment#sandbox-flow");
    await page.getByRole("button", { name: "Run the whole flow" }).click();
    const flow = page.locator(".bill-flow");
    await expect(flow.getByRole("status")).toHaveText(/^The whole flow ran: 4 calls, payment status /);
    const steps = flow.locator(".bill-flow-steps > li");
    await expect(steps).toHaveCount(4);
    for (const [index, name] of [
      "bill-fetch-request",
      "get-fetched-bill",
      "make-payment",
      "get-payment-status",
    ].entries()) {
      await expect(steps.nth(index)).toContainText(`/sandbox/api/bills/uat/${name}: HTTP 200 · success`);
    }
    // A second run pays with a new referenceId, so it is not refused as a duplicate (AM05).
    await flow.getByRole("button", { name: "Run it again" }).click();
    await expect(flow.getByRole("status")).toHaveText(/^The whole flow ran: 4 calls/);
  });

  test("copies the console's request as a curl command that the sandbox answers", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openHydrated(page, "/cou/api");
    const form = await openConsole(page, "POST", "/bill-fetch-request");
    await form.getByRole("button", { name: "Copy as curl" }).click();
    await expect(form.getByRole("button", { name: "Copied" })).toBeVisible();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).toMatch(
      new RegExp(`^curl -X POST '${baseURL}/sandbox/api/bills/uat/bill-fetch-request' \\\\\n`),
    );
    const answer = JSON.parse(execFileSync("sh", ["-c", `${command} --silent`], { encoding: "utf8" })) as {
      statusCode: string;
    };
    expect(answer.statusCode).toBe("success");
  });
});

test.describe("two sandbox instances", () => {
  test("accept each other's contexts", async ({ request, baseURL }) => {
    const port = Number(new URL(baseURL!).port) + 1;
    const other = spawn(process.execPath, [serverBundle], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: "ignore",
    });
    try {
      const otherOrigin = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await request.get(`${otherOrigin}/robots.txt`).catch(() => undefined))?.status(), {
          timeout: 20_000,
        })
        .toBe(200);
      const headers = Object.fromEntries(
        sandboxFixtures.couCredentials.map((header) => [header.name, header.value]),
      );
      const base = "/sandbox/api/bills/uat";
      const fetched = await request.post(`${base}/bill-fetch-request`, {
        headers,
        data: {
          billerId: "BILLER000001",
          categoryCode: "C01",
          customerParams: [{ name: "Consumer Number", value: "1234567890" }],
          mobileNumber: "9876543210",
          agent: { id: "AGENT0001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" },
        },
      });
      const { data } = (await fetched.json()) as { data: { context: string } };
      // The context one instance issued, redeemed at the other: no shared session store.
      const bill = await request.post(`${otherOrigin}${base}/get-fetched-bill`, {
        headers,
        data: { context: data.context },
      });
      expect(await bill.json()).toMatchObject({
        statusCode: "success",
        data: { context: expect.any(String) },
      });
    } finally {
      other.kill("SIGTERM");
    }
  });
});
