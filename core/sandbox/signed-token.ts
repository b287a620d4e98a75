import { hmac } from "@noble/hashes/hmac.js";
import { sameText } from "../constant-time";
import { sha256 } from "@noble/hashes/sha2.js";
import { base64UrlToBytes, bytesToBase64Url } from "../base64url";

/**
 * Signed, self-describing tokens: `base64url(JSON payload).base64url(HMAC-SHA256)`. The sandbox
 * hands them out as contexts, complaint references and bearer tokens, so every instance that
 * knows the secret can read them back and no instance keeps a session.
 */

/** Signs a token's body: base64url of its HMAC-SHA256 under the sandbox's secret. */
export type TokenKey = { sign: (body: string) => string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A key that works in every runtime, from @noble/hashes: synchronous, where WebCrypto queues each
 * HMAC on a thread pool (about 245 µs a token, a quarter of every request). The Node server passes
 * its own, faster key (server/sandbox/node-token-key.ts); both sign the same bytes.
 */
export function tokenKey(secret: string): TokenKey {
  // Keying an HMAC hashes the secret twice; the keyed instance is cloned for each token.
  const keyed = hmac.create(sha256, encoder.encode(secret));
  return { sign: (body) => bytesToBase64Url(keyed.clone().update(encoder.encode(body)).digest()) };
}

/** Signs a JSON-serialisable payload, e.g. `signToken({ k: "f", t: 1700000000 }, key)`. */
export function signToken(payload: object, key: TokenKey): string {
  const body = bytesToBase64Url(encoder.encode(JSON.stringify(payload)));
  return `${body}.${key.sign(body)}`;
}

/**
 * The payload of a token this key signed, or undefined for anything else (wrong shape, bad
 * base64url, bad JSON, wrong signature). The caller checks the payload's fields.
 */
export function verifyToken(token: string, key: TokenKey): unknown {
  const dot = token.indexOf(".");
  if (dot <= 0 || token.indexOf(".", dot + 1) !== -1) return undefined;
  const body = token.slice(0, dot);
  if (!sameText(token.slice(dot + 1), key.sign(body))) return undefined;
  const payloadBytes = base64UrlToBytes(body);
  if (!payloadBytes) return undefined;
  try {
    return JSON.parse(decoder.decode(payloadBytes)) as unknown;
  } catch {
    return undefined;
  }
}
