/**
 * Base64 (RFC 4648 §4) and its URL-safe form without padding (§5, as JWTs use it), over bytes.
 * Built on `btoa`/`atob`, which browsers and Node 20 both provide. The decoders are strict and
 * return `null` for text that is not valid, so callers can turn it into their own message.
 */

const standardAlphabet = /^[A-Za-z0-9+/]*={0,2}$/;

// `String.fromCharCode(...bytes)` overflows the stack on large inputs, so convert in chunks.
const chunkSize = 0x8000;

function bytesToBinary(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize));
  }
  return binary;
}

function binaryToBytes(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** `bytesToBase64(new TextEncoder().encode("hi"))` → `"aGk="` */
export function bytesToBase64(bytes: Uint8Array): string {
  return btoa(bytesToBinary(bytes));
}

/** Padded standard base64 to bytes, or `null` when the text is not valid base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 !== 0 || !standardAlphabet.test(text)) return null;
  try {
    return binaryToBytes(atob(text));
  } catch {
    return null;
  }
}

const urlSafeDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * `bytesToBase64Url(new Uint8Array([251, 255]))` → `"-_8"`. Encoded directly rather than through
 * `btoa` and three replacements: the sandbox encodes every token it signs this way.
 */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let text = "";
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    text +=
      urlSafeDigits[triple >> 18]! +
      urlSafeDigits[(triple >> 12) & 63]! +
      urlSafeDigits[(triple >> 6) & 63]! +
      urlSafeDigits[triple & 63]!;
  }
  const left = bytes.length - index;
  if (left > 0) {
    const pair = ((bytes[index] ?? 0) << 16) | (left === 2 ? (bytes[index + 1] ?? 0) << 8 : 0);
    text += urlSafeDigits[pair >> 18]! + urlSafeDigits[(pair >> 12) & 63]!;
    if (left === 2) text += urlSafeDigits[(pair >> 6) & 63]!;
  }
  return text;
}

// Each base64url digit's value, and -1 for every other character code below 128.
const urlSafeValues = new Int8Array(128).fill(-1);
for (let index = 0; index < urlSafeDigits.length; index += 1)
  urlSafeValues[urlSafeDigits.charCodeAt(index)] = index;

/**
 * Unpadded base64url to bytes, or `null` when the text is not valid base64url. Decoded directly,
 * like `bytesToBase64Url`: the sandbox decodes every token it is sent.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  // A single leftover character cannot encode a whole byte.
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let held = 0;
  let written = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = urlSafeValues[text.charCodeAt(index)] ?? -1;
    if (value < 0) return null;
    bits = ((bits << 6) | value) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[written++] = (bits >> held) & 0xff;
    }
  }
  return bytes;
}
