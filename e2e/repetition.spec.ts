import { expect, test } from "@playwright/test";
import { openHydrated, scrollToSettled } from "./open-page";

const guide = "/fastag/guide";
const commonParameters = "fastag-common-parameters";

test.describe("a shared thing said once", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the FASTag guide lists the headers once and leads each operation to its entry in the reference", async ({
    page,
  }) => {
    await openHydrated(page, guide);
    const main = page.locator("main");

    // A tenth of the 46,500 px it was when each operation wrote out the nine headers and every field.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);

    const block = main.locator(`[id="${commonParameters}"]`);
    await expect(block).toHaveCount(1);
    await expect(block).toHaveText("Headers every call sends");
    await expect(main.locator(".schema-field-name", { hasText: /^BANK-CHANNEL-ID$/ })).toHaveCount(1);

    // Each operation keeps its title, endpoint and console, and links to its full entry.
    const operations = main.locator("section.operation");
    expect(await operations.count()).toBeGreaterThan(3);
    for (const section of await operations.all()) {
      const id = await section.getAttribute("id");
      await expect(section.getByRole("link", { name: "FASTag API reference" })).toHaveAttribute(
        "href",
        `/fastag/api#${id}`,
      );
      await expect(section.getByRole("button", { name: /^Try it/ })).toHaveCount(1);
    }
    const last = operations.last();
    const id = await last.getAttribute("id");
    await scrollToSettled(last.getByRole("link", { name: "FASTag API reference" }));
    await last.getByRole("link", { name: "FASTag API reference" }).click();
    await expect(page).toHaveURL(new RegExp(`/fastag/api#${id}$`));
    await expect(page.locator(`[id="${id}"] h3`)).toBeInViewport();
  });

  test("a link to a nested field opens the closed lists it is in", async ({ page }) => {
    const field = "op-create-wallet-request-vehicle-chasisNumber";
    await page.goto(`/fastag/api#${field}`);
    const target = page.locator(`[id="${field}"]`);
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport();
    // The list of vehicle fields is open; the others stay closed.
    const open = await page
      .locator("main details[open]")
      .evaluateAll((all) => all.map((details) => details.querySelector("summary")?.textContent));
    expect(open).toEqual(["4 fields of vehicle"]);
    await expect(page.locator("main details:not([open])").first()).toBeAttached();
  });
});
