import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { scrollingTables } from "./guide-tables";

const render = (markdown: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(scrollingTables())
      .use(rehypeStringify)
      .processSync(markdown),
  ).replace(/\n/g, "");

const table = (columns: string[]) =>
  `\n| ${columns.join(" | ")} |\n|${columns.map(() => " --- |").join("")}\n| ${columns.map((_, index) => `v${index}`).join(" | ")} |\n`;

describe("scrollingTables", () => {
  it("puts each table in a focusable scroll box named after its section, numbered within it", () => {
    const html = render(
      `## Response fields\n${table(["Field", "Meaning"])}\nThen:\n${table(["Code", "Meaning"])}\n### \`x\` codes\n${table(["A", "B"])}`,
    );
    const names = [
      ...html.matchAll(/<div class="table-scroll" role="region" aria-label="([^"]+)" tabindex="0"><table>/g),
    ];
    expect(names.map((name) => name[1])).toEqual([
      "Response fields, table",
      "Response fields, table 2",
      "x codes, table",
    ]);
  });

  it("names the cells of a table of three columns or more after their column, for phones", () => {
    expect(render(table(["Code", "HTTP", "Meaning"]))).toContain(
      '<td data-label="Code">v0</td><td data-label="HTTP">v1</td><td data-label="Meaning">v2</td>',
    );
    expect(render(table(["Code", "Meaning"]))).not.toContain("data-label");
  });
});
