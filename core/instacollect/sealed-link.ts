import { base64UrlToBytes, bytesToBase64Url } from "../base64url";
import { sameText } from "../constant-time";
import { randomId } from "../sandbox/random-id";
import type { TokenKey } from "../sandbox/signed-token";

/**
 * A link id that reveals nothing: its payload (the creator's address, the customer's mobile
 * number, the link's input) is encrypted, then authenticated, under the sandbox's secret. The link
 * still carries its own state, so nothing is stored until it opens and any instance can open it.
 *
 * The cipher is HMAC-SHA256 in counter mode (the keystream's blocks are the key's HMAC of a fresh
 * nonce and a block number), and the tag an HMAC of nonce and ciphertext: encrypt-then-MAC with one
 * keyed primitive, in domains of their own, so no other token the key signs can stand for either.
 * Form: `<nonce>.<ciphertext>.<tag>`, all base64url.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });
const blockBytes = 32;

function keystream(key: TokenKey, nonce: string, length: number): Uint8Array {
  const stream = new Uint8Array(Math.ceil(length / blockBytes) * blockBytes);
  for (let block = 0; block * blockBytes < length; block += 1) {
    const bytes = base64UrlToBytes(key.sign(`ic-link-stream:${nonce}:${block}`));
    if (!bytes || bytes.length !== blockBytes)
      throw new Error("The token key does not sign with HMAC-SHA256.");
    stream.set(bytes, block * blockBytes);
  }
  return stream.subarray(0, length);
}

const xor = (data: Uint8Array, stream: Uint8Array) => data.map((byte, index) => byte ^ (stream[index] ?? 0));
const tagOf = (key: TokenKey, body: string) => key.sign(`ic-link-tag:${body}`);

/** Encrypts and authenticates a JSON-serialisable payload: `sealLink({ s: "ics_…" }, key)`. */
export function sealLink(payload: object, key: TokenKey): string {
  const nonce = randomId(22);
  const plain = encoder.encode(JSON.stringify(payload));
  const body = `${nonce}.${bytesToBase64Url(xor(plain, keystream(key, nonce, plain.length)))}`;
  return `${body}.${tagOf(key, body)}`;
}

/** The payload of a link this key sealed, or undefined for anything else (forged, changed, malformed). */
export function openLink(sealed: string, key: TokenKey): unknown {
  const parts = sealed.split(".");
  if (parts.length !== 3) return undefined;
  const [nonce = "", cipherText = "", tag = ""] = parts;
  if (!sameText(tagOf(key, `${nonce}.${cipherText}`), tag)) return undefined;
  const cipher = base64UrlToBytes(cipherText);
  if (!cipher) return undefined;
  try {
    return JSON.parse(decoder.decode(xor(cipher, keystream(key, nonce, cipher.length)))) as unknown;
  } catch {
    return undefined;
  }
}
