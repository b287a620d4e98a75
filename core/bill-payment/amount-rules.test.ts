import { describe, expect, it } from "vitest";
import { checkPaymentAmount, isAmountEditable, parseAmount, type AmountEditability } from "./amount-rules";

/** cou.yaml's `x-amount-editability`. */
const editability: AmountEditability = {
  EXACT: "fixed",
  EXACT_DOWN: "up-to-bill-amount",
  EXACT_UP: "at-least-bill-amount",
  ANY: "any",
  ADHOC: "any",
  BOTH: "any",
};

const limits = [{ paymentChannel: "INT", minLimit: 100, maxLimit: 500000 }];
const check = (exactness: string, amount: unknown, channel = "INT") =>
  checkPaymentAmount({ amount, billAmount: 150000, exactness, editability, channel, channelLimits: limits });

describe("amount editability by exactness", () => {
  it.each<[string, unknown, string | undefined]>([
    ["EXACT", 150000, undefined],
    ["EXACT", 149999, "SANDBOX_AMOUNT_NOT_EDITABLE"],
    ["EXACT", 150001, "SANDBOX_AMOUNT_NOT_EDITABLE"],
    ["EXACT_DOWN", 150000, undefined],
    ["EXACT_DOWN", 100, undefined],
    ["EXACT_DOWN", 150001, "SANDBOX_AMOUNT_ABOVE_BILL"],
    ["EXACT_UP", 150000, undefined],
    ["EXACT_UP", 200000, undefined],
    ["EXACT_UP", 149999, "SANDBOX_AMOUNT_BELOW_BILL"],
    ["ANY", 100, undefined],
    ["ADHOC", 400000, undefined],
    ["BOTH", 120000, undefined],
    ["UNLISTED", 149999, "SANDBOX_AMOUNT_NOT_EDITABLE"],
  ])("%s with %s → %s", (exactness, amount, code) => {
    expect(check(exactness, amount)).toBe(code);
  });

  it.each([
    ["EXACT", false],
    ["EXACT_DOWN", true],
    ["EXACT_UP", true],
    ["ANY", true],
    ["ADHOC", true],
    ["BOTH", true],
  ] as const)("%s is editable: %s", (exactness, editable) => {
    expect(isAmountEditable(exactness, editability)).toBe(editable);
  });
});

describe("payment-channel limits", () => {
  it.each<[string, unknown, string, string | undefined]>([
    ["at the minimum", 100, "INT", undefined],
    ["at the maximum", 500000, "INT", undefined],
    ["below the minimum", 99, "INT", "SANDBOX_AMOUNT_OUTSIDE_LIMITS"],
    ["above the maximum", 500001, "INT", "SANDBOX_AMOUNT_OUTSIDE_LIMITS"],
    ["on a channel the biller does not list", 1000, "MOB", "SANDBOX_CHANNEL_NOT_ACCEPTED"],
  ])("%s", (_name, amount, channel, code) => {
    expect(check("ANY", amount, channel)).toBe(code);
  });
});

describe("parseAmount", () => {
  it.each<[unknown, number | undefined]>([
    [150000, 150000],
    ["150000", 150000],
    [0, 0],
    [1500.5, undefined],
    ["1500.50", undefined],
    [-1, undefined],
    ["", undefined],
    [null, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ["1e5", undefined],
  ])("%j → %j", (value, amount) => {
    expect(parseAmount(value)).toBe(amount);
  });
});
