import { describe, expect, it } from "vitest";
import { maskMobile } from "./masked-mobile";

describe("the customer's mobile number", () => {
  it("shows only its last four digits", () => {
    expect(maskMobile("9876543210")).toBe("••••••3210");
    expect(maskMobile("+91 98765 43210")).toBe("••••••••3210");
    expect(maskMobile("321")).toBe("321");
  });
});
