import { expect, test } from "@playwright/test";
import { appPages, pages, site } from "../content/site";
import { overColumn } from "./column-fit";

/**
 * Every route renders its title, heading, help footer and description; and nothing in its main
 * column is wider than that column, at phone, tablet and desktop widths,
 * in both themes: content that cannot wrap (wide tables, code) scrolls inside its own box, and that
 * box shows it scrolls. Sequence diagrams fit the column on desktops.
 *
 * Each route loads once; each width and theme is then one measurement inside the page, which
 * walks down only the boxes whose content passes their edge.
 */

const widths = [360, 768, 1280, 1440] as const;
const themes = ["light", "dark"] as const;
/** From this width on, the column has room for every diagram. */
const desktop = 1280;

// The largest reference pages take up to 35 s on a busy two-core machine (8,000 elements in <main>,
// relaid out at each width and restyled for each theme).
test.describe.configure({ timeout: 60_000 });

// A route loads once for everything asked of it here: what it renders, then its layout.
for (const { path, status } of [
  ...pages.map(({ path }) => ({ path, status: 200 })),
  ...appPages.map(({ path }) => ({ path, status: 200 })),
  { path: "/missing-page", status: 404 },
]) {
  test(`${path} renders its title and footer, and nothing is wider than its column at any width`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    const entry = pages.find((candidate) => candidate.path === path);
    if (entry) {
      await expect(page).toHaveTitle(path === "/" ? site.name : `${entry.title} · ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("queries");
      await expect(footer.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
        "href",
        `mailto:${site.supportEmail}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.description);
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // Measure what a reader sees once React has hydrated the page (the copy button appears then).
    await page.waitForFunction(
      () => !document.querySelector(".copy-markdown") || document.querySelector(".copy-markdown-button"),
    );
    const failures: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of themes) {
        await page.evaluate((chosen) => {
          document.documentElement.dataset.theme = chosen;
        }, theme);
        const problems = await page.evaluate(overColumn, { width, desktop: width >= desktop });
        failures.push(...problems.map((problem) => `${path} @ ${width} ${theme}: ${problem}`));
      }
    }
    expect(failures).toEqual([]);
  });
}
