import { expect, test, type Page } from "@playwright/test";
import { framesDrawn, openHydrated } from "./open-page";

const references = ["/cou/api", "/cou/instacollect/api", "/fastag/api"];

const operationList = (page: Page) => page.getByRole("navigation", { name: "Operations" });

/** Where the page's first operation's heading starts, from the top of the page. */
const firstOperationTop = (page: Page) =>
  page
    .locator("main section.operation h3")
    .first()
    .evaluate((heading) => heading.getBoundingClientRect().top + scrollY);

test.describe("a reference page opens on its operations", () => {
  for (const [width, height, cap] of [
    [1440, 900, 1_600],
    [390, 844, 3_500],
  ] as const) {
    test(`at ${width} px the first operation starts within ${cap} px of the top`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const path of references) {
        await page.goto(path);
        expect(await firstOperationTop(page), path).toBeLessThanOrEqual(cap);
      }
    });
  }
});

test.describe("the list of operations", () => {
  test("at 1440 px sits beside the operations, stays in view and follows the operation being read", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, "/cou/api");
    const list = operationList(page);
    const rail = (await list.boundingBox())!;
    const operation = (await page.locator("main section.operation").first().boundingBox())!;
    expect(rail.x + rail.width).toBeLessThanOrEqual(operation.x);
    // Beside the operations, the list is open without a tap.
    const makePayment = list.getByRole("link", { name: /Pay the fetched bill/ });
    await expect(makePayment).toBeVisible();

    await page.locator("#op-make-payment").evaluate((section) => {
      scrollTo(0, section.getBoundingClientRect().top + scrollY - 100);
    });
    await expect(makePayment).toHaveAttribute("aria-current", "location");
    await expect(list.locator("[aria-current]")).toHaveCount(1);
    const scrolled = (await list.boundingBox())!;
    expect(scrolled.y).toBeGreaterThanOrEqual(0);
    expect(scrolled.y).toBeLessThan(200);
    // The code of the operation being read is beside its prose, in view.
    await expect(page.locator("#op-make-payment .operation-aside .code-tabs").first()).toBeInViewport();
  });

  test("a click on an operation goes to it, and the filter narrows the list", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, "/fastag/api");
    const list = operationList(page);
    await list.getByRole("link", { name: /Recharge status enquiry/ }).click();
    await expect(page).toHaveURL(/#op-recharge-enquiry$/);
    await expect(page.locator("#op-recharge-enquiry h3")).toBeInViewport();

    const filter = list.getByRole("searchbox", { name: "Filter operations" });
    await filter.fill("recharge");
    const names = await list.locator(".operation-list-name").allTextContents();
    expect(names).toEqual(["Recharge a wallet", "Recharge status enquiry"]);
    await filter.fill("no such operation");
    await expect(list.getByText("No operation matches")).toBeVisible();
    await filter.fill("");
    expect(await list.locator(".operation-list-name").count()).toBeGreaterThan(10);
  });

  test("at 390 px is one tap away at the top of the page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, "/cou/api");
    const list = operationList(page);
    const toggle = list.locator("summary");
    await expect(toggle).toBeInViewport();
    const getStatus = list.getByRole("link", { name: /Get a payment's status/ });
    await expect(getStatus).toBeHidden();
    await toggle.click();
    await expect(getStatus).toBeVisible();
    await getStatus.click();
    await expect(page).toHaveURL(/#op-get-payment-status$/);
    await framesDrawn(page);
    await expect(page.locator("#op-get-payment-status h3")).toBeInViewport();
  });
});

test("a catalogued code leads from its entry to the sandbox row that says how to get it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHydrated(page, "/cou/api");
  const entry = page.locator('tr[id^="error-ERR100-"]').first();
  const id = await entry.getAttribute("id");
  await entry.getByRole("link", { name: /^Get it in the sandbox/ }).click();
  await expect(page).toHaveURL(new RegExp(`/testing/bill-payment#sandbox-${id}$`));
  const row = page.locator(`[id="sandbox-${id}"]`);
  await expect(row).toContainText("ERR100");
  await expect(row).toBeInViewport();
});
