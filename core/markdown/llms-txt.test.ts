import { describe, expect, it } from "vitest";
import { llmsFullTxt, llmsTxt } from "./llms-txt";

describe("llmsTxt", () => {
  it("has a title, a summary and one linked line per page under its section", () => {
    expect(
      llmsTxt({
        title: "Bank APIs",
        summary: "Integrate with the bank's APIs.",
        details: "Every page is also Markdown.",
        sections: [
          {
            name: "BBPS COU",
            links: [{ title: "Bill payment API", url: "https://x/cou/api.md", description: "Pay bills." }],
          },
          { name: "Empty", links: [] },
        ],
      }),
    ).toBe(
      "# Bank APIs\n\n> Integrate with the bank's APIs.\n\nEvery page is also Markdown.\n\n## BBPS COU\n\n- [Bill payment API](https://x/cou/api.md): Pay bills.\n",
    );
  });
});

describe("llmsFullTxt", () => {
  it("joins the pages in order, each after a rule and its source address", () => {
    expect(
      llmsFullTxt("Bank APIs", [
        { url: "https://x/a", markdown: "# A\n" },
        { url: "https://x/b", markdown: "# B\n" },
      ]),
    ).toBe(
      "# Bank APIs\n\n---\n\n<!-- Source: https://x/a -->\n\n# A\n\n---\n\n<!-- Source: https://x/b -->\n\n# B\n",
    );
  });
});
