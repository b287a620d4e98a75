import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it: the "Copy page as Markdown" button is shown
 * only then. Clicks before that land on prerendered HTML that has no handlers yet. A reference
 * page hydrates thousands of nodes, which on a busy two-core machine can take longer than the
 * default 5 s wait, so this wait is longer; it ends as soon as the page is ready.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible({ timeout: 20_000 });
}

/**
 * Scrolls to `target` as a reader does before using it, and lets the page settle. Content near it
 * is laid out as it comes near the screen (`content-visibility: auto`) in the frames after a
 * scroll, and can move the target: Playwright clicks in the same moment as its own scroll, and
 * the press and release could land on different elements. A code sample near the screen is also
 * written anew with the page's origin (served-origin.ts), which can replace the element found
 * before the scroll: the scroll is then tried again on the new one.
 */
export async function scrollToSettled(target: Locator): Promise<void> {
  await expect(() => target.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 20_000 });
  await framesDrawn(target.page());
}

/**
 * Waits until the browser has drawn two more frames, by when what it does in the frame after a
 * change (laying out content near the screen, reporting layout shifts) is done.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}
