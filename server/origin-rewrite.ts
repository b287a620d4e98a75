import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentSecurityPolicy } from "./content-security-policy";

/**
 * Files of the build that name its origin, served naming another one (server/served-origin.ts
 * decides which). A file is split at each of the build origin's occurrences when the site loads,
 * so writing another origin in is one concatenation. The build's brotli and gzip copies are of the
 * build's origin, so another origin's copies are made on the first request that asks for them, at
 * a quality that takes milliseconds (brotli 5: a 300 KB page in about 8 ms, 10–15 % larger than
 * the build's), and kept for the origins served most recently.
 */

/** Bytes that continue a host or port: an occurrence followed by one names another origin. */
function continuesOrigin(byte: number | undefined, next: number | undefined): boolean {
  if (byte === undefined) return false;
  const isDigit = (value: number | undefined) => value !== undefined && value >= 0x30 && value <= 0x39;
  const isLetter = (value: number | undefined) =>
    value !== undefined && (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7a;
  // A digit, letter or hyphen continues the name or port, a dot and a letter or digit the name,
  // and a colon and a digit add a port; a full stop ending a sentence does none of these.
  return (
    isDigit(byte) ||
    isLetter(byte) ||
    byte === 0x2d ||
    (byte === 0x2e && (isLetter(next) || isDigit(next))) ||
    (byte === 0x3a && isDigit(next))
  );
}

/**
 * `body` split at each occurrence of `origin` (not where the text goes on to name another host or
 * port, as `http://localhost:40001` would); undefined when it names the origin nowhere.
 */
export function splitAtOrigin(body: Buffer, origin: string): Buffer[] | undefined {
  const needle = Buffer.from(origin, "utf8");
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
    const after = at + needle.length;
    if (continuesOrigin(body[after], body[after + 1])) continue;
    parts.push(body.subarray(start, at));
    start = after;
  }
  if (parts.length === 0) return undefined;
  parts.push(body.subarray(start));
  return parts;
}

/** The parts of `splitAtOrigin` joined with `origin` where the build's origin was. */
export function joinWithOrigin(parts: readonly Buffer[], origin: string): Buffer {
  const between = Buffer.from(origin, "utf8");
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(between);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export type Encoding = "br" | "gzip";

/** What a rewritable file needs: its parts, its build ETag, and whether it is a page (its policy). */
export type RewritableFile = {
  originParts: readonly Buffer[] | undefined;
  etag: string;
  csp: string | undefined;
};

/** A file as served for one origin other than the build's. */
export type OriginVariant = {
  body: Buffer;
  /** The build's ETag, marked with the origin. */
  etag: string;
  /** A page's policy, with the hashes of its inline scripts as rewritten. */
  csp: string | undefined;
  /** The body compressed, made on first use and kept. */
  encoded(encoding: Encoding): Promise<Buffer>;
};

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gz(body, { level: 6 });
}

/** `"abc"` for `http://127.0.0.1:4912` → `"abc.<8 characters of the origin's hash>"`. */
export function originEtag(etag: string, origin: string): string {
  const mark = createHash("sha256").update(origin).digest("base64url").slice(0, 8);
  return `${etag.slice(0, -1)}.${mark}"`;
}

function variantOf(file: RewritableFile, parts: readonly Buffer[], origin: string): OriginVariant {
  const body = joinWithOrigin(parts, origin);
  const encodings = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    etag: originEtag(file.etag, origin),
    csp: file.csp === undefined ? undefined : contentSecurityPolicy(body.toString("utf8")),
    encoded(encoding) {
      let pending = encodings.get(encoding);
      if (!pending) {
        pending = compress(body, encoding);
        encodings.set(encoding, pending);
        // A failed compression is not kept: the next request tries again.
        pending.catch(() => encodings.delete(encoding));
      }
      return pending;
    },
  };
}

export type OriginRewriter = {
  /** The file as served for `origin`; undefined when it does not name the build's origin. */
  variant(file: RewritableFile, origin: string): OriginVariant | undefined;
};

/**
 * Variants of the build's files by origin, for the `maxOrigins` origins served most recently (the
 * policy accepts only a few, so this bounds memory rather than evicting in normal use).
 */
export function createOriginRewriter({ maxOrigins = 4 } = {}): OriginRewriter {
  const byOrigin = new Map<string, WeakMap<RewritableFile, OriginVariant>>();
  return {
    variant(file, origin) {
      if (!file.originParts) return undefined;
      let variants = byOrigin.get(origin);
      if (variants) {
        // Most recently used last, so that the first is the one to drop.
        byOrigin.delete(origin);
      } else {
        variants = new WeakMap();
        if (byOrigin.size >= maxOrigins) byOrigin.delete(byOrigin.keys().next().value!);
      }
      byOrigin.set(origin, variants);
      let variant = variants.get(file);
      if (!variant) {
        variant = variantOf(file, file.originParts, origin);
        variants.set(file, variant);
      }
      return variant;
    },
  };
}
