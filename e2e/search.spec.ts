import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { pages } from "../content/site";
import { markdownPath } from "../core/markdown/markdown-path";
import { openHydrated } from "./open-page";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
const searchField = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the documentation" });
const options = (page: Page) => dialog(page).getByRole("option");

/** Shortcuts work once the page has hydrated. */
const open = openHydrated;

async function openWithKeyboard(page: Page) {
  await page.keyboard.press("Control+K");
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
}

/** The first result's link for a query typed into the dialog. */
async function firstResult(page: Page, query: string): Promise<URL> {
  await open(page, "/");
  await openWithKeyboard(page);
  await searchField(page).fill(query);
  await expect(dialog(page).getByRole("status")).toContainText(`for “${query}”`);
  const href = await options(page).first().getAttribute("href");
  return new URL(href ?? "", page.url());
}

/** The text an anchor stands for: the element, or for a heading, its section up to the next one. */
function sectionText(page: Page, id: string): Promise<string | null> {
  return page.evaluate((anchorId) => {
    const start = document.getElementById(anchorId);
    const level = start && /^H([1-6])$/.exec(start.tagName)?.[1];
    if (!start || !level) return start?.textContent ?? null;
    let text = start.textContent ?? "";
    for (let next = start.nextElementSibling; next; next = next.nextElementSibling) {
      const nextLevel = /^H([1-6])$/.exec(next.tagName)?.[1];
      if (nextLevel && nextLevel <= level) break;
      text += ` ${next.textContent ?? ""}`;
    }
    return text;
  }, id);
}

const expectations = [
  { query: "ERR131", path: ["/cou/api"], anchor: /^error-ERR131-/, text: /ERR131/ },
  { query: "acknowledgementId", path: ["/bbps/biller/guide"], anchor: /./, text: /acknowledgementId/i },
  { query: "settlement retry", path: ["/bbps/settlementNotifications"], anchor: /./, text: /retr/i },
  { query: "wallet creation", path: ["/fastag/guide", "/fastag/api"], anchor: /./, text: /wallet/i },
];

test.describe("search results", () => {
  for (const { query, path, anchor, text } of expectations) {
    test(`"${query}" leads to ${path.join(" or ")} at the matching anchor`, async ({ page }) => {
      const url = await firstResult(page, query);
      expect(path).toContain(url.pathname);
      expect(url.hash.slice(1)).toMatch(anchor);
      // The anchor exists on that page and its section holds what was searched for.
      await page.goto(url.pathname);
      expect(await sectionText(page, decodeURIComponent(url.hash.slice(1)))).toMatch(text);
    });
  }
});

