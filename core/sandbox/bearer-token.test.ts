import { describe, expect, it } from "vitest";
import { checkBearerToken, issueBearerToken, tokenLifetimeSeconds } from "./bearer-token";
import { signToken, tokenKey } from "./signed-token";

const key = tokenKey("a-test-secret-of-some-length");
const issuedAt = Date.UTC(2026, 10, 22, 10, 0, 0);

describe("bearer tokens", () => {
  it("expire after 300 seconds", () => {
    expect(tokenLifetimeSeconds).toBe(300);
    const { token, expiresIn } = issueBearerToken("status", issuedAt, key);
    expect(expiresIn).toBe(300);
    expect(checkBearerToken(`Bearer ${token}`, "status", issuedAt + 299_000, key)).toEqual({
      ok: true,
    });
    expect(checkBearerToken(`Bearer ${token}`, "status", issuedAt + 300_000, key)).toEqual({
      ok: false,
      code: "SANDBOX_TOKEN_EXPIRED",
    });
  });

  it.each([
    ["no header", undefined, "SANDBOX_TOKEN_MISSING"],
    ["an empty header", "", "SANDBOX_TOKEN_MISSING"],
    ["Basic credentials", "Basic dXNlcjpwYXNz", "SANDBOX_TOKEN_MISSING"],
    ["a bearer without a token", "Bearer ", "SANDBOX_TOKEN_MISSING"],
    ["a token the sandbox did not sign", "Bearer abc.def", "SANDBOX_TOKEN_INVALID"],
  ])("refuses %s", (_name, header, code) => {
    expect(checkBearerToken(header, "status", issuedAt, key)).toEqual({ ok: false, code });
  });

  it("refuses a token for the other API, and a signed payload that is not a token", () => {
    const { token } = issueBearerToken("reports", issuedAt, key);
    expect(checkBearerToken(`Bearer ${token}`, "status", issuedAt, key)).toEqual({
      ok: false,
      code: "SANDBOX_TOKEN_WRONG_API",
    });
    expect(checkBearerToken(`bearer ${token}`, "reports", issuedAt, key)).toEqual({ ok: true });
    const context = signToken({ k: "fetch", e: 9_999_999_999 }, key);
    expect(checkBearerToken(`Bearer ${context}`, "status", issuedAt, key)).toEqual({
      ok: false,
      code: "SANDBOX_TOKEN_INVALID",
    });
  });
});
