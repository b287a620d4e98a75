import { describe, expect, it } from "vitest";
import { bytesToBase64Url } from "../base64url";
import { signToken, verifyToken } from "./signed-token";

const secret = "a-test-secret-of-some-length";

describe("signed tokens", () => {
  it("round-trips a payload", async () => {
    const token = await signToken({ k: "fetch", t: 1, p: { "Consumer Number": "1234567890" } }, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyToken(token, secret)).toEqual({
      k: "fetch",
      t: 1,
      p: { "Consumer Number": "1234567890" },
    });
  });

  it("is the same token on every instance that shares the secret", async () => {
    expect(await signToken({ a: 1 }, secret)).toBe(await signToken({ a: 1 }, secret));
  });

  it.each([
    ["a different secret", async (token: string) => verifyToken(token, "another-secret-entirely")],
    [
      "a changed payload",
      async (token: string) => {
        const forged = bytesToBase64Url(new TextEncoder().encode(JSON.stringify({ amount: 1 })));
        return verifyToken(`${forged}.${token.split(".")[1]}`, secret);
      },
    ],
    ["a changed signature", async (token: string) => verifyToken(`${token.slice(0, -2)}AA`, secret)],
    ["a missing signature", async (token: string) => verifyToken(token.split(".")[0]!, secret)],
    ["three parts", async (token: string) => verifyToken(`${token}.x`, secret)],
    ["not base64url", async () => verifyToken("***.***", secret)],
    ["an empty string", async () => verifyToken("", secret)],
  ])("rejects %s", async (_name, attempt) => {
    const token = await signToken({ amount: 150000 }, secret);
    expect(await attempt(token)).toBeUndefined();
  });

  it("rejects a validly signed body that is not JSON", async () => {
    const body = bytesToBase64Url(new TextEncoder().encode("not json"));
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    expect(await verifyToken(`${body}.${bytesToBase64Url(signature)}`, secret)).toBeUndefined();
  });
});
