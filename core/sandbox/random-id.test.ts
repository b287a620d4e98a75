import { describe, expect, it } from "vitest";
import { randomId } from "./random-id";

describe("randomId", () => {
  it("gives upper-case alphanumeric ids of the asked length", () => {
    expect(randomId(12)).toMatch(/^[0-9A-Z]{12}$/);
    expect(randomId(1)).toMatch(/^[0-9A-Z]$/);
  });

  it("does not repeat itself across many refills of its random bytes", () => {
    const ids = Array.from({ length: 2000 }, () => randomId(16));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a length it cannot give", () => {
    expect(() => randomId(5000)).toThrow(RangeError);
  });
});
