import { expect, test, type Locator } from "@playwright/test";
import { openHydrated, scrollToSettled } from "./open-page";

// Consoles load on first use: on a busy two-core machine that can take longer than the default waits.
const lazyLoad = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

/** How many lines a table cell's text takes (its content, not the row's height). */
const linesOf = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.round(
      range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
  });

/** The widths of a table's box and of what it holds: equal when nothing scrolls sideways. */
const scrollWidths = (box: Locator) =>
  box.evaluate((element) => {
    // Laid out now, not when it nears the screen (figures.css), so that its widths are real.
    (element as HTMLElement).style.contentVisibility = "visible";
    return { box: element.clientWidth, content: element.scrollWidth };
  });

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of ["/", "/search", "/bbps/jwt", "/cou/api"])
    test(`${path}: the Markdown actions sit on the title's line, at the column's right edge`, async ({
      page,
    }) => {
      await openHydrated(page, path);
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const link = (await page.getByRole("link", { name: "View Markdown" }).boundingBox())!;
      const middle = link.y + link.height / 2;
      expect(middle).toBeGreaterThan(heading.y);
      expect(middle).toBeLessThan(heading.y + Math.min(heading.height, 60));
      const column = await page
        .getByRole("heading", { level: 1 })
        .evaluate((element) => element.parentElement!.getBoundingClientRect().right);
      expect(column - (link.x + link.width)).toBeLessThanOrEqual(16);
    });
});

for (const width of [1280, 1440])
  test.describe(`wide tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the provider triggers and the kit's checks wrap their cells rather than scroll, and stay readable", async ({
      page,
    }) => {
      await page.goto("/testing/bill-payment");
      const triggers = page.getByRole("region", { name: "Provider API triggers" });
      const widths = await scrollWidths(triggers);
      expect(widths.content).toBeLessThanOrEqual(widths.box + 1);

      await page.goto("/bbps/biller/guide");
      const checks = page.getByRole("region", { name: "Checks the kit makes, table" });
      const kit = await scrollWidths(checks);
      expect(kit.content).toBeLessThanOrEqual(kit.box + 1);
      // The rule is the widest column, and its cells read in a few lines, not five to seven.
      const rules = checks.locator("tbody td:nth-child(2)");
      const lines = await Promise.all((await rules.all()).map(linesOf));
      expect(lines.length).toBeGreaterThan(20);
      expect(lines.reduce((sum, count) => sum + count, 0) / lines.length).toBeLessThanOrEqual(4);
    });
  });

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("table captions keep the table's width", async ({ page }) => {
    for (const path of ["/testing/bill-payment", "/testing/fastag", "/testing/instacollect"]) {
      await page.goto(path);
      const captions = await page.locator("main caption").evaluateAll((all) =>
        all.map((caption) => ({
          text: caption.textContent ?? "",
          width: caption.getBoundingClientRect().width,
          box: caption.closest(".table-scroll")!.clientWidth,
        })),
      );
      expect(captions.length, path).toBeGreaterThan(1);
      for (const caption of captions)
        expect(caption.width, `${path}: ${caption.text}`).toBeGreaterThan(caption.box - 2);
    }
  });

  test("the kit's checks are cards of three parts, shorter than a card per column", async ({ page }) => {
    await page.goto("/bbps/biller/guide");
    const checks = page.getByRole("region", { name: "Checks the kit makes, table" });
    await scrollToSettled(checks);
    const height = await checks.evaluate((element) => element.getBoundingClientRect().height);
    // Four parts a card made about 7,760 px.
    expect(height).toBeLessThan(7_000);
  });

  test("the phone menu dims the page behind it, and a tap on the dim closes it", async ({ page }) => {
    await openHydrated(page, "/bbps/jwt");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    const sidebar = page.getByRole("navigation", { name: "Documentation" });
    await expect(sidebar).toBeVisible();
    const dim = page.locator(".sidebar-scrim");
    await expect(dim).toBeVisible();
    const shade = await dim.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(shade).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/);
    // The dim covers the page beside the drawer, not the drawer or the header.
    const drawer = (await sidebar.boundingBox())!;
    await page.mouse.click(drawer.x + drawer.width + 20, 400);
    await expect(sidebar).toBeHidden();
    await expect(dim).toHaveCount(0);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("code tabs stay on one row that scrolls, with the chosen tab in view", async ({ page }) => {
    await openHydrated(page, "/bbps/jwt");
    const tabs = page.getByRole("tablist").first();
    await scrollToSettled(tabs);
    const rows = await tabs
      .getByRole("tab")
      .evaluateAll((all) => new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    await tabs.getByRole("tab").first().focus();
    await page.keyboard.press("End");
    const last = tabs.getByRole("tab").last();
    await expect(last).toHaveAttribute("aria-selected", "true");
    const [tab, strip] = [(await last.boundingBox())!, (await tabs.boundingBox())!];
    expect(tab.x + tab.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
  });

  test("the try-it console keeps its actions on one line and breaks its path only after a slash", async ({
    page,
  }) => {
    await openHydrated(page, "/cou/api");
    const section = page.locator(".operation").filter({ hasText: "bill-fetch-request" }).first();
    const launcher = section.getByRole("button", { name: "Try it" });
    await scrollToSettled(launcher);
    await launcher.click();
    const form = section.getByRole("form", { name: /^Try it:/ });
    await expect(form.getByRole("button", { name: "Send" })).toBeVisible(lazyLoad);
    const tops = await Promise.all(
      ["Send", "Copy as curl", "Reset"].map(async (name) =>
        Math.round((await form.getByRole("button", { name }).boundingBox())!.y),
      ),
    );
    expect(new Set(tops).size, `buttons at ${tops.join(", ")}`).toBe(1);
    // Each line of the path ends at a slash, or is its end.
    const lines = await form.locator(".try-it-url code").evaluate((code) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const ends: string[] = [];
      let top: number | undefined;
      let previous = "";
      while (walker.nextNode()) {
        const text = walker.currentNode as Text;
        for (let offset = 0; offset < text.length; offset += 1) {
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          const y = Math.round(range.getBoundingClientRect().top);
          if (top !== undefined && y > top) ends.push(previous);
          top = y;
          previous = text.data[offset]!;
        }
      }
      return ends;
    });
    for (const end of lines) expect(end).toBe("/");
  });

  test("the FASTag issuance flow shows its poll's pending answer as progress, not in bold like an error", async ({
    page,
  }) => {
    await openHydrated(page, "/testing/fastag");
    const section = page.locator("section.fastag-sandbox");
    const start = section.getByRole("button", { name: "Run the issuance flow" });
    await scrollToSettled(start);
    await start.click();
    const run = section.locator('[data-flow-run="issuance"]');
    await expect(run.getByRole("status")).toHaveText(/^Issued: /, lazyLoad);
    const polling = run.locator(".bill-flow-steps > li", { hasText: "duplicate-creation-request" });
    await expect(polling).toContainText(
      "/wallet-status: HTTP 200 · duplicate-creation-request (in progress, so the flow polls again)",
    );
    const weight = await polling
      .locator("p code", { hasText: "duplicate-creation-request" })
      .evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(weight).toBeLessThan(600);
    await expect(polling.locator("strong")).toHaveCount(0);
  });
});
