import { expect, test } from "@playwright/test";

const path = "/fastag/error-codes";

test.describe("the FASTag error codes page", () => {
  test("finds codes by text and narrows them to one operation", async ({ page }) => {
    await page.goto(path);
    // The controls are prerendered: typing counts once React has taken the page over.
    await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible();
    const rows = page.locator(".error-group tbody tr");
    const total = await rows.count();
    expect(total).toBeGreaterThan(20);

    const search = page.getByLabel("Find a code or meaning");
    await search.fill("not-found");
    const visible = page.locator(".error-group tbody tr:visible");
    const found = await visible.count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    await expect(page.getByRole("status").filter({ hasText: "codes shown" })).toHaveText(
      found === 1 ? "1 code shown" : `${found} codes shown`,
    );
    for (const text of await visible.allTextContents()) expect(text).toContain("not-found");

    await search.fill("");
    const operation = page.getByLabel("Operation");
    const [, firstGroup] = await operation.locator("option").allTextContents();
    await operation.selectOption({ label: firstGroup! });
    const groups = page.locator(".error-group:visible");
    await expect(groups).toHaveCount(1);
    await expect(groups.getByRole("heading")).toHaveText(firstGroup!);

    await operation.selectOption({ label: "All operations" });
    await expect(page.locator(".error-group tbody tr:visible")).toHaveCount(total);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows every table and no controls that could not work", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(".error-group").first()).toBeVisible();
      await expect(page.getByLabel("Find a code or meaning")).toBeHidden();
    });
  });
});
