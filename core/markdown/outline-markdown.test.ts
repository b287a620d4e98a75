import { describe, expect, it } from "vitest";
import { markdownPath } from "./markdown-path";
import { outlineMarkdown } from "./outline-markdown";

describe("outlineMarkdown", () => {
  it("gives the title, summary and topics", () => {
    expect(
      outlineMarkdown({
        title: "Plan MDM guide",
        description: "Plan-based billers.",
        topics: ["Plan fields", "Validate and Pay *configuration*"],
      }),
    ).toBe(
      "# Plan MDM guide\n\n> Plan-based billers.\n\n## What this page covers\n\n- Plan fields\n- Validate and Pay \\*configuration\\*\n",
    );
  });

  it("leaves out the topics heading when there are none", () => {
    expect(outlineMarkdown({ title: "Search", description: "Search every page.", topics: [] })).toBe(
      "# Search\n\n> Search every page.\n",
    );
  });
});

describe("markdownPath", () => {
  it("adds .md to a page's path, and names the home page index.md", () => {
    expect(markdownPath("/cou/api")).toBe("/cou/api.md");
    expect(markdownPath("/")).toBe("/index.md");
  });
});
