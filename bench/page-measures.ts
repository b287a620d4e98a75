/**
 * How tall each page is and how much it repeats, on a served build: page height at 1440 px (light)
 * and 390 px (dark), where its first operation starts at each width, element count, callouts in total and the longest run of callouts with nothing
 * else between them, and how often the most repeated paragraph of the main content occurs.
 *
 *   npx tsx bench/page-measures.ts http://127.0.0.1:4491 [/fastag/guide ...]
 */
import { chromium } from "@playwright/test";
import { pages } from "../content/site";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";

const [origin, ...only] = process.argv.slice(2);
if (!origin) throw new Error("usage: page-measures.ts <origin> [path ...]");
const paths = only.length > 0 ? only : pages.map((page) => page.path);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const views = [
  { name: "1440", width: 1440, height: 900, colorScheme: "light" as const },
  { name: "390", width: 390, height: 844, colorScheme: "dark" as const },
];
const contexts = await Promise.all(
  views.map((view) =>
    browser.newContext({
      viewport: { width: view.width, height: view.height },
      colorScheme: view.colorScheme,
      reducedMotion: "reduce",
      // For the style below: the pages' policy allows no inline style.
      bypassCSP: true,
    }),
  ),
);

const rows: string[] = [
  ["path", "h1440", "h390", "op1440", "op390", "elements", "callouts", "run", "repeat"].join("\t"),
];
for (const path of paths) {
  const heights: number[] = [];
  const firstOperation: (number | string)[] = [];
  let counts = { elements: 0, callouts: 0, run: 0, repeat: 0 };
  for (const [index, context] of contexts.entries()) {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    // Blocks out of view are laid out only near the screen (figures.css) and stand in at an
    // estimated size until then; the height measured is the page's laid out in full.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
    // Where the first operation's heading starts, from the top of the page ("-" where it has none).
    firstOperation.push(
      await page.evaluate(() => {
        const heading = document.querySelector("main section.operation h3");
        return heading ? Math.round(heading.getBoundingClientRect().top + scrollY) : "-";
      }),
    );
    if (index === 0)
      counts = await page.evaluate(() => {
        const main = document.querySelector("main") ?? document.body;
        const callouts = [...main.querySelectorAll(".callout")];
        let run = 0;
        for (const callout of callouts) {
          let length = 1;
          let next = callout.nextElementSibling;
          while (next?.classList.contains("callout")) {
            length += 1;
            next = next.nextElementSibling;
          }
          run = Math.max(run, length);
        }
        const seen = new Map<string, number>();
        for (const paragraph of main.querySelectorAll("p")) {
          const text = paragraph.textContent?.trim() ?? "";
          if (text.length > 40) seen.set(text, (seen.get(text) ?? 0) + 1);
        }
        return {
          elements: main.querySelectorAll("*").length,
          callouts: callouts.length,
          run,
          repeat: Math.max(0, ...seen.values()),
        };
      });
    await page.close();
  }
  rows.push(
    [path, ...heights, ...firstOperation, counts.elements, counts.callouts, counts.run, counts.repeat].join(
      "\t",
    ),
  );
}
await browser.close();
console.log(rows.join("\n"));