test.describe("search dialog", () => {
  test("works by keyboard alone: Ctrl+K, type, arrow down, Enter", async ({ page }) => {
    await open(page, "/bbps/jwt");
    await openWithKeyboard(page);
    await page.keyboard.type("ERR131");
    await expect(options(page).first()).toBeVisible();
    const field = searchField(page);
    await expect(field).toHaveAttribute(
      "aria-activedescendant",
      (await options(page).first().getAttribute("id"))!,
    );
    await page.keyboard.press("ArrowDown");
    const activeId = await field.getAttribute("aria-activedescendant");
    const active = dialog(page).locator(`[id="${activeId}"]`);
    await expect(active).toHaveAttribute("aria-selected", "true");
    const href = (await active.getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href);
    await expect(dialog(page)).toBeHidden();
    // The result's anchor is on screen, even when its part of the page arrives after navigating.
    const anchor = decodeURIComponent(new URL(href, "http://portal").hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test("opens with / but not while typing in a field", async ({ page }) => {
    await open(page, "/bbps/settlements");
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type("a/b");
    await expect(searchField(page)).toHaveValue("a/b");
  });

  test("closes on Escape and gives the focus back", async ({ page }) => {
    await open(page, "/fastag");
    const button = page.getByRole("button", { name: "Search" });
    await button.click();
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("announces the result count and filters by area", async ({ page }) => {
    await open(page, "/");
    await openWithKeyboard(page);
    await searchField(page).fill("settlement");
    const status = dialog(page).getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveText(/^\d+ pages? found for “settlement”\.$/);
    await dialog(page)
      .getByRole("radio", { name: /^FASTag/ })
      .check();
    await expect(status).toContainText("in FASTag");
    for (const area of await dialog(page).locator(".search-page-area").allTextContents()) {
      expect(area).toContain("FASTag");
    }
  });

  test("suggests queries when empty", async ({ page }) => {
    await open(page, "/");
    await openWithKeyboard(page);
    await dialog(page).getByRole("button", { name: "wallet creation" }).click();
    await expect(searchField(page)).toHaveValue("wallet creation");
    await expect(options(page).first()).toBeVisible();
  });

  test("loads the dialog and the index only once the reader turns to search", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await open(page, "/cou/api");
    await page.waitForLoadState("networkidle");
    expect(
      requested.filter((path) => path.startsWith("/pagefind/") || /SearchDialog|SearchPanel/.test(path)),
    ).toEqual([]);
    await openWithKeyboard(page);
    await searchField(page).fill("ERR131");
    await expect(options(page).first()).toBeVisible();
    expect(requested).toContain("/pagefind/pagefind.js");
  });

  for (const [how, reach] of [
    ["the pointer rests on", (button: Locator) => button.hover()],
    ["the focus reaches", (button: Locator) => button.focus()],
  ] as const) {
    test(`loads the index when ${how} the button, before the dialog opens`, async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await open(page, "/fastag/error-codes");
      await page.waitForLoadState("networkidle");
      const pagefind = () => requested.filter((path) => path.startsWith("/pagefind/"));
      expect(pagefind()).toEqual([]);
      const button = page.getByRole("button", { name: "Search", exact: true });
      await reach(button);
      // Pagefind's runtime, WebAssembly, entry and index metadata, with no dialog yet.
      await expect
        .poll(pagefind)
        .toEqual(
          expect.arrayContaining([
            "/pagefind/pagefind.js",
            "/pagefind/pagefind-entry.json",
            "/pagefind/wasm.en.pagefind",
            expect.stringMatching(/^\/pagefind\/pagefind\.[\w-]+\.pf_meta$/),
          ]),
        );
      expect(requested.some((path) => /\/SearchDialog-[^/]*\.js$/.test(path))).toBe(true);
      await expect(dialog(page)).toBeHidden();
      const loaded = requested.length;
      await (how === "the focus reaches" ? page.keyboard.press("Enter") : button.click());
      await searchField(page).fill("ERR131");
      await expect(options(page).first()).toHaveAttribute("href", /^\/cou\/api#error-ERR131-/);
      // The query fetched what only it needs (its index chunk, its pages), nothing of the runtime.
      const searchRequests = requested.slice(loaded).filter((path) => /^\/pagefind\/|Search/.test(path));
      expect(searchRequests.filter((path) => !/^\/pagefind\/(index|fragment)\//.test(path))).toEqual([]);
    });
  }

  test("shows the results of the last key when keys come faster than searches", async ({ page }) => {
    await open(page, "/");
    await openWithKeyboard(page);
    await page.keyboard.type("settlement retry");
    const status = dialog(page).getByRole("status");
    await expect(status).toHaveText(/^\d+ pages? found for “settlement retry”\.$/);
    await expect(dialog(page).getByRole("listbox")).toHaveAttribute(
      "aria-label",
      "Results for settlement retry",
    );
    await page.keyboard.press("Backspace");
    await expect(status).toHaveText(/^\d+ pages? found for “settlement retr”\.$/);
  });

  for (const state of ["empty", "with results"] as const) {
    test(`has no axe violations when open, ${state}`, async ({ page }) => {
      await open(page, "/");
      await openWithKeyboard(page);
      if (state === "with results") {
        await searchField(page).fill("ERR131");
        await expect(options(page).first()).toBeVisible();
      }
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .include(".search-dialog")
        .withTags(wcagTags)
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});

test.describe("search page", () => {
  test("runs the query in the address", async ({ page }) => {
    await page.goto("/search?q=ERR131");
    const field = page.getByRole("combobox", { name: "Search the documentation" });
    await expect(field).toHaveValue("ERR131");
    const first = page.locator("main").getByRole("option").first();
    await expect(first).toHaveAttribute("href", /^\/cou\/api#error-ERR131-/);
  });

  test("keeps the query in the address as it changes", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("combobox", { name: "Search the documentation" }).fill("wallet");
    await expect(page).toHaveURL("/search?q=wallet");
  });

  test("keeps what the reader typed before the page hydrated", async ({ page }) => {
    // The page's scripts wait until the reader has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/search", { waitUntil: "domcontentloaded" });
    const field = page.getByRole("combobox", { name: "Search the documentation" });
    await field.fill("wallet");
    release();

    await expect(page.getByRole("button", { name: "Copy page as Markdown" })).toBeVisible();
    await expect(field).toHaveValue("wallet");
    await expect(page).toHaveURL("/search?q=wallet");
    await expect(page.getByRole("status").filter({ hasText: "found for" })).toContainText("“wallet”");
  });
});

test.describe("search page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says that search needs JavaScript and shows no field that cannot search", async ({ page }) => {
    await page.goto("/search");
    // Playwright's text queries skip <noscript>, which the browser shows with JavaScript off.
    await expect(page.locator("main noscript p")).toContainText("Search needs JavaScript.");
    await expect(page.locator("main noscript p")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search the documentation" })).toBeHidden();
  });
});

/** Heading texts, with inline Markdown and HTML reduced to words, for comparing the two. */
const plain = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\\`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

test.describe("machine-readable docs", () => {
  for (const site of pages) {
    test(`${markdownPath(site.path)} carries the page's headings`, async ({ request }) => {
      const markdown = await request.get(markdownPath(site.path));
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()["content-type"]).toContain("text/markdown");
      const text = await markdown.text();
      expect(text.startsWith(`# ${site.title}\n`)).toBe(true);
      const markdownHeadings = new Set(
        text
          .split("\n")
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => plain(line.replace(/^#+ /, ""))),
      );
      const html = await (await request.get(site.path)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      // Headings the page gives an id (so a link can land on them), less its table of contents and
      // the sandbox's details, which the Markdown links to rather than copies.
      const pageHeadings = [...main.matchAll(/<h([1-4])[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)]
        .filter((match) => match[2] !== "contents" && !match[2]?.startsWith("sandbox-"))
        .map((match) => plain(match[3] ?? ""));
      expect(pageHeadings.filter((heading) => !markdownHeadings.has(heading))).toEqual([]);
    });
  }

  test("/llms.txt lists every page with its summary", async ({ request }) => {
    const response = await request.get("/llms.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> .+/);
    for (const site of pages) expect(text).toContain(`${markdownPath(site.path)}): ${site.description}`);
  });

  test("/llms-full.txt holds the guides and references", async ({ request }) => {
    const text = await (await request.get("/llms-full.txt")).text();
    expect(text).toContain("# Bill payment API reference");
    expect(text).toContain("`ERR131`");
  });

  test("the copy button copies the page's Markdown and says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/cou/api");
    await page.getByRole("button", { name: "Copy page as Markdown" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText(
      "Copied the page as Markdown.",
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("# Bill payment API reference\n")).toBe(true);
  });
});
