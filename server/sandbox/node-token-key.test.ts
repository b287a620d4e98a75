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

  it("signs as the portable key does whatever the lengths: a secret past one block, a body past the reused buffer", () => {
    for (const longSecret of [secret, "s".repeat(64), "s".repeat(65), "秘密".repeat(40)])
      for (const payload of [{ note: "x".repeat(500) }, { note: "₹".repeat(700) }, { note: "" }]) {
        const token = signToken(payload, nodeTokenKey(longSecret));
        expect(token).toBe(signToken(payload, tokenKey(longSecret)));
      }
  });

  it("gives the same signature to the same body, call after call, whatever was signed between", () => {
    const key = nodeTokenKey(secret);
    const first = key.sign("a-short-body");
    key.sign("a much longer body that leaves more bytes behind in the buffer it reuses".repeat(5));
    expect(key.sign("a-short-body")).toBe(first);
  });

  it("rejects a token another secret signed", () => {
    const token = signToken({ amount: 1 }, nodeTokenKey(secret));
    expect(verifyToken(token, nodeTokenKey("another-secret-entirely"))).toBeUndefined();
  });
});
