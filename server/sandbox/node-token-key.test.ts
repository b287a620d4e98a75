import { describe, expect, it } from "vitest";
import { signToken, tokenKey, verifyToken } from "../../core/sandbox/signed-token";
import { nodeTokenKey } from "./node-token-key";

describe("the server's token key", () => {
  const secret = "a-test-secret-of-some-length";

  it("signs exactly as the portable key does, so either reads the other's tokens", () => {
    for (const payload of [{}, { amount: 150000 }, { p: { "Consumer Number": "१२३४ ₹" } }]) {
      const token = signToken(payload, nodeTokenKey(secret));
      expect(token).toBe(signToken(payload, tokenKey(secret)));
      expect(verifyToken(token, tokenKey(secret))).toEqual(payload);
    }
  });

  it("rejects a token another secret signed", () => {
    const token = signToken({ amount: 1 }, nodeTokenKey(secret));
    expect(verifyToken(token, nodeTokenKey("another-secret-entirely"))).toBeUndefined();
  });
});
