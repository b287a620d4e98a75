import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { checkLinkInput, packLinkInput, rupeesToPaise, unpackLinkInput, type LinkInput } from "./link-input";

const mobileNumber = "9876543210";
const accepted: LinkInput[] = [
  { operation: "bill-link", body: { billId: "SBX-BILL-CARD", mobileNumber } },
  { operation: "direct-link", body: { mobileNumber } },
  {
    operation: "direct-link",
    body: { mobileNumber, categoryName: "Water", redirectTo: "https://p.example/x?y=1" },
  },
  {
    operation: "direct-link",
    body: {
      mobileNumber,
      agentMobileNumber: "9876500000",
      categoryName: "Credit Card",
      billerId: "BILLER000004",
      customerParams: [
        { name: "Card Last 4 Digits", value: "4321" },
        { name: "Card Expiry", value: "1230" },
      ],
      defaultAmount: 99.5,
    },
  },
  {
    operation: "direct-link",
    body: { mobileNumber, categoryName: "Gas", billerId: "BILLER000003", defaultAmount: "10" },
  },
];

describe("a link's packed input", () => {
  it("opens onto the landing its creation was checked to", () => {
    for (const input of accepted) {
      const checked = checkLinkInput(input, sandboxFixtures);
      expect(checked.ok, JSON.stringify(input)).toBe(true);
      const packed = JSON.parse(JSON.stringify(packLinkInput(input))) as unknown;
      const unpacked = unpackLinkInput(packed);
      expect(unpacked && checkLinkInput(unpacked, sandboxFixtures)).toEqual(checked);
    }
  });

  it("is shorter than the input it carries", () => {
    const [bill] = accepted;
    expect(JSON.stringify(packLinkInput(bill!))).toBe('["b","SBX-BILL-CARD","9876543210"]');
  });

  it("reads nothing from what no link packs", () => {
    for (const packed of [null, {}, [], ["x"], "b"]) expect(unpackLinkInput(packed)).toBeUndefined();
  });
});

describe("rupeesToPaise", () => {
  it("takes rupees with up to two decimals, as a number or a string", () => {
    expect(rupeesToPaise("499.50")).toBe(49950);
    expect(rupeesToPaise(499.5)).toBe(49950);
    expect(rupeesToPaise("7")).toBe(700);
    expect(rupeesToPaise("0.05")).toBe(5);
  });

  it("refuses zero, negatives, three decimals and anything not an amount", () => {
    for (const value of [0, "0.00", -1, "1.005", "1e3", "", "₹5", null, true, [], Number.NaN, 1e21])
      expect(rupeesToPaise(value), String(value)).toBeUndefined();
  });
});
