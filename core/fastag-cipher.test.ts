// Tests run only in Node: its own AES implementation is the independent check on WebCrypto's.
// eslint-disable-next-line no-restricted-imports
import { createCipheriv, createDecipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base64ToBytes, bytesToBase64 } from "./base64url";
import {
  decryptPayload,
  encryptPayload,
  PayloadCipherError,
  type PayloadCipherErrorCode,
} from "./fastag-cipher";
import {
  fastagCipherVectors,
  notificationVector,
  sampleEncryptedNotification,
  sampleNotificationHeader,
  sampleTransactions,
} from "./fastag-cipher-vectors";

const hexToBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));
const { keyHex } = notificationVector;

function nodeDecrypt(base64: string, hexKey: string): string {
  const bytes = Buffer.from(base64, "base64");
  const decipher = createDecipheriv("aes-128-cbc", Buffer.from(hexKey, "hex"), bytes.subarray(0, 16));
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString("utf8");
}

async function cipherErrorCode(promise: Promise<unknown>): Promise<PayloadCipherErrorCode | "no error"> {
  try {
    await promise;
    return "no error";
  } catch (error) {
    if (error instanceof PayloadCipherError) return error.code;
    throw error;
  }
}

describe.each(fastagCipherVectors)("the $name vector", (vector) => {
  it("encrypts to the checked-in ciphertext with its IV", async () => {
    expect(await encryptPayload(vector.plaintext, vector.keyHex, hexToBytes(vector.ivHex))).toBe(
      vector.ciphertextBase64,
    );
  });

  it("decrypts the checked-in ciphertext", async () => {
    expect(await decryptPayload(vector.ciphertextBase64, vector.keyHex)).toBe(vector.plaintext);
  });

  it("is what Node's createDecipheriv reads back", () => {
    expect(nodeDecrypt(vector.ciphertextBase64, vector.keyHex)).toBe(vector.plaintext);
  });
});

describe("encryptPayload", () => {
  it("starts the value with a fresh random 16-byte IV on every call", async () => {
    const first = base64ToBytes(await encryptPayload(notificationVector.plaintext, keyHex));
    const second = base64ToBytes(await encryptPayload(notificationVector.plaintext, keyHex));
    expect(first?.subarray(0, 16)).not.toEqual(second?.subarray(0, 16));
    expect(first?.length).toBe(16 + Math.ceil((notificationVector.plaintext.length + 1) / 16) * 16);
  });

  it("produces values Node decrypts, with non-ASCII text intact", async () => {
    const text = JSON.stringify({ narration: "Toll ₹105 — Plaza" });
    expect(nodeDecrypt(await encryptPayload(text, keyHex), keyHex)).toBe(text);
  });

  it("decrypts what Node encrypts with a random IV", async () => {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const cipher = createCipheriv("aes-128-cbc", Buffer.from(keyHex, "hex"), iv);
    const body = Buffer.concat([cipher.update("[]", "utf8"), cipher.final()]);
    expect(await decryptPayload(bytesToBase64(Buffer.concat([iv, body])), keyHex)).toBe("[]");
  });

  it("accepts upper-case hex and surrounding spaces in the key", async () => {
    const value = await encryptPayload("{}", ` ${keyHex.toUpperCase()} `);
    expect(await decryptPayload(value, keyHex)).toBe("{}");
  });

  it.each([
    ["a short key", "abcd", "bad-key"],
    ["an AES-256 key", keyHex.repeat(2), "bad-key"],
    ["a key that is not hex", "z".repeat(32), "bad-key"],
  ] as const)("refuses %s", async (_name, key, code) => {
    expect(await cipherErrorCode(encryptPayload("{}", key))).toBe(code);
    expect(await cipherErrorCode(decryptPayload(notificationVector.ciphertextBase64, key))).toBe(code);
  });

  it("refuses an IV that is not 16 bytes", async () => {
    expect(await cipherErrorCode(encryptPayload("{}", keyHex, new Uint8Array(8)))).toBe("bad-iv");
  });

  it("says how long a key must be", async () => {
    await expect(encryptPayload("{}", "abcd")).rejects.toThrow(
      "32 hex characters (16 bytes, AES-128); it has 4",
    );
  });
});

describe("decryptPayload", () => {
  it("reads a value that was wrapped across lines", async () => {
    const wrapped = notificationVector.ciphertextBase64.replace(/(.{64})/g, "$1\n");
    expect(await decryptPayload(wrapped, keyHex)).toBe(notificationVector.plaintext);
  });

  it("round-trips the sample notification's transactions", async () => {
    const plaintext = await decryptPayload(sampleEncryptedNotification.transactionsEncrypted, keyHex);
    expect(JSON.parse(plaintext)).toEqual(sampleTransactions);
    expect(sampleEncryptedNotification.header).toEqual(sampleNotificationHeader);
  });

  const valid = notificationVector.ciphertextBase64;
  it.each([
    ["text that is not base64", "not base64!", "bad-base64"],
    ["base64 without its padding", valid.replace(/=+$/, ""), "bad-base64"],
    ["an IV alone", bytesToBase64(new Uint8Array(16)), "too-short"],
    ["a ciphertext cut mid-block", bytesToBase64(base64ToBytes(valid)!.subarray(0, 40)), "bad-length"],
    ["the wrong key", valid, "wrong-key-or-padding", "00112233445566778899aabbccddeeff"],
  ] as const)("refuses %s", async (_name, value, code, key: string = keyHex) => {
    expect(await cipherErrorCode(decryptPayload(value, key))).toBe(code);
  });

  it("reports a wrong key that happens to leave valid padding", async () => {
    // Garbage ending in the byte 0x01 is valid PKCS5 padding but almost never valid UTF-8.
    const iv = new Uint8Array(16);
    const body = Buffer.concat([Buffer.from([0xff, 0xfe, 0xfd]), Buffer.alloc(12, 0x41), Buffer.from([1])]);
    const cipher = createCipheriv("aes-128-cbc", Buffer.from(keyHex, "hex"), iv).setAutoPadding(false);
    const encrypted = Buffer.concat([iv, cipher.update(body), cipher.final()]);
    expect(await cipherErrorCode(decryptPayload(bytesToBase64(encrypted), keyHex))).toBe("not-utf8");
  });
});
