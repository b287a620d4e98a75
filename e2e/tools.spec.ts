import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./open-page";
import { notificationVector, sampleTransactions } from "../core/fastag-cipher-vectors";

/** Records every request the page makes from now on; the tools must make none. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  return requests;
}

test.describe("JWT tool", () => {
  test("creates a token and checks it, rule by rule, without a request leaving the page", async ({
    page,
  }) => {
    await openHydrated(page, "/bbps/jwt");
    await page.getByRole("button", { name: "Open the JWT tool" }).click();
    const tool = page.getByRole("region", { name: "JWT tool" });
    await expect(tool.getByRole("heading", { name: "Create a token" })).toBeVisible();
    const requests = recordRequests(page);

    const create = tool.getByRole("group", { name: "Create a token" });
    await create.getByLabel("Scheme id (aud)", { exact: true }).fill("SCHEME01");
    await create.getByLabel("Secret", { exact: true }).fill("sandbox-secret");
    await create.getByRole("button", { name: "Create token" }).click();
    await create.getByRole("button", { name: "Check this token" }).click();

    const check = tool.getByRole("group", { name: "Check a token" });
    await expect(check.getByText("Valid: all 5 checks pass.").first()).toBeVisible();

    await check.getByLabel("Expected scheme id (aud)", { exact: true }).fill("OTHER");
    await check.getByRole("button", { name: "Check token" }).click();
    await expect(check.getByText(/Refused: 1 of 5 checks fail \(audience\)/).first()).toBeVisible();

    expect(requests).toEqual([]);
  });
});

test.describe("FASTag payload cipher", () => {
  test("decrypts the published vector and encrypts back, without a request leaving the page", async ({
    page,
  }) => {
    await openHydrated(page, "/encryption");
    await page.getByRole("button", { name: "Open the payload cipher" }).click();
    const tool = page.getByRole("region", { name: "FASTag payload cipher" });
    await expect(tool).toBeVisible();
    const requests = recordRequests(page);

    await tool.getByLabel("Key (hex)", { exact: true }).fill(notificationVector.keyHex);
    const decrypt = tool.getByRole("group", { name: "Decrypt" });
    await decrypt
      .getByLabel("transactionsEncrypted value", { exact: true })
      .fill(notificationVector.ciphertextBase64);
    await decrypt.getByRole("button", { name: "Decrypt" }).click();
    await expect(decrypt).toContainText(sampleTransactions[0]!.vehicleNumber);

    const encrypt = tool.getByRole("group", { name: "Encrypt" });
    await encrypt.getByLabel("Notification JSON", { exact: true }).fill(notificationVector.plaintext);
    await encrypt.getByRole("button", { name: "Encrypt" }).click();
    await expect(encrypt.getByText("Encrypted", { exact: true }).first()).toBeVisible();

    await tool.getByLabel("Key (hex)", { exact: true }).fill("not-a-key");
    await decrypt.getByRole("button", { name: "Decrypt" }).click();
    await expect(decrypt.locator(".tool-error")).toBeVisible();

    expect(requests).toEqual([]);
  });
});
