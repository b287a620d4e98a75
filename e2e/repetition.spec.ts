import { expect, test } from "@playwright/test";
import { openHydrated, scrollToSettled } from "./open-page";

const guide = "/fastag/guide";
const commonParameters = "fastag-common-parameters";

test.describe("a shared thing said once", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the FASTag guide lists the headers once, links every operation there and stays short", async ({
    page,
  }) => {
    await openHydrated(page, guide);
    const main = page.locator("main");

    // A third of the 46,500 px it was when each operation wrote out the nine headers and every field.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(15_500);

    // Field facts (constraints, allowed values) belong to each field and are left out: a field that
    // several operations share rightly carries them in each.
    const repeats = await main.evaluate((element) => {
      const seen = new Map<string, number>();
      for (const paragraph of element.querySelectorAll(
        "p:not(.schema-field-constraints, .schema-field-enum)",
      )) {
        const text = paragraph.textContent?.trim() ?? "";
        if (text.length > 40) seen.set(text, (seen.get(text) ?? 0) + 1);
      }
      return [...seen].filter(([, count]) => count > 3);
    });
    expect(repeats).toEqual([]);

    const block = main.locator(`[id="${commonParameters}"]`);
    await expect(block).toHaveCount(1);
    await expect(block).toHaveText("Headers every call sends");
    await expect(main.locator(".schema-field-name", { hasText: /^BANK-CHANNEL-ID$/ })).toHaveCount(1);
    await expect(main.getByText(/stands for the bank's short\s+name/)).toHaveCount(1);

    const operations = main.locator("section.operation");
    const links = main.getByRole("link", { name: "headers every call sends", includeHidden: true });
    // Counted again until the two agree: a single count read while the page settled once missed
    // the operations of a segment not yet in place (when segments were revealed by script).
    await expect(async () => expect(await links.count()).toBe(await operations.count())).toPass();
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href"))))
      expect(href).toBe(`#${commonParameters}`);

    // From the last operation, whose reference part opens first, the link leads back up to the list.
    const last = operations.last();
    const fold = last.getByText("Description, fields, code and examples");
    // Far down the guide, what is laid out on approach can move the fold as the page scrolls to it.
    await scrollToSettled(fold);
    await fold.click();
    const link = last.getByRole("link", { name: "headers every call sends" });
    await scrollToSettled(link);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${commonParameters}$`));
    await expect(block).toBeInViewport();
  });

  test("a link to a nested field opens the closed lists it is in", async ({ page }) => {
    const field = "op-create-wallet-request-vehicle-chasisNumber";
    await page.goto(`${guide}#${field}`);
    const target = page.locator(`[id="${field}"]`);
    await expect(target).toBeVisible();
    await expect(target).toBeInViewport();
    // Its operation's reference part and the list of vehicle fields are open; the others stay closed.
    const open = await page
      .locator("main details[open]")
      .evaluateAll((all) => all.map((details) => details.querySelector("summary")?.textContent));
    expect(open).toEqual(["Description, fields, code and examples", "4 fields of vehicle"]);
    await expect(page.locator("main details:not([open])").first()).toBeAttached();
  });
});
