import { describe, expect, it } from "vitest";
import { checkCustomerParams, customerParamValues, type BillerCustomerParam } from "./customer-params";

const consumerNumber: BillerCustomerParam = {
  paramName: "Consumer Number",
  minLength: 10,
  maxLength: 10,
  regex: "^[0-9]{10}$",
  optional: false,
};
const reference: BillerCustomerParam = {
  paramName: "Reference",
  minLength: 2,
  maxLength: 6,
  regex: "^[A-Z]+$",
  optional: true,
};
const params = [consumerNumber, reference];
const sent = (...entries: [string, string][]) => entries.map(([name, value]) => ({ name, value }));

describe("customer parameters against the biller's", () => {
  it.each([
    ["the mandatory one", sent(["Consumer Number", "1234567890"])],
    ["both", sent(["Consumer Number", "1234567890"], ["Reference", "AB"])],
    ["an extra one the biller does not declare", sent(["Consumer Number", "1234567890"], ["Other", "x"])],
  ])("accepts %s", (_name, values) => {
    expect(checkCustomerParams(values, params).ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["nothing", undefined, "Consumer Number is mandatory."],
    ["a blank value", sent(["Consumer Number", ""]), "Consumer Number is mandatory."],
    ["too short", sent(["Consumer Number", "12345"]), "Consumer Number must have at least 10 characters."],
    [
      "too long",
      sent(["Consumer Number", "12345678901"]),
      "Consumer Number must have at most 10 characters.",
    ],
    ["against the regex", sent(["Consumer Number", "12345ABCDE"]), "Consumer Number must match ^[0-9]{10}$."],
    [
      "an optional one against its regex",
      sent(["Consumer Number", "1234567890"], ["Reference", "ab"]),
      "Reference must match ^[A-Z]+$.",
    ],
  ])("flags %s", (_name, values, problem) => {
    expect(checkCustomerParams(values, params)).toEqual({ ok: false, problems: [problem] });
  });

  it("reads name/value pairs, first one wins, ignoring malformed entries", () => {
    expect(
      customerParamValues([
        { name: "A", value: "1" },
        { name: "A", value: "2" },
        { name: "B", value: 3 },
        null,
        "C",
      ]),
    ).toEqual({ A: "1" });
    expect(customerParamValues("not a list")).toEqual({});
  });
});
