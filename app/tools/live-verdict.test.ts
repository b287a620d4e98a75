import { describe, expect, it } from "vitest";
import { createJwt, jwtMaxAgeMs, verifyJwt } from "../../core/jwt";
import { issuedAt, liveRules, verdictSummary } from "./live-verdict";

const audience = "SCHEME01";
const secret = "test-secret";
const iat = Date.UTC(2026, 10, 22, 10, 40);

async function freshVerdict() {
  const token = await createJwt({ audience, secret, now: iat });
  return verifyJwt(token, { audience, secret, now: iat + 1_000 });
}

describe("liveRules", () => {
  it("re-judges only the age as time passes", async () => {
    const verdict = await freshVerdict();
    expect(liveRules(verdict, iat + jwtMaxAgeMs).age.status).toBe("pass");
    const later = liveRules(verdict, iat + jwtMaxAgeMs + 1);
    expect(later.age.status).toBe("fail");
    expect(later.signature).toBe(verdict.rules.signature);
  });

  it("leaves an unreadable token's verdict alone", async () => {
    const verdict = await verifyJwt("nonsense", { audience, secret });
    expect(liveRules(verdict, Date.now())).toBe(verdict.rules);
  });
});

describe("verdictSummary", () => {
  it("says a token is valid when every check passes", async () => {
    expect(verdictSummary((await freshVerdict()).rules)).toBe("Valid: all 5 checks pass.");
  });

  it("names the checks that fail", async () => {
    const verdict = await freshVerdict();
    expect(verdictSummary(liveRules(verdict, iat + 5 * 60_000))).toBe("Refused: 1 of 5 checks fail (age).");
  });
});

describe("issuedAt", () => {
  it("reads iat from a decoded token, and null from one that is not", async () => {
    expect(issuedAt(await freshVerdict())).toBe(iat);
    expect(issuedAt(await verifyJwt("a.b", { audience, secret }))).toBeNull();
  });
});
