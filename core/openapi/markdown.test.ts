import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("leaves a single paragraph without <p>", () => {
    expect(renderMarkdown("One *sentence*.")).toBe("One <em>sentence</em>.");
  });

  it("moves headings so the highest one takes the level the page gives it", () => {
    const html = renderMarkdown("Intro.\n\n### Base URL\n\nText.\n\n#### Hosts\n\nMore.", { topHeading: 2 });
    expect(html).toContain("<h2>Base URL</h2>");
    expect(html).toContain("<h3>Hosts</h3>");
  });

  it("keeps headings as written when the page gives no level", () => {
    expect(renderMarkdown("Intro.\n\n### Base URL")).toContain("<h3>Base URL</h3>");
  });

  it("puts a table in a focusable scroll box, its cells named after their column when it stacks on phones", () => {
    const wide = renderMarkdown(
      "| event | `documented on` | answer | retries |\n| --- | --- | --- | --- |\n| a | b | c | d |",
    );
    expect(wide).toMatch(/^<div class="table-scroll" tabindex="0"><table>/);
    expect(wide).toContain('<td data-label="documented on">b</td>');
    const narrow = renderMarkdown("| Code | Meaning |\n| --- | --- |\n| `OK` | done |");
    expect(narrow).toContain("<tbody><tr><td><code>OK</code></td><td>done</td></tr></tbody>");
  });
});
