import { describe, expect, it } from "vitest";
import { base64ToBytes, base64UrlToBytes, bytesToBase64, bytesToBase64Url } from "./base64url";

describe("base64url", () => {
  it.each([[""], ["f"], ["fo"], ["foo"], ["foob"], ["\u00ff\u00fe"]])("round-trips %j", (text) => {
    const bytes = new TextEncoder().encode(text);
    const encoded = bytesToBase64Url(bytes);
    expect(encoded).not.toMatch(/[+/=]/);
    expect(base64UrlToBytes(encoded)).toEqual(bytes);
  });

  it.each([["a+b"], ["abc="], ["a"]])("refuses %j", (text) => {
    expect(base64UrlToBytes(text)).toBeNull();
  });

  it("round-trips inputs larger than one conversion chunk", () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it("encodes as Node's own base64url does, at every length up to 64 bytes", () => {
    for (let length = 0; length <= 64; length += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(bytesToBase64Url(bytes), `${length} bytes`).toBe(Buffer.from(bytes).toString("base64url"));
    }
  });

  it("decodes as Node's own base64url does, at every length up to 64 bytes", () => {
    for (let length = 0; length <= 64; length += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      expect(base64UrlToBytes(Buffer.from(bytes).toString("base64url")), `${length} bytes`).toEqual(bytes);
    }
  });

  it.each([["a.b"], ["ab\u00e9c"], ["abc\u0100"], ["ab c"]])("refuses the character in %j", (text) => {
    expect(base64UrlToBytes(text)).toBeNull();
  });
});
