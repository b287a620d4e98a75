import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it: the "Copy page as Markdown" button renders
 * only then. Clicks before that land on prerendered HTML that has no handlers yet. A reference
 * page hydrates thousands of nodes, which on a busy two-core machine can take longer than the
 * default 5 s wait, so this wait is longer; it ends as soon as the page is ready.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible({ timeout: 20_000 });
}
