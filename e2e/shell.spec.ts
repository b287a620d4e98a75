import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./open-page";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Documentation" });
const menuButton = (page: Page) => page.getByRole("button", { name: "Menu" });

test.describe("sidebar", () => {
  test("is hidden at 600px wide and shown at 601px", async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto("/bbps/biller/guide");
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await page.setViewportSize({ width: 601, height: 800 });
    await expect(sidebar(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("lists the groups and highlights the current page", async ({ page }) => {
    await page.goto("/bbps/settlements");
    for (const group of ["BBPS BOU", "BBPS COU", "Authentication", "FASTag", "FASTag products"]) {
      await expect(sidebar(page).getByRole("heading", { name: group, exact: true })).toBeVisible();
    }
    const current = sidebar(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText("Split settlement");
  });

  test("starts collapsed on paths containing 'api'", async ({ page }) => {
    for (const path of ["/cou/api", "/cou/instacollect/api", "/fastag/api"]) {
      await page.goto(path);
      await expect(sidebar(page), path).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("the menu button toggles it, by mouse and by keyboard", async ({ page }) => {
    await openHydrated(page, "/bbps/jwt");
    await expect(sidebar(page)).toBeVisible();
    await menuButton(page).click();
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(sidebar(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(sidebar(page)).toBeHidden();
  });

  test("opens over the page on a phone and closes after choosing a page or on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHydrated(page, "/");
    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole("link", { name: "B2B" }).click();
    await expect(page).toHaveURL("/bbps/b2b");
    await expect(sidebar(page)).toBeHidden();

    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebar(page)).toBeHidden();
  });
});

test.describe("navigation", () => {
  test("moves focus to the new page's heading", async ({ page }) => {
    await openHydrated(page, "/");
    await sidebar(page).getByRole("link", { name: "Plan MDM" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan MDM guide");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test.describe("with motion allowed", () => {
    test.use({ contextOptions: { reducedMotion: "no-preference" } });

    test("fades the page out and in over 800 ms", async ({ page }) => {
      await openHydrated(page, "/");
      await sidebar(page).getByRole("link", { name: "B2B" }).click();
      const durations = await page.waitForFunction(() => {
        const found = document
          .getAnimations()
          .map((animation) => animation.effect?.getTiming().duration)
          .filter((duration) => duration === 800);
        return found.length >= 2 ? found : null;
      });
      expect(await durations.jsonValue()).toEqual(expect.arrayContaining([800, 800]));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("B2B guide");
    });
  });

  test("is instant under prefers-reduced-motion", async ({ page }) => {
    await openHydrated(page, "/");
    await sidebar(page).getByRole("link", { name: "B2B" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("B2B guide");
    const long = await page.evaluate(() =>
      document.getAnimations().filter((animation) => Number(animation.effect?.getTiming().duration) > 0),
    );
    expect(long).toHaveLength(0);
  });
});

test.describe("theme", () => {
  test("follows the system setting until the reader chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(13, 17, 23)");
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background()).toBe("rgb(255, 255, 255)");
  });

  test("the toggle switches theme and the choice persists without a flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openHydrated(page, "/bbps/b2b");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    // The stored choice must apply before any script of the app runs: check the first paint.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(13, 17, 23)",
    );
  });
});
