import { describe, expect, it } from "vitest";
import { blockquote, fence, heading, inlineCode, joinBlocks, table } from "./markdown-syntax";

describe("Markdown syntax", () => {
  it("fences code with a longer fence than any backtick run inside", () => {
    expect(fence("a\n```\nb\n", "md")).toBe("````md\na\n```\nb\n````");
  });

  it("wraps inline code that contains backticks", () => {
    expect(inlineCode("a`b")).toBe("``a`b``");
    expect(inlineCode("`x")).toBe("`` `x ``");
  });

  it("caps heading levels at 6", () => {
    expect(heading(8, " Deep  heading ")).toBe("###### Deep heading");
  });

  it("builds tables, quotes and block lists", () => {
    expect(table(["A"], [["1\n2"]])).toBe("| A |\n| --- |\n| 1 2 |");
    expect(blockquote("a\n\nb")).toBe("> a\n>\n> b");
    expect(joinBlocks(["a", "", undefined, "b\n"])).toBe("a\n\nb");
  });
});
