import { describe, expect, it } from "vitest";
import { lintSpecs } from "../../scripts/lint-specs";

describe("OpenAPI documents", () => {
  it("pass the linter with no errors or warnings", async () => {
    const problems = await lintSpecs();
    expect(problems.map((p) => `${p.severity} ${p.file} ${p.where} [${p.rule}] ${p.message}`)).toEqual([]);
  }, 60_000);
});
