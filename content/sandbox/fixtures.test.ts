import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "./fixtures";
import { sandboxFixturesSchema } from "./fixtures-schema";

describe("sandbox fixtures", () => {
  it("match their schema", () => {
    const result = sandboxFixturesSchema.safeParse(sandboxFixtures);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("refuse a biller in a category that does not exist, naming the field", () => {
    const [first, ...rest] = sandboxFixtures.billers;
    const broken = { ...sandboxFixtures, billers: [{ ...first!, categoryCode: "C99" }, ...rest] };
    const result = sandboxFixturesSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["billers", 0, "categoryCode"]);
  });

  it("give every biller example parameters that its own rules accept", () => {
    for (const biller of sandboxFixtures.billers)
      for (const param of biller.customerParams) {
        const example = biller.exampleParams.find((entry) => entry.name === param.paramName);
        expect(example, `${biller.billerId} ${param.paramName}`).toBeDefined();
        expect(example!.value).toMatch(new RegExp(param.regex));
      }
  });

  it("publish values, not secrets: every credential value says sandbox", () => {
    for (const header of sandboxFixtures.couCredentials)
      expect(header.value.toLowerCase()).toContain("sandbox");
  });
});
