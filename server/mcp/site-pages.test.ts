import { describe, expect, it } from "vitest";
import { findSection, parsePageReference, sectionsOf, slugOf } from "./site-pages";

describe("page references", () => {
  it("takes a path, a page URL with its section, a .md copy and a redirected path", () => {
    expect(parsePageReference("/cou/api")).toEqual({ path: "/cou/api", section: undefined });
    expect(parsePageReference("https://portal.example/fastag/guide#recharge")).toEqual({
      path: "/fastag/guide",
      section: "recharge",
    });
    expect(parsePageReference("/bbps/jwt.md")).toEqual({ path: "/bbps/jwt", section: undefined });
    expect(parsePageReference("/index.md").path).toBe("/");
    expect(parsePageReference("/cou/api/").path).toBe("/cou/api");
    expect(parsePageReference("/api").path).toBe("/fastag/api");
  });
});

describe("sections of a page's Markdown", () => {
  const markdown =
    "# Title\n\nIntro.\n\n## The token\n\nA.\n\n### Claims\n\nB.\n\n```sh\n# comment\n```\n\n## Sample code\n\nC.\n";

  it("runs each section to the next heading of its level or above, past code comments", () => {
    const sections = sectionsOf(markdown);
    expect(sections.map((section) => section.title)).toEqual(["Title", "The token", "Claims", "Sample code"]);
    const token = findSection(sections, "the-token")!;
    expect(markdown.slice(token.start, token.end)).toContain("### Claims");
    expect(markdown.slice(token.start, token.end)).not.toContain("Sample code");
  });

  it("finds a section by anchor, title or part of its title", () => {
    const sections = sectionsOf(markdown);
    expect(findSection(sections, "claims")?.title).toBe("Claims");
    expect(findSection(sections, "Sample")?.title).toBe("Sample code");
    expect(findSection(sections, "nothing")).toBeUndefined();
  });

  it("slugs headings as the pages' anchors are made", () => {
    expect(slugOf("Agent fields by `channel` (v1.1)")).toBe("agent-fields-by-channel-v11");
  });
});
