import { describe, expect, it } from "vitest";
import { cellLabels } from "./stacked-tables";

describe("cellLabels", () => {
  it("names each cell of a table that stacks on phones after its column", () => {
    expect(cellLabels(["Code", "HTTP", "Meaning"])).toEqual(["Code", "HTTP", "Meaning"]);
  });

  it("leaves two-column tables as they are", () => {
    expect(cellLabels(["Code", "Meaning"])).toEqual([undefined, undefined]);
  });
});
