import { describe, expect, it } from "vitest";
import { istReceiptTime } from "./receipt-time";

describe("the receipt's time", () => {
  it("is the webhook's UTC time moved to India Standard Time, across midnight too", () => {
    expect(istReceiptTime("2026-11-28 17:20:18")).toEqual({ date: "2026-11-28", time: "22:50:18" });
    expect(istReceiptTime("2026-12-31 20:00:00")).toEqual({ date: "2027-01-01", time: "01:30:00" });
  });

  it("is nothing for text that is not a UTC date and time", () => {
    expect(istReceiptTime("2026-11-28T17:20:18Z")).toBeUndefined();
    expect(istReceiptTime("")).toBeUndefined();
  });
});
