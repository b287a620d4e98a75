import { describe, expect, it } from "vitest";
import { codeMatches } from "../../core/sandbox/code-matches";

describe("code matching", () => {
  it("matches a code in any case", () => {
    expect(codeMatches("ERR181", "err181")).toBe(true);
    expect(codeMatches("wallet-creation-successful", "WALLET-CREATION-SUCCESSFUL")).toBe(true);
    expect(codeMatches("ERR181", "ERR18")).toBe(false);
  });

  it("matches a code inside a documented range, and not outside it", () => {
    expect(codeMatches("DEV100–DEV110", "DEV105")).toBe(true);
    expect(codeMatches("DEV100-DEV110", "dev110")).toBe(true);
    expect(codeMatches("DEV100–DEV110", "DEV111")).toBe(false);
    expect(codeMatches("DEV100–DEV110", "ERR105")).toBe(false);
  });
});
