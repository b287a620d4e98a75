import { base64UrlToBytes, bytesToBase64Url } from "../base64url";

/**
 * Signed, self-describing tokens: `base64url(JSON payload).base64url(HMAC-SHA256)`. The sandbox
 * hands them out as contexts, complaint references and bearer tokens, so every instance that
 * knows the secret can read them back and no instance keeps a session. WebCrypto only, so the
 * same code runs in Node, edge runtimes and the browser.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Importing a key is the slow part of an HMAC; one key per secret is enough for a process.
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Signs a JSON-serialisable payload, e.g. `await signToken({ k: "f", t: 1700000000 }, secret)`. */
export async function signToken(payload: object, secret: string): Promise<string> {
  const body = bytesToBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret), encoder.encode(body));
  return `${body}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

/**
 * The payload of a token this secret signed, or undefined for anything else (wrong shape, bad
 * base64url, bad JSON, wrong signature). The caller checks the payload's fields.
 */
export async function verifyToken(token: string, secret: string): Promise<unknown> {
  const parts = token.split(".");
  if (parts.length !== 2) return undefined;
  const [body = "", signatureText = ""] = parts;
  const signature = base64UrlToBytes(signatureText);
  const payloadBytes = base64UrlToBytes(body);
  if (!signature || !payloadBytes || body.length === 0) return undefined;
  // verify() compares in constant time, which a string comparison of signatures would not.
  const valid = await crypto.subtle.verify("HMAC", await keyFor(secret), signature, encoder.encode(body));
  if (!valid) return undefined;
  try {
    return JSON.parse(decoder.decode(payloadBytes)) as unknown;
  } catch {
    return undefined;
  }
}
