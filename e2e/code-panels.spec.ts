import { expect, test, type Locator, type Page } from "@playwright/test";
import { openHydrated, scrollToSettled } from "./open-page";

const languages = ["cURL", "JavaScript", "Python", "Java", "C#", "PHP", "Go"];

/**
 * Each of an operation's two columns needs 30rem (480 px): there the seven language tabs and "Copy
 * code" still share one line, and the description keeps lines of about 60 characters. Narrower
 * than that the columns stack.
 */
const minColumn = 480;

// A guide that embeds operations in its prose column, and a reference page.
const pages = ["/bbps/biller/guide", "/cou/api"];

type Box = { left: number; right: number; top: number; bottom: number; width: number };

/** What a reader sees of an operation's first code panel, measured in one pass through the page. */
function measure(operation: Element) {
  const box = (element: Element | null | undefined): Box => {
    const { left, right, top, bottom, width } = element!.getBoundingClientRect();
    return { left, right, top, bottom, width };
  };
  const strip = operation.querySelector('[role="tablist"]')!;
  const copy = strip.parentElement!.querySelector("button:not([role])")!;
  const style = getComputedStyle(copy);
  const copyContent = copy.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return {
    viewport: document.documentElement.clientWidth,
    operation: box(operation),
    main: box(operation.querySelector(".operation-main")),
    aside: box(operation.querySelector(".operation-aside")),
    strip: box(strip),
    tabs: [...strip.querySelectorAll('[role="tab"]')].map((tab) => ({
      name: tab.textContent,
      box: box(tab),
    })),
    selected: [...strip.querySelectorAll('[role="tab"]')].findIndex(
      (tab) => tab.getAttribute("aria-selected") === "true",
    ),
    copy: { name: copy.textContent, lines: copyContent / parseFloat(style.lineHeight) },
    code: box(operation.querySelector('[role="tabpanel"]:not([hidden]) pre')),
  };
}

const inside = (inner: Box, outer: Box, right = Infinity) =>
  inner.left >= outer.left - 1 &&
  inner.right <= Math.min(outer.right, right) + 1 &&
  inner.top >= outer.top - 1 &&
  inner.bottom <= outer.bottom + 1;

/**
 * Brings the operation's code panel into view, as a reader looking at it has it, and waits until
 * it is laid out. Until an operation's columns come near the screen (`content-visibility: auto`,
 * first checked in the frame after a fold opens or the width changes) their box keeps its
 * estimated height while a measurement lays out what is inside: the code can then sit past the
 * end of a box that is not drawn.
 */
async function showCode(operation: Locator) {
  const code = operation.locator('[role="tabpanel"]:not([hidden]) pre').first();
  await scrollToSettled(code);
  await expect
    .poll(() => code.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(true);
}

/**
 * The language tabs on one row: every one in view in its strip where there is room, else the row
 * scrolls with the chosen one in view; "Copy code" on one line; code inside the operation.
 */
async function expectPanelFits(operation: Locator, { scrolls = false } = {}) {
  await showCode(operation);
  const seen = await operation.evaluate(measure);
  expect(seen.tabs.map((tab) => tab.name)).toEqual(languages);
  expect(new Set(seen.tabs.map((tab) => Math.round(tab.box.top))).size, "tabs on one row").toBe(1);
  for (const tab of seen.tabs.filter((tab, index) => !scrolls || index === seen.selected)) {
    expect(inside(tab.box, seen.strip, seen.viewport), `${tab.name} in view`).toBe(true);
  }
  expect(seen.copy.name).toBe("Copy code");
  expect(seen.copy.lines, "Copy code on one line").toBeLessThan(1.5);
  // A longer line scrolls inside the panel rather than being cut off past the operation's edge.
  expect(
    inside(seen.code, seen.operation, seen.viewport),
    `code panel ${JSON.stringify(seen.code)} inside the operation ${JSON.stringify(seen.operation)}`,
  ).toBe(true);
  return seen;
}

// Hydrating a reference page takes most of the default 30 s on two busy cores.
test.describe.configure({ timeout: 60_000 });

const firstOperation = (page: Page) => page.locator(".operation").first();

for (const path of pages) {
  test(`${path}: the first operation shows its language tabs and Copy code on one line at 1440 and 390 px, in columns of ${minColumn} px or stacked`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, path);
    const operation = firstOperation(page);
    // A guide shows an operation's code once the reader opens its reference part.
    const fold = operation.locator(".operation-fold > summary");
    if ((await fold.count()) > 0) await fold.click();
    const wide = await expectPanelFits(operation);
    const stacked = wide.aside.top >= wide.main.bottom;
    if (!stacked) {
      expect(wide.main.width).toBeGreaterThanOrEqual(minColumn);
      expect(wide.aside.width).toBeGreaterThanOrEqual(minColumn);
    }

    // The same page on a phone: the layout follows the space, with no reload.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectPanelFits(operation, { scrolls: true });
    // The tabs keep the keyboard pattern on their scrolling row, and the chosen one comes into view.
    const strip = operation.getByRole("tablist").first();
    await strip.getByRole("tab", { name: "cURL" }).focus();
    await page.keyboard.press("End");
    await expect(strip.getByRole("tab", { name: "Go", exact: true })).toBeFocused();
    await expect(strip.getByRole("tab", { name: "Go", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectPanelFits(operation, { scrolls: true });
  });
}
