import { describe, expect, it } from "vitest";
import { bytesToBase64Url } from "../base64url";
import { signToken, tokenKey, verifyToken } from "./signed-token";

const secret = "a-test-secret-of-some-length";
const key = tokenKey(secret);

describe("signed tokens", () => {
  it("round-trips a payload", () => {
    const token = signToken({ k: "fetch", t: 1, p: { "Consumer Number": "1234567890" } }, key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyToken(token, key)).toEqual({ k: "fetch", t: 1, p: { "Consumer Number": "1234567890" } });
  });

  it("is the same token on every instance that shares the secret", () => {
    expect(signToken({ a: 1 }, key)).toBe(signToken({ a: 1 }, tokenKey(secret)));
  });

  it.each([
    ["a different secret", (token: string) => verifyToken(token, tokenKey("another-secret-entirely"))],
    [
      "a changed payload",
      (token: string) => {
        const forged = bytesToBase64Url(new TextEncoder().encode(JSON.stringify({ amount: 1 })));
        return verifyToken(`${forged}.${token.split(".")[1]}`, key);
      },
    ],
    ["a changed signature", (token: string) => verifyToken(`${token.slice(0, -2)}AA`, key)],
    ["a shortened signature", (token: string) => verifyToken(token.slice(0, -1), key)],
    ["a missing signature", (token: string) => verifyToken(token.split(".")[0]!, key)],
    ["an empty body", (token: string) => verifyToken(`.${token.split(".")[1]}`, key)],
    ["three parts", (token: string) => verifyToken(`${token}.x`, key)],
    ["not base64url", () => verifyToken("***.***", key)],
    ["an empty string", () => verifyToken("", key)],
  ])("rejects %s", (_name, attempt) => {
    const token = signToken({ amount: 150000 }, key);
    expect(attempt(token)).toBeUndefined();
  });

  it("signs as WebCrypto's HMAC-SHA256 does, so the token format is standard", async () => {
    const token = signToken({ amount: 150000 }, key);
    const [body = ""] = token.split(".");
    expect(token).toBe(`${body}.${await webCryptoSignature(body)}`);
  });

  it("rejects a validly signed body that is not JSON", async () => {
    const body = bytesToBase64Url(new TextEncoder().encode("not json"));
    expect(verifyToken(`${body}.${await webCryptoSignature(body)}`, key)).toBeUndefined();
  });
});

async function webCryptoSignature(body: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return bytesToBase64Url(
    new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(body))),
  );
}
