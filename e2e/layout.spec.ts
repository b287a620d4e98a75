import { expect, test, type Page } from "@playwright/test";
import { openHydrated } from "./open-page";

// A reference page hydrates thousands of nodes: on a busy two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/**
 * Characters a line in the page's first body paragraph of more than 250 characters (outside an
 * operation, a note, a table or a nav): the mean over its full lines, the last one left out as it
 * may be short. Each character's box is read from a Range, and characters are grouped into lines by
 * the top of their box, so the count is the one a reader sees, wherever the browser broke the lines
 * and whatever the font; a collapsed space has no box and is not counted. Bold or code words count
 * as the characters they are.
 */
function charactersPerLine(page: Page): Promise<{ text: string; perLine: number[] }> {
  return page.evaluate(() => {
    const paragraph = [...document.querySelectorAll("main article p")].find(
      (element) =>
        !element.className &&
        !element.closest(".operation, .callout, .reference-notes, table, nav") &&
        (element.textContent ?? "").length > 250,
    );
    if (!paragraph) throw new Error("no body paragraph of more than 250 characters");
    const lines: { top: number; count: number }[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? "").length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = [...range.getClientRects()].find((candidate) => candidate.width > 0);
        if (!rect) continue;
        const line = lines.at(-1);
        if (line && Math.abs(line.top - rect.top) < rect.height / 2) line.count += 1;
        else lines.push({ top: rect.top, count: 1 });
      }
    }
    return { text: (paragraph.textContent ?? "").slice(0, 60), perLine: lines.map((line) => line.count) };
  });
}

/** What makes inline code look as it does: font, size, padding, corners and colours. */
function inlineCodeLook(page: Page): Promise<string> {
  return page
    .locator("main article p:not([class]) > code")
    .first()
    .evaluate((code) => {
      const style = getComputedStyle(code);
      return [
        style.fontFamily,
        style.fontSize,
        style.padding,
        style.borderRadius,
        style.backgroundColor,
        style.color,
      ].join(" | ");
    });
}

/**
 * Where the "View Markdown" link sits against the title: on the title's line (its middle within
 * the title's first line) or just under it, and how far its right edge is from the right edge of
 * the title's row, the page's column.
 */
async function markdownLinkFromHeading(page: Page): Promise<{ place: string; fromRight: number }> {
  return page.evaluate(() => {
    const link = [...document.querySelectorAll("main a")].find((a) => a.textContent === "View Markdown")!;
    const heading = document.querySelector("main h1")!;
    const title = heading.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const place =
      middle > title.top && middle < title.top + Math.min(title.height, 60)
        ? "on the title's line"
        : box.top >= title.bottom - 1 && box.top < title.bottom + 24
          ? "under the title"
          : `${Math.round(box.top - title.top)} px from the title's top`;
    return { place, fromRight: Math.round(heading.parentElement!.getBoundingClientRect().right - box.right) };
  });
}

test("a reference page and a guide share one measure, one code style and one title block, and both end with previous and next", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const looks: Record<string, { code: string; markdown: { place: string; fromRight: number } }> = {};

  for (const path of ["/cou/api", "/bbps/biller/guide"]) {
    await openHydrated(page, path);
    const { text, perLine } = await charactersPerLine(page);
    const full = perLine.slice(0, -1);
    expect(full.length, `${path}: "${text}…" runs over more than one line`).toBeGreaterThan(1);
    const mean = full.reduce((sum, count) => sum + count, 0) / full.length;
    expect(mean, `${path}: "${text}…" has lines of ${perLine.join(", ")} characters`).toBeGreaterThanOrEqual(
      60,
    );
    expect(mean, `${path}: "${text}…" has lines of ${perLine.join(", ")} characters`).toBeLessThanOrEqual(80);
    looks[path] = { code: await inlineCodeLook(page), markdown: await markdownLinkFromHeading(page) };

    if (path === "/cou/api") {
      // Sidebar order, read from the sidebar itself (collapsed on API pages, but in the page).
      const order = await page
        .locator(".sidebar a.sidebar-link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const here = order.indexOf(path);
      expect(here).toBeGreaterThan(0);
      const pageNav = page.getByRole("navigation", { name: "Previous and next pages" });
      await expect(pageNav.locator("a[rel=prev]")).toHaveAttribute("href", order[here - 1]!);
      await expect(pageNav.locator("a[rel=next]")).toHaveAttribute("href", order[here + 1]!);
      // The links end the page: nothing of the article comes after them.
      expect(await pageNav.evaluate((nav) => nav.parentElement?.lastElementChild === nav)).toBe(true);
    }
  }

  expect(looks["/cou/api"]!.code).toBe(looks["/bbps/biller/guide"]!.code);
  // The Markdown actions sit at the right edge of the title's row on both kinds of page: on the
  // title's line, or just under a title too long to share it.
  for (const [path, { markdown }] of Object.entries(looks)) {
    expect(markdown.place, path).toMatch(/^(on|under) the title/);
    expect(markdown.fromRight, path).toBeLessThanOrEqual(16);
  }
  expect(looks["/cou/api"]!.markdown.place).toBe("on the title's line");
});

test.describe("a guide's operations before scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("are styled as on the reference: method badges and required marks", async ({ page }) => {
    // The guide links the reference styles itself; they no longer wait for the operations' code.
    await page.goto("/bbps/paymentNotifications");
    const method = page.locator("main .operation-endpoint .method").first();
    await expect(method).toBeVisible();
    expect(await method.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      "rgba(0, 0, 0, 0)",
    );
    const required = page.locator("main .badge-required").first();
    expect(await required.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe("solid");
  });
});
