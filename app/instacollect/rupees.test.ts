import { describe, expect, it } from "vitest";
import { formatRupees, parseRupees, rupeesFieldText } from "./rupees";

describe("rupee amounts", () => {
  it("shows paise as rupees with Indian grouping and two decimals", () => {
    expect(formatRupees(150000)).toBe("₹1,500.00");
    expect(formatRupees(2500000)).toBe("₹25,000.00");
    expect(formatRupees(12345678905)).toBe("₹12,34,56,789.05");
    expect(formatRupees(5)).toBe("₹0.05");
  });

  it("fills an amount field without grouping", () => {
    expect(rupeesFieldText(150000)).toBe("1500.00");
    expect(rupeesFieldText(150005)).toBe("1500.05");
    expect(rupeesFieldText(99)).toBe("0.99");
  });

  it("reads what the customer typed as whole paise", () => {
    expect(parseRupees("1500")).toBe(150000);
    expect(parseRupees("1,500.5")).toBe(150050);
    expect(parseRupees(" ₹ 1,500.05 ")).toBe(150005);
    expect(parseRupees("0.1")).toBe(10);
    expect(parseRupees("1,00,000")).toBe(10000000);
  });

  it("refuses what is not an amount in rupees with up to two decimals", () => {
    for (const text of ["", "abc", "-5", "1.234", "1e3", ".5", "12.", "1234567890"])
      expect(parseRupees(text), text).toBeUndefined();
  });
});
