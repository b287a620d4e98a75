import { describe, expect, it } from "vitest";
import { wholeNumberHeader } from "./number-header";

describe("a whole-number sandbox header", () => {
  const bounds = { min: 1, max: 1000 };

  it("is the fallback when absent and the number when within bounds", () => {
    expect(wholeNumberHeader(undefined, bounds, 1)).toBe(1);
    expect(wholeNumberHeader("30", bounds, 1)).toBe(30);
    expect(wholeNumberHeader(" 1000 ", bounds, 1)).toBe(1000);
  });

  it("refuses what is not a whole number within bounds", () => {
    for (const value of ["0", "1001", "2.5", "-3", "", "ten", "1e3", "0x10", "9999999"])
      expect(wholeNumberHeader(value, bounds, 1), value).toBeUndefined();
  });
});
