import { describe, expect, it } from "vitest";
import { operationHomes, operationIds, withRepeatedOperationsIgnored } from "./search-index";

const operation = (id: string) =>
  `<section id="${id}" class="operation"><h3 id="${id}-title">T</h3><p>POST /x</p><div class="operation-columns"><ul><li id="${id}-request-a">a</li></ul></div></section>`;

describe("operations repeated across pages", () => {
  it("are found in a page's HTML", () => {
    expect(
      operationIds(`<main>${operation("op-a")}<section id="errors"></section>${operation("op-b")}</main>`),
    ).toEqual(["op-a", "op-b"]);
  });

  it("are documented on their reference page, or else on the first page that shows them", () => {
    const homes = operationHomes([
      { path: "/guide", reference: false, operations: ["op-a", "op-b"] },
      { path: "/other-guide", reference: false, operations: ["op-b"] },
      { path: "/api", reference: true, operations: ["op-a"] },
    ]);
    expect(Object.fromEntries(homes)).toEqual({ "op-a": "/api", "op-b": "/guide" });
  });

  it("keep only their title and endpoint in the index elsewhere", () => {
    const html = `<main>${operation("op-a")}${operation("op-b")}</main>`;
    const indexed = withRepeatedOperationsIgnored(html, (id) => id === "op-b");
    expect(indexed).toContain(
      '<h3 id="op-a-title">T</h3><p>POST /x</p><div data-pagefind-ignore="all" class="operation-columns">',
    );
    expect(indexed).toContain('<h3 id="op-b-title">T</h3><p>POST /x</p><div class="operation-columns">');
    expect(withRepeatedOperationsIgnored(html, () => true)).toBe(html);
  });
});
