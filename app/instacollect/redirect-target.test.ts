import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

describe("the redirect after the result", () => {
  it("follows absolute http and https URLs", () => {
    expect(redirectTarget("https://partner.example/done?order=1")?.host).toBe("partner.example");
    expect(redirectTarget("http://127.0.0.1:8080/back")?.host).toBe("127.0.0.1:8080");
  });

  it("never follows another scheme, a relative URL or nothing", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/relative",
      "ftp://x.example",
      "",
      undefined,
    ])
      expect(redirectTarget(url), String(url)).toBeUndefined();
  });
});
