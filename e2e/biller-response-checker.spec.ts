import { expect, test } from "@playwright/test";
import { openHydrated } from "./open-page";

test.describe("biller response checker", () => {
  test("lists each rule a response breaks, with a link to the rule, without any request", async ({
    page,
  }) => {
    await openHydrated(page, "/bbps/biller/guide");
    await page.getByRole("button", { name: "Open the response checker" }).click();
    const checker = page.getByRole("region", { name: "Check your response" });
    await expect(checker).toBeVisible();

    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));

    await checker.getByLabel("Response JSON").fill(
      JSON.stringify({
        status: "SUCCESS",
        errorCode: "02",
        amountDue: 1500.5,
        billDate: "2026-12-05",
        dueDate: "2026-11-30",
        additionalInfo: { a: 1, b: 2, c: 3, d: 4, e: 5 },
      }),
    );
    await checker.getByRole("button", { name: "Check response" }).click();
    const result = checker.getByRole("status");
    await expect(result).toContainText("rules broken in this bill-fetch response");
    for (const text of [
      "errorCode 00",
      "after dueDate",
      "additionalInfo has 5 entries",
      "whole numbers of paise",
    ]) {
      await expect(result).toContainText(text);
    }
    await expect(result.getByRole("link", { name: "At most 4 additionalInfo entries" })).toHaveAttribute(
      "href",
      /#.+/,
    );

    await checker.getByLabel("Response JSON").fill('{"status":"SUCCESS","acknowledgementId":"ACK12345"}');
    await checker.getByRole("button", { name: "Check response" }).click();
    await expect(result).toContainText("No rule broken: this payment-posting response");

    await checker.getByLabel("Response JSON").fill("{not json");
    await checker.getByRole("button", { name: "Check response" }).click();
    await expect(result).toContainText("This is not valid JSON");

    expect(requests).toEqual([]);
  });
});
