import { describe, expect, it } from "vitest";
import { codeLabel } from "./code-label";

describe("codes as the customer reads them", () => {
  it("writes words in sentence case and keeps acronyms", () => {
    expect(codeLabel("UPI")).toBe("UPI");
    expect(codeLabel("INTERNET BANKING")).toBe("Internet banking");
    expect(codeLabel("DEBIT CARD")).toBe("Debit card");
    expect(codeLabel("MONTHLY")).toBe("Monthly");
  });
});
