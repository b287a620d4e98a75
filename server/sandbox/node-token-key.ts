import { hash } from "node:crypto";
import type { TokenKey } from "../../core/sandbox/signed-token";

/** SHA-256 works on 64-byte blocks and gives 32 bytes. */
const blockBytes = 64;
const digestBytes = 32;
/** Token bodies the sandbox signs are a few hundred bytes; longer ones get a buffer of their own. */
const roomForBody = 2048;

const padded = (key: Buffer, pad: number, extra: number) => {
  const block = Buffer.alloc(blockBytes + extra);
  for (let index = 0; index < blockBytes; index += 1) block[index] = (key[index] ?? 0) ^ pad;
  return block;
};

/**
 * The server's token key: HMAC-SHA256 (RFC 2104) as two one-shot `crypto.hash` calls over the
 * secret's padded blocks, which are worked out once: about 2.5 µs a token, where `createHmac`,
 * which builds an object and an OpenSSL context each time, took about 4. It signs the same bytes
 * as the portable key in core/sandbox/signed-token.ts.
 */
export function nodeTokenKey(secret: string): TokenKey {
  const secretBytes = Buffer.from(secret);
  const key = secretBytes.length > blockBytes ? hash("sha256", secretBytes, "buffer") : secretBytes;
  // Each is the padded key followed by room for what is hashed after it, reused from call to call.
  const inner = padded(key, 0x36, roomForBody);
  const outer = padded(key, 0x5c, digestBytes);
  return {
    sign: (body) => {
      // UTF-8 takes at most 3 bytes per UTF-16 unit, so a body that might not fit gets its own buffer.
      const message =
        body.length * 3 <= roomForBody
          ? inner.subarray(0, blockBytes + inner.write(body, blockBytes, "utf8"))
          : Buffer.concat([inner.subarray(0, blockBytes), Buffer.from(body)]);
      // As "binary" (latin1) text, one character a byte: a string is cheaper to have back than a Buffer.
      outer.write(hash("sha256", message, "binary"), blockBytes, "binary");
      return hash("sha256", outer, "base64url");
    },
  };
}
