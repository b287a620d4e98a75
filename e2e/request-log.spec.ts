import { expect, test, type Page } from "@playwright/test";
import { requestLogSettings } from "../content/sandbox/request-log";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import { overColumn } from "./column-fit";
import { openHydrated } from "./open-page";

/**
 * The request log as a partner uses it: their script calls the sandbox, and the log page in a
 * browser shows what the script sent (secrets masked), what came back and why, followed live; a
 * label finds calls made elsewhere, a trace id pasted into search opens its call, and a logged call
 * reopens in its operation's try-it console.
 */

const credentials = Object.fromEntries(
  sandboxFixtures.couCredentials.map(({ name, value }) => [name, value]),
);

/** A bill fetch leaving out `billerId`, as a script sends it: the sandbox answers the catalogue's ERR100. */
async function scriptCall(baseURL: string, label: string): Promise<string> {
  const response = await fetch(`${baseURL}/sandbox/api/bills/uat/bill-fetch-request`, {
    method: "POST",
    headers: { "content-type": "application/json", ...credentials, [requestLogSettings.labelHeader]: label },
    body: JSON.stringify({
      categoryCode: "C01",
      customerParams: [{ name: "Consumer Number", value: "1234567890" }],
      mobileNumber: "9876543210",
      agent: { id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" },
    }),
  });
  const body = (await response.json()) as { statusCode: string; traceId: string };
  expect(body.statusCode).toBe("ERR100");
  expect(response.headers.get("sandbox-trace-id")).toBe(body.traceId);
  return body.traceId;
}

const uniqueLabel = () => `e2e-log-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const exchange = (page: Page, traceId: string) => page.locator(`.log-exchange[data-trace-id="${traceId}"]`);

test("a script's call appears on the open log page by address, then by its label, with masked secrets and the deciding rule", async ({
  page,
  baseURL,
}) => {
  await openHydrated(page, "/testing/log");
  await expect(page.getByText("Calls from this browser's network address")).toBeVisible();
  const label = uniqueLabel();
  const traceId = await scriptCall(baseURL!, label);

  // Followed live: the call joins the open page without a reload.
  const call = exchange(page, traceId);
  await expect(call).toBeVisible({ timeout: 10_000 });
  await call.locator("summary").click();
  await expect(call.getByRole("region", { name: "Why this answer" })).toContainText("Leave out billerId.");
  await expect(call.getByRole("link", { name: "Where the portal documents it" })).toHaveAttribute(
    "href",
    /^\/testing\/bill-payment#sandbox-error-ERR100-/,
  );
  const request = call.getByRole("region", { name: "Request" });
  await expect(request).toContainText("9876543210");
  const secret = sandboxFixtures.couCredentials.find(({ name }) => name === "client-secret")!;
  await expect(request.getByRole("row", { name: new RegExp(secret.name, "i") })).toContainText("••••");
  await expect(call).not.toContainText(secret.value);

  // By its label, as from another machine: only the labelled call.
  await page.getByLabel(/^Label/).fill(label);
  await page.getByRole("button", { name: "Show calls" }).click();
  await expect(page.getByText(`Calls labelled ${label}: 1`)).toBeVisible();
  await expect(exchange(page, traceId)).toBeVisible();
});

test("a trace id pasted into search opens its call on the log page", async ({ page, baseURL }) => {
  const traceId = await scriptCall(baseURL!, uniqueLabel());
  await openHydrated(page, "/");
  await page.keyboard.press("Control+K");
  const search = page.getByRole("dialog", { name: "Search the documentation" });
  await search.getByRole("combobox").fill(traceId);
  await search.getByRole("option", { name: new RegExp(traceId) }).click();
  await expect(page).toHaveURL(new RegExp(`/testing/log\\?trace=${traceId}$`));
  const looked = page.getByRole("region", { name: "The call of the trace id" });
  await expect(looked.locator(`.log-exchange[data-trace-id="${traceId}"]`)).toHaveAttribute("open", "");
  await expect(looked).toContainText("ERR100");
});

test("a logged call opens in its operation's try-it console with what was sent", async ({
  page,
  baseURL,
}) => {
  const label = uniqueLabel();
  const traceId = await scriptCall(baseURL!, label);
  await page.goto(`/testing/log?trace=${traceId}`);
  const looked = page.getByRole("region", { name: "The call of the trace id" });
  await looked.getByRole("button", { name: "Open in try-it" }).click();
  await expect(page).toHaveURL(/\/cou\/api#op-bill-fetch-request$/);
  const body = page.locator("#op-bill-fetch-request-try-it").getByLabel("Body (JSON)");
  await expect(body).toBeVisible({ timeout: 20_000 });
  const sent = JSON.parse(await body.inputValue()) as Record<string, unknown>;
  expect(sent).toMatchObject({ categoryCode: "C01", mobileNumber: "9876543210" });
  expect(sent).not.toHaveProperty("billerId");
});

test("a call with a path thousands of characters long stays inside the log's column, folded and opened", async ({
  page,
  baseURL,
}) => {
  const label = uniqueLabel();
  const path = `/sandbox/api/bills/uat/${"a".repeat(2_000)}?note=${"b".repeat(1_000)}`;
  const response = await fetch(`${baseURL}${path}`, {
    headers: { [requestLogSettings.labelHeader]: label, "x-partner-note": "c".repeat(1_500) },
  });
  const traceId = response.headers.get("sandbox-trace-id")!;
  await openHydrated(page, "/testing/log");
  await page.getByLabel(/^Label/).fill(label);
  await page.getByRole("button", { name: "Show calls" }).click();
  const call = exchange(page, traceId);
  await expect(call).toBeVisible();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(overColumn, { width, desktop: false })).toEqual([]);
  }
  await call.locator("summary").click();
  await expect(call.getByRole("region", { name: "Request" })).toContainText("x-partner-note");
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(overColumn, { width, desktop: false })).toEqual([]);
  }
});
