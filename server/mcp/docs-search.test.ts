import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocsSearch, type DocsSearch } from "./docs-search";
import { writeMcpTestSite } from "./mcp-test-site.test-data";

let docs: DocsSearch;
let remove: () => Promise<void>;

beforeAll(async () => {
  const built = await writeMcpTestSite();
  remove = built.remove;
  docs = createDocsSearch(built.site);
}, 60_000);

afterAll(() => remove());

const highlighted = (outcome: Awaited<ReturnType<DocsSearch["search"]>>) =>
  outcome.pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.excerpt.filter((part) => part.highlight).map((part) => part.text),
    ),
  );

describe("the docs search on the server", () => {
  it("finds pages by the site's index, with the site's paths and areas", async () => {
    const outcome = await docs.search("wallet creation");
    expect(outcome.pages.map((page) => [page.url, page.area])).toEqual([["/fastag/api", "FASTag"]]);
    expect(await docs.areas()).toEqual({ "BBPS COU": 1, Authentication: 1, FASTag: 1 });
  });

  it("keeps each query's matches its own when queries arrive at once (regression: excerpts of another query)", async () => {
    const [payment, token] = await Promise.all(
      Array.from({ length: 40 }, (_, index) => docs.search(index % 2 ? "payment" : "fetch")),
    ).then((outcomes) => [
      outcomes.filter((_, index) => index % 2),
      outcomes.filter((_, index) => !(index % 2)),
    ]);
    for (const outcome of payment!) {
      expect(highlighted(outcome).length).toBeGreaterThan(0);
      for (const word of highlighted(outcome)) expect(word.toLowerCase()).toContain("payment");
    }
    for (const outcome of token!) {
      expect(highlighted(outcome).length).toBeGreaterThan(0);
      for (const word of highlighted(outcome)) expect(word.toLowerCase()).toContain("fetch");
    }
  });
});
