// eslint-disable-next-line no-restricted-imports -- the test reads the guides it links to
import { readFileSync } from "node:fs";
import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";
import { kitChecks, unobservableRules } from "../../content/biller-kit/kit-checks";
import { findPage } from "../../content/site";
import { ruleTableMarkdown } from "../markdown/reference-markdown";
import { headingOf, kitTables, sectionLink } from "./kit-tables";

/** The h2 and h3 headings of a guide's source, by the anchor the page gives them. */
function headings(path: string): Map<string, string> {
  const source = readFileSync(`content/guides/${findPage(path)?.content}.mdx`, "utf8");
  const slugger = new GithubSlugger();
  return new Map(
    [...source.matchAll(/^#{2,3} (.+)$/gm)].map((match) => [slugger.slug(match[1]!), match[1]!] as const),
  );
}

describe("the conformance kit's guide tables", () => {
  it("name each guide section as its heading does", () => {
    const sources = new Set([
      ...kitChecks.map((check) => check.source),
      ...unobservableRules.map((r) => r.source),
    ]);
    for (const source of sources) {
      const [path = "", anchor = ""] = source.split("#");
      expect(findPage(path), source).toBeDefined();
      expect(headings(path).get(anchor), source).toBe(headingOf(anchor));
    }
  });

  it("list every check and every rule the kit cannot observe, with its link", () => {
    const checks = kitTables.KitChecks!();
    expect(checks.rows).toHaveLength(kitChecks.length);
    const unknown = checks.rows.find((row) => row[0]!.includes("<code>fetch-unknown-01</code>"));
    expect(unknown?.[1]).toBe("Answer 01 when you cannot find the customer, or the identifier is not valid.");
    expect(unknown?.[2]).toBe(`Bill fetch · ${sectionLink("/bbps/biller/guide#choosing-the-outcome")}`);
    const options = checks.rows.find((row) => row[0]!.includes("<code>payment-options-count</code>"));
    expect(options?.[2]).toMatch(/^Bill fetch, Biller guide v1\.1 \(payment options\) only · /);
    expect(kitTables.KitUnobservableRules!().rows).toHaveLength(unobservableRules.length);
  });

  it("read as a Markdown table", () => {
    const markdown = ruleTableMarkdown(kitTables.KitChecks!(), 3);
    expect(markdown).toContain("### Checks the kit makes");
    expect(markdown).toContain(
      "| An unknown customer answers FAILURE with 01 (`fetch-unknown-01`) | Answer 01 when you cannot find the customer, or the identifier is not valid. | Bill fetch · [Choosing the outcome](/bbps/biller/guide#choosing-the-outcome) (Biller integration guide v1.0) |",
    );
  });
});
