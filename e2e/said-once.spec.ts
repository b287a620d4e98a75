import { expect, test } from "@playwright/test";
import { pages } from "../content/site";

// Read as prerendered, without script: what every reader gets first, and quicker to load.
test.use({ javaScriptEnabled: false });

/** Longer than this, a passage found on two pages is a copy a reader notices, not a shared phrase. */
const maxSharedWords = 40;

/**
 * The passages of a page's own content (its navigation, the header and the help footer aside) and
 * its headings in order. A passage is the text of a paragraph, list item, table cell or
 * definition that holds no other such block; code is not prose, and is left out.
 */
function readPage() {
  const blocks = "p, li, td, dd, blockquote";
  const main = document.querySelector("main")!;
  const own = (element: Element) => !element.closest("nav, pre, .help-footer, .page-nav");
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  const passages = [...main.querySelectorAll(blocks)]
    .filter((element) => own(element) && !element.querySelector(blocks))
    .map((element) => words(element.textContent ?? ""));
  const headings = [...main.querySelectorAll("h1, h2, h3, h4")]
    .filter(own)
    .map((element) => words(element.textContent ?? ""));
  return { passages, headings };
}

test("no passage of more than 40 words appears on two routes, and no two headings in a row are the same", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const routesOf = new Map<string, Set<string>>();
  const repeatedHeadings: string[] = [];
  for (const { path } of pages) {
    await page.goto(path);
    const { passages, headings } = await page.evaluate(readPage);
    for (const passage of passages) {
      if (passage.split(" ").length <= maxSharedWords) continue;
      const routes = routesOf.get(passage) ?? new Set<string>();
      routes.add(path);
      routesOf.set(passage, routes);
    }
    headings.forEach((heading, index) => {
      if (index > 0 && heading.toLowerCase() === headings[index - 1]!.toLowerCase())
        repeatedHeadings.push(`${path}: "${heading}" twice in a row`);
    });
  }
  const copies = [...routesOf]
    .filter(([, routes]) => routes.size > 1)
    .map(([passage, routes]) => `${[...routes].join(", ")}: "${passage.slice(0, 120)}…"`);
  expect(copies).toEqual([]);
  expect(repeatedHeadings).toEqual([]);
});
