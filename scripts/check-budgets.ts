/**
 * Byte budgets on the built site, enforced in `npm test`: gzipped JavaScript per guide page and
 * per API reference page, CSS, and HTML. Timing aims live in the benchmark (`npm run bench`).
 */
import { weighSite, type PageWeight } from "./page-weight";

const kB = 1024;
export const budgets = {
  jsGuide: 115 * kB,
  jsReference: 140 * kB,
  css: 20 * kB,
  html: 60 * kB,
};

function overBudget(weight: PageWeight): string[] {
  const problems: string[] = [];
  const jsBudget = weight.kind === "reference" ? budgets.jsReference : budgets.jsGuide;
  const check = (what: string, bytes: number, budget: number) => {
    if (bytes > budget)
      problems.push(
        `${weight.path}: ${what} ${(bytes / kB).toFixed(1)} KB gzipped is over its ${budget / kB} KB budget`,
      );
  };
  check("JavaScript", weight.js, jsBudget);
  check("CSS", weight.css, budgets.css);
  check("HTML", weight.html, budgets.html);
  return problems;
}

const weights = await weighSite();
const problems = weights.flatMap(overBudget);
const largest = (key: "js" | "css" | "html") => Math.max(...weights.map((weight) => weight[key]));
console.log(
  `Budgets: ${weights.length} pages; largest JS ${(largest("js") / kB).toFixed(1)} KB, CSS ${(largest("css") / kB).toFixed(1)} KB, HTML ${(largest("html") / kB).toFixed(1)} KB (gzipped)`,
);
if (problems.length > 0) {
  console.error(
    `Over budget:\n${problems.join("\n")}\nMake the page lighter rather than raising the budget.`,
  );
  process.exit(1);
}
