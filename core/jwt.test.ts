import { describe, expect, it } from "vitest";
import { bytesToBase64Url } from "./base64url";
import { createJwt, decodeJwt, formatDuration, jwtMaxAgeMs, jwtRules, verifyJwt, type JwtRule } from "./jwt";

const audience = "SCHEME01";
const secret = "test-secret-not-for-production";
const issuedAt = Date.UTC(2026, 10, 22, 10, 40); // 1795344000000
const jti = "0f5c2a4e-8d7b-4c1a-9e3f-2b6d8a1c7e90";

// Computed independently with Python's hmac, hashlib and base64 modules.
const knownToken =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" +
  ".eyJhdWQiOiJTQ0hFTUUwMSIsImlhdCI6MTc5NTM0NDAwMDAwMCwianRpIjoiMGY1YzJhNGUtOGQ3Yi00YzFhLTllM2YtMmI2ZDhhMWM3ZTkwIn0" +
  ".oUcTI1bVwcYI3byS2AieqdwACz8wDLq_DJHRHC_t80Q";

const encodePart = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const failedRules = (rules: Record<JwtRule, { status: string }>) =>
  jwtRules.filter((rule) => rules[rule].status === "fail");

describe("createJwt", () => {
  it("matches a token signed by an independent HS256 implementation", async () => {
    expect(await createJwt({ audience, secret, now: issuedAt, jti })).toBe(knownToken);
  });

  it("puts the HS256 header and exactly the aud, iat (ms) and jti claims in the token", async () => {
    const before = Date.now();
    const decoded = decodeJwt(await createJwt({ audience, secret }));
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.jwt.header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(Object.keys(decoded.jwt.payload)).toEqual(["aud", "iat", "jti"]);
    expect(decoded.jwt.payload["aud"]).toBe(audience);
    expect(decoded.jwt.payload["iat"]).toBeGreaterThanOrEqual(before);
    expect(decoded.jwt.payload["iat"]).toBeLessThanOrEqual(Date.now());
    expect(decoded.jwt.payload["jti"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("gives every token its own jti", async () => {
    const jtis = await Promise.all(
      [1, 2, 3].map(async () => {
        const decoded = decodeJwt(await createJwt({ audience, secret, now: issuedAt }));
        return decoded.ok ? decoded.jwt.payload["jti"] : undefined;
      }),
    );
    expect(new Set(jtis).size).toBe(3);
  });

  it("refuses an empty audience or secret", async () => {
    await expect(createJwt({ audience: "", secret })).rejects.toThrow(/audience/);
    await expect(createJwt({ audience, secret: "" })).rejects.toThrow(/secret/);
  });
});

describe("verifyJwt", () => {
  const verifyAt = (ageMs: number, token = knownToken) =>
    verifyJwt(token, { audience, secret, now: issuedAt + ageMs });

  it("accepts a fresh token and says how long it stays fresh", async () => {
    const verdict = await verifyAt(45_000);
    expect(verdict.valid).toBe(true);
    expect(failedRules(verdict.rules)).toEqual([]);
    expect(verdict.ageMs).toBe(45_000);
    expect(verdict.expiresInMs).toBe(75_000);
    expect(verdict.rules.age.message).toContain("1 min 15 s");
  });

  it("accepts a token exactly 120000 ms old: only an age that exceeds 2 minutes is refused", async () => {
    const verdict = await verifyAt(jwtMaxAgeMs);
    expect(verdict.valid).toBe(true);
    expect(verdict.expiresInMs).toBe(0);
  });

  it("refuses a token 120001 ms old", async () => {
    const verdict = await verifyAt(jwtMaxAgeMs + 1);
    expect(verdict.valid).toBe(false);
    expect(failedRules(verdict.rules)).toEqual(["age"]);
    expect(verdict.rules.age.message).toMatch(/older than 2 minutes/);
    expect(verdict.expiresInMs).toBe(0);
  });

  it("refuses a token issued in the future", async () => {
    const verdict = await verifyAt(-5_000);
    expect(failedRules(verdict.rules)).toEqual(["age"]);
    expect(verdict.rules.age.message).toMatch(/in the future/);
  });

  it("points out an iat given in seconds", async () => {
    const token = await createJwt({ audience, secret, now: Math.floor(issuedAt / 1000) });
    const verdict = await verifyAt(0, token);
    expect(failedRules(verdict.rules)).toEqual(["age"]);
    expect(verdict.rules.age.message).toMatch(/seconds/);
  });

  it("refuses a token for another audience", async () => {
    const verdict = await verifyJwt(knownToken, { audience: "SCHEME02", secret, now: issuedAt });
    expect(failedRules(verdict.rules)).toEqual(["audience"]);
    expect(verdict.rules.audience.message).toBe('aud is "SCHEME01", expected "SCHEME02".');
  });

  it("refuses a token signed with another secret", async () => {
    const verdict = await verifyJwt(knownToken, { audience, secret: "another-secret", now: issuedAt });
    expect(failedRules(verdict.rules)).toEqual(["signature"]);
  });

  it("refuses a tampered signature", async () => {
    const last = knownToken.at(-2) === "A" ? "B" : "A";
    const tampered = `${knownToken.slice(0, -2)}${last}${knownToken.slice(-1)}`;
    expect(failedRules((await verifyAt(0, tampered)).rules)).toEqual(["signature"]);
  });

  it("refuses a payload changed after signing", async () => {
    const [header, , signature] = knownToken.split(".");
    const forged = `${header}.${encodePart({ aud: "SCHEME02", iat: issuedAt, jti })}.${signature}`;
    const verdict = await verifyJwt(forged, { audience: "SCHEME02", secret, now: issuedAt });
    expect(failedRules(verdict.rules)).toEqual(["signature"]);
  });

  it('refuses alg "none" without checking a signature', async () => {
    const unsigned = `${encodePart({ alg: "none", typ: "JWT" })}.${encodePart({ aud: audience, iat: issuedAt, jti })}.`;
    const verdict = await verifyAt(0, unsigned);
    expect(verdict.valid).toBe(false);
    expect(failedRules(verdict.rules)).toEqual(["algorithm", "signature"]);
    expect(verdict.rules.algorithm.message).toMatch(/"none"/);
  });

  it("refuses another algorithm even with a valid HS256 signature", async () => {
    const [, payload, signature] = knownToken.split(".");
    const relabelled = `${encodePart({ alg: "HS512", typ: "JWT" })}.${payload}.${signature}`;
    expect(failedRules((await verifyAt(0, relabelled)).rules)).toEqual(["algorithm", "signature"]);
  });

  it("requires a jti", async () => {
    const [header] = knownToken.split(".");
    const withoutJti = `${header}.${encodePart({ aud: audience, iat: issuedAt })}.AAAA`;
    const verdict = await verifyAt(0, withoutJti);
    expect(verdict.rules.format.status).toBe("fail");
    expect(verdict.rules.format.message).toMatch(/jti/);
  });

  it("says which check was skipped when no audience or secret is given", async () => {
    const verdict = await verifyJwt(knownToken, { audience: "", secret: "", now: issuedAt });
    expect(verdict.rules.signature.message).toMatch(/^Not checked: enter the shared secret/);
    expect(verdict.rules.audience.message).toMatch(/^Not checked: enter the scheme id/);
  });

  it.each([
    ["an empty string", "", /empty/],
    ["one part", "abc", /three parts.*this has 1/],
    ["four parts", "a.b.c.d", /this has 4/],
    ["a header that is not base64url", "a*b.eyJ9.sig", /header is not base64url/],
    ["a header that is not JSON", `${bytesToBase64Url(new TextEncoder().encode("{oops"))}.e30.sig`, /JSON/],
    ["a payload that is an array", `${encodePart({ alg: "HS256" })}.${encodePart([1])}.sig`, /not an object/],
    ["a signature that is not base64url", `${encodePart({ alg: "HS256" })}.e30.s+g`, /signature/],
  ])("gives a verdict, not an exception, for %s", async (_name, token, reason) => {
    const verdict = await verifyAt(0, token);
    expect(verdict.valid).toBe(false);
    expect(verdict.rules.format.message).toMatch(reason);
    expect(verdict.decoded).toBeNull();
    expect(verdict.ageMs).toBeNull();
    for (const rule of jwtRules) expect(verdict.rules[rule].status).toBe("fail");
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [59_999, "59 s"],
    [120_000, "2 min 0 s"],
    [3_725_000, "1 h 2 min"],
    [3 * 86_400_000, "3 days"],
  ])("formats %i ms as %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
