/**
 * FASTag notification payload encryption: AES-128 in CBC mode with PKCS5 padding under a hex key,
 * a random 16-byte IV prepended to the ciphertext, and the whole base64 encoded. PKCS5 padding is
 * PKCS7 padding on 16-byte blocks, which is what WebCrypto's AES-CBC applies.
 *
 * WebCrypto only (`globalThis.crypto.subtle`), so the same code runs in the page and in Node 20.
 */
import { base64ToBytes, bytesToBase64 } from "./base64url";

/** Bytes of the IV, which is also the AES block size. */
export const fastagIvLength = 16;

/** Hex characters in an AES-128 key. */
export const fastagKeyHexLength = 32;

export type PayloadCipherErrorCode =
  | "bad-key"
  | "bad-iv"
  | "bad-base64"
  | "too-short"
  | "bad-length"
  | "wrong-key-or-padding"
  | "not-utf8"
  | "no-webcrypto";

/** Why a payload could not be encrypted or decrypted, with a message a reader can act on. */
export class PayloadCipherError extends Error {
  override readonly name = "PayloadCipherError";
  constructor(
    readonly code: PayloadCipherErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    throw new PayloadCipherError(
      "no-webcrypto",
      "WebCrypto is not available here; pages must be served over HTTPS.",
    );
  return subtle;
}

/** The 16 key bytes of a 32-character hex key, or a PayloadCipherError saying what is wrong. */
export function parseHexKey(hexKey: string): Uint8Array<ArrayBuffer> {
  const key = hexKey.trim();
  if (!/^[0-9a-fA-F]*$/.test(key))
    throw new PayloadCipherError("bad-key", "The key must be hexadecimal: only 0-9 and a-f.");
  if (key.length !== fastagKeyHexLength) {
    const hint = key.length === 64 ? " That is an AES-256 key; the scheme uses AES-128." : "";
    throw new PayloadCipherError(
      "bad-key",
      `The key must be ${fastagKeyHexLength} hex characters (16 bytes, AES-128); it has ${key.length}.${hint}`,
    );
  }
  return Uint8Array.from(key.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

function importAesKey(hexKey: string, usage: "encrypt" | "decrypt"): Promise<CryptoKey> {
  const raw = parseHexKey(hexKey);
  return subtleCrypto().importKey("raw", raw, { name: "AES-CBC" }, false, [usage]);
}

/**
 * Encrypts a payload for `transactionsEncrypted`: base64(IV ‖ AES-128-CBC(UTF-8 text)).
 * The IV is random unless given; pass one only to reproduce a test vector.
 */
export async function encryptPayload(
  plaintextJson: string,
  hexKey: string,
  iv?: Uint8Array,
): Promise<string> {
  const key = await importAesKey(hexKey, "encrypt");
  if (iv !== undefined && iv.length !== fastagIvLength)
    throw new PayloadCipherError("bad-iv", `The IV must be ${fastagIvLength} bytes; it has ${iv.length}.`);
  // Copy, so the IV sent is the one used even if the caller's array changes meanwhile.
  const ivBytes = iv ? new Uint8Array(iv) : globalThis.crypto.getRandomValues(new Uint8Array(fastagIvLength));
  const ciphertext = new Uint8Array(
    await subtleCrypto().encrypt(
      { name: "AES-CBC", iv: ivBytes },
      key,
      new TextEncoder().encode(plaintextJson),
    ),
  );
  const combined = new Uint8Array(ivBytes.length + ciphertext.length);
  combined.set(ivBytes);
  combined.set(ciphertext, ivBytes.length);
  return bytesToBase64(combined);
}

/** Decrypts a `transactionsEncrypted` value back to its text; throws PayloadCipherError. */
export async function decryptPayload(base64: string, hexKey: string): Promise<string> {
  const key = await importAesKey(hexKey, "decrypt");
  // Values copied out of logs or e-mails often carry line breaks; they are not part of base64.
  const bytes = base64ToBytes(base64.replace(/\s+/g, ""));
  if (!bytes)
    throw new PayloadCipherError(
      "bad-base64",
      "The value is not valid base64 (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4).",
    );
  if (bytes.length < fastagIvLength * 2)
    throw new PayloadCipherError(
      "too-short",
      `The value decodes to ${bytes.length} bytes; it needs at least 32: a 16-byte IV and one 16-byte block.`,
    );
  if (bytes.length % fastagIvLength !== 0)
    throw new PayloadCipherError(
      "bad-length",
      `After the 16-byte IV, the ciphertext must be whole 16-byte blocks; ${bytes.length - fastagIvLength} bytes is not.`,
    );
  let plaintext: ArrayBuffer;
  try {
    plaintext = await subtleCrypto().decrypt(
      { name: "AES-CBC", iv: bytes.subarray(0, fastagIvLength) },
      key,
      bytes.subarray(fastagIvLength),
    );
  } catch {
    throw new PayloadCipherError(
      "wrong-key-or-padding",
      "Decryption failed: the padding is wrong, which almost always means a different key.",
    );
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(plaintext);
  } catch {
    throw new PayloadCipherError(
      "not-utf8",
      "Decrypted, but the result is not UTF-8 text: most likely a different key.",
    );
  }
}
