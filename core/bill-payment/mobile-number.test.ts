import { describe, expect, it } from "vitest";
import { checkMobileNumber } from "./mobile-number";

describe("checkMobileNumber", () => {
  it.each([["9876543210"], ["6000000000"], ["7123456789"], ["8999999999"]])("accepts %s", (value) => {
    expect(checkMobileNumber(value)).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ["absent", undefined, "ERR104"],
    ["null", null, "ERR104"],
    ["blank", "  ", "ERR104"],
    ["too short", "98765", "ERR112"],
    ["too long", "98765432100", "ERR112"],
    ["starting with 5", "5876543210", "ERR112"],
    ["with a country code", "+919876543210", "ERR112"],
    ["with spaces", "98765 43210", "ERR112"],
    ["a number", 9876543210, "ERR112"],
  ])("answers %s with the documented code", (_name, value, code) => {
    expect(checkMobileNumber(value)).toBe(code);
  });
});
