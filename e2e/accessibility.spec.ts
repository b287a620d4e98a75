import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { pages } from "../content/site";

// axe's colour-contrast check walks every text node: on the largest API reference the two passes
// can take over a minute on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// A theme changes colours and nothing else, so the dark pass runs the rules colours decide; the
// others (names, roles, landmarks, headings) gave the same result twice for a third of the time.
const colourRules = ["color-contrast", "link-in-text-block"];

// Legacy mode runs axe once in the page. The default runs it per frame and then merges the results
// in a second, blank page, shipping them through the browser protocol twice: on these pages, which
// have no frames, that took a third or more of each pass (13.3 → 8.7 s on a notification guide,
// 25.8 → 17.5 s on /fastag/api, one worker) and checked nothing more.
//
// Only violations carry every node: the rules still run in full, but axe no longer builds a
// selector for each of the thousands of passing nodes a reference page has (12.7 → 7.8 s on a
// notification guide, 20.0 → 12.2 s on /cou/api, light theme, one worker).
const axeFor = (theme: "light" | "dark") => (page: Page) =>
  theme === "light"
    ? new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ["violations"] })
        .withTags(wcagTags)
    : new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ["violations"] })
        .withRules(colourRules);

// One load per page: the full pass in the light theme, then the reader's system turns dark and the
// colour rules run again. Loading and hydrating a large page again for the second theme cost as much
// as that theme's pass.
for (const path of [...pages.map((page) => page.path), "/missing-page"]) {
  test(`${path} has no violations in the light and dark themes`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    const found: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      // The dark pass checks dark colours only once the page has turned dark.
      if (theme === "dark") await expect.poll(background).not.toBe(light);
      const results = await axeFor(theme)(page).analyze();
      found.push(
        ...results.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      );
    }
    expect(found).toEqual([]);
  });
}
