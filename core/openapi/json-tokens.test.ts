import { describe, expect, it } from "vitest";
import { jsonTokens } from "./json-tokens";

describe("jsonTokens", () => {
  it("tells keys from string values and keeps every character", () => {
    const json = JSON.stringify({ a: "x:y", n: -1.5e3, ok: true, list: [null, 'q"r'] }, null, 2);
    const tokens = jsonTokens(json);
    expect(tokens.map((token) => token.text).join("")).toBe(json);
    expect(tokens.filter((token) => token.kind === "attr").map((token) => token.text)).toEqual([
      '"a"',
      '"n"',
      '"ok"',
      '"list"',
    ]);
    expect(tokens.find((token) => token.kind === "number")?.text).toBe("-1500");
    expect(tokens.filter((token) => token.kind === "string").map((token) => token.text)).toEqual([
      '"x:y"',
      '"q\\"r"',
    ]);
  });
});
