import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./open-page";

const contents = (page: Page) => page.getByRole("navigation", { name: "On this page" });
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

test.describe("a guide's table of contents", () => {
  test("at 1440px sits in a rail beside the text, stays in view and follows the section being read", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, "/bbps/jwt");
    const rail = contents(page);
    const text = await box(page, ".guide-body");
    expect((await rail.boundingBox())!.x).toBeGreaterThanOrEqual(text.x + text.width);

    const links = rail.getByRole("link");
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => decodeURIComponent((anchor as HTMLAnchorElement).hash.slice(1))),
    );
    expect(targets.length).toBeGreaterThan(3);
    for (const index of [2, targets.length - 2]) {
      await page.evaluate((id) => {
        const heading = document.getElementById(id)!;
        scrollTo(0, heading.getBoundingClientRect().top + scrollY - 120);
      }, targets[index]!);
      await expect(links.nth(index)).toHaveAttribute("aria-current", "location");
      await expect(rail.locator("[aria-current]")).toHaveCount(1);
      // Sticky: the rail is still on screen however far the page has scrolled.
      const rect = (await rail.boundingBox())!;
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeLessThan(200);
    }

    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(links.last()).toHaveAttribute("aria-current", "location");
  });

  test("at 768px is a box above the text, in the text's column", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/bbps/jwt");
    const toc = (await contents(page).boundingBox())!;
    const text = await box(page, ".guide-body");
    expect(toc.y + toc.height).toBeLessThanOrEqual(text.y);
    expect(toc.x + toc.width).toBeLessThanOrEqual(text.x + text.width + 1);
  });
});
