import { describe, expect, it } from "vitest";
import { checkAccountNumber, checkCardExpiry } from "./card-and-account";

const now = new Date("2026-11-22T10:00:00Z");

describe("checkCardExpiry", () => {
  it.each([["1126"], ["1230"], ["0199"]])("accepts %s", (value) => {
    expect(checkCardExpiry(value, now)).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ["absent", undefined, "ERR184"],
    ["empty", "", "ERR184"],
    ["three digits", "126", "ERR179"],
    ["five characters", "12/26", "ERR179"],
    ["a number that drops its leading zero", 526, "ERR179"],
    ["letters", "12AB", "ERR180"],
    ["month 00", "0030", "ERR180"],
    ["month 13", "1330", "ERR180"],
    ["last month", "1026", "ERR180"],
    ["a past year", "1225", "ERR180"],
  ])("answers %s with the documented code", (_name, value, code) => {
    expect(checkCardExpiry(value, now)).toBe(code);
  });
});

describe("checkAccountNumber", () => {
  it.each<[string, unknown, string | undefined]>([
    ["16 digits", "1234567890123456", undefined],
    ["not sent", undefined, undefined],
    ["15 digits", "123456789012345", "ERR178"],
    ["17 digits", "12345678901234567", "ERR178"],
    ["letters", "12345678901234AB", "ERR178"],
    ["a number", 1234567890123456, "ERR178"],
    ["empty", "", "ERR178"],
  ])("%s → %s", (_name, value, code) => {
    expect(checkAccountNumber(value)).toBe(code);
  });
});
