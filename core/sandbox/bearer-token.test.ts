import { describe, expect, it } from "vitest";
import { checkBearerToken, issueBearerToken, tokenLifetimeSeconds } from "./bearer-token";
import { signToken } from "./signed-token";

const secret = "a-test-secret-of-some-length";
const issuedAt = Date.UTC(2026, 10, 22, 10, 0, 0);

describe("bearer tokens", () => {
  it("expire after 300 seconds", async () => {
    expect(tokenLifetimeSeconds).toBe(300);
    const { token, expiresIn } = await issueBearerToken("status", issuedAt, secret);
    expect(expiresIn).toBe(300);
    expect(await checkBearerToken(`Bearer ${token}`, "status", issuedAt + 299_000, secret)).toEqual({
      ok: true,
    });
    expect(await checkBearerToken(`Bearer ${token}`, "status", issuedAt + 300_000, secret)).toEqual({
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
  ])("refuses %s", async (_name, header, code) => {
    expect(await checkBearerToken(header, "status", issuedAt, secret)).toEqual({ ok: false, code });
  });

  it("refuses a token for the other API, and a signed payload that is not a token", async () => {
    const { token } = await issueBearerToken("reports", issuedAt, secret);
    expect(await checkBearerToken(`Bearer ${token}`, "status", issuedAt, secret)).toEqual({
      ok: false,
      code: "SANDBOX_TOKEN_WRONG_API",
    });
    expect(await checkBearerToken(`bearer ${token}`, "reports", issuedAt, secret)).toEqual({ ok: true });
    const context = await signToken({ k: "fetch", e: 9_999_999_999 }, secret);
    expect(await checkBearerToken(`Bearer ${context}`, "status", issuedAt, secret)).toEqual({
      ok: false,
      code: "SANDBOX_TOKEN_INVALID",
    });
  });
});
