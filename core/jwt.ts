/**
 * The JWT that signs requests to the bill-payment APIs: HS256 over the claims aud (the scheme
 * id), iat (issue time in milliseconds, not the usual seconds) and jti (unique per request). The
 * receiver refuses a token older than 2 minutes, with a wrong audience or a bad signature.
 *
 * WebCrypto only (`globalThis.crypto.subtle`), so the same code runs in the page and in Node 20.
 */
import { base64UrlToBytes, bytesToBase64Url } from "./base64url";

/** A token whose age exceeds this is stale and refused; exactly 120000 ms old is still accepted. */
export const jwtMaxAgeMs = 120_000;

/** The only signing algorithm the scheme accepts. */
export const jwtAlgorithm = "HS256";

export type DecodedJwt = {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** `<header>.<payload>` exactly as received: what the signature covers. */
  signingInput: string;
  signature: Uint8Array<ArrayBuffer>;
};

export type DecodeJwtResult = { ok: true; jwt: DecodedJwt } | { ok: false; reason: string };

/** The checks a receiver makes, in the order a reader follows them. */
export const jwtRules = ["format", "algorithm", "signature", "audience", "age"] as const;
export type JwtRule = (typeof jwtRules)[number];

export type RuleVerdict = { status: "pass" | "fail"; message: string };

export type JwtVerdict = {
  /** True only when every rule passes. */
  valid: boolean;
  rules: Record<JwtRule, RuleVerdict>;
  /** How old the token is (`now - iat`), or null when iat cannot be read. */
  ageMs: number | null;
  /** Time left before the token goes stale (0 once it has), or null when iat cannot be read. */
  expiresInMs: number | null;
  decoded: DecodedJwt | null;
};

export type CreateJwtOptions = {
  /** The scheme id, sent as `aud`. */
  audience: string;
  /** The shared secret; its UTF-8 bytes are the HMAC key. */
  secret: string;
  /** Issue time in ms since 1970; defaults to `Date.now()`. */
  now?: number;
  /** Unique request id; defaults to a random UUID. */
  jti?: string;
};

export type VerifyJwtOptions = {
  /** The scheme id the token must name in `aud`. */
  audience: string;
  secret: string;
  /** The receiver's clock in ms since 1970; defaults to `Date.now()`. */
  now?: number;
};

const pass = (message: string): RuleVerdict => ({ status: "pass", message });
const fail = (message: string): RuleVerdict => ({ status: "fail", message });
const utf8 = (text: string) => new TextEncoder().encode(text);

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error("WebCrypto is not available here; pages must be served over HTTPS.");
  return subtle;
}

function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return subtleCrypto().importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const encodeJson = (value: unknown) => bytesToBase64Url(utf8(JSON.stringify(value)));

/** `await createJwt({ audience: "SCHEME01", secret })` → `"eyJhbGciOiJIUzI1NiIs…"` */
export async function createJwt({ audience, secret, now, jti }: CreateJwtOptions): Promise<string> {
  if (audience === "") throw new Error("The audience (scheme id) is empty.");
  if (secret === "") throw new Error("The secret is empty.");
  const header = { alg: jwtAlgorithm, typ: "JWT" };
  const claims = { aud: audience, iat: now ?? Date.now(), jti: jti ?? globalThis.crypto.randomUUID() };
  const signingInput = `${encodeJson(header)}.${encodeJson(claims)}`;
  const signature = await subtleCrypto().sign("HMAC", await hmacKey(secret, "sign"), utf8(signingInput));
  return `${signingInput}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> | string {
  const bytes = base64UrlToBytes(part);
  if (!bytes) return `The ${name} is not base64url text.`;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return `The ${name} does not decode to JSON.`;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `The ${name} is JSON but not an object.`;
  return value as Record<string, unknown>;
}

/** Splits and decodes a token without checking it; never throws. */
export function decodeJwt(token: string): DecodeJwtResult {
  if (token === "") return { ok: false, reason: "The token is empty." };
  const parts = token.split(".");
  if (parts.length !== 3)
    return {
      ok: false,
      reason: `A JWT has three parts separated by dots (header.payload.signature); this has ${parts.length}.`,
    };
  const [headerPart = "", payloadPart = "", signaturePart = ""] = parts;
  const header = decodeJsonPart(headerPart, "header");
  if (typeof header === "string") return { ok: false, reason: header };
  const payload = decodeJsonPart(payloadPart, "payload");
  if (typeof payload === "string") return { ok: false, reason: payload };
  const signature = base64UrlToBytes(signaturePart);
  if (!signature) return { ok: false, reason: "The signature is not base64url text." };
  return { ok: true, jwt: { header, payload, signingInput: `${headerPart}.${payloadPart}`, signature } };
}

/** `formatDuration(95_000)` → `"1 min 35 s"` */
export function formatDuration(ms: number): string {
  const seconds = Math.floor(Math.abs(ms) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

// An iat below this (March 1973 in ms) is almost surely seconds since 1970, the usual JWT unit.
const smallestMillisecondIat = 100_000_000_000;

/**
 * The age rule alone, so a page can re-judge it every second without verifying again:
 * `judgeJwtAge(payload.iat, Date.now())`.
 */
export function judgeJwtAge(
  iat: unknown,
  now: number,
): { verdict: RuleVerdict; ageMs: number | null; expiresInMs: number | null } {
  if (typeof iat !== "number" || !Number.isInteger(iat))
    return {
      verdict: fail("The payload has no iat claim as a whole number of milliseconds."),
      ageMs: null,
      expiresInMs: null,
    };
  const ageMs = now - iat;
  const expiresInMs = Math.max(0, jwtMaxAgeMs - ageMs);
  const result = (verdict: RuleVerdict) => ({ verdict, ageMs, expiresInMs });
  if (iat < smallestMillisecondIat)
    return result(fail(`iat is ${iat}, which looks like seconds; the scheme counts iat in milliseconds.`));
  if (ageMs < 0)
    return result(
      fail(`iat is ${formatDuration(ageMs)} (${-ageMs} ms) in the future: check the sender's clock.`),
    );
  if (ageMs > jwtMaxAgeMs)
    return result(
      fail(
        `Issued ${formatDuration(ageMs)} ago (${ageMs} ms): older than 2 minutes (${jwtMaxAgeMs} ms), so it is refused.`,
      ),
    );
  return result(
    pass(
      `Issued ${formatDuration(ageMs)} ago (${ageMs} ms); it goes stale in ${formatDuration(expiresInMs)}.`,
    ),
  );
}

function judgeAlgorithm(header: Record<string, unknown>): RuleVerdict {
  const alg = header["alg"];
  if (alg === jwtAlgorithm) return pass("Signed with HS256.");
  if (typeof alg === "string" && alg.toLowerCase() === "none")
    return fail('alg is "none", an unsigned token: only HS256 is accepted.');
  if (alg === undefined) return fail("The header has no alg: only HS256 is accepted.");
  return fail(`alg is ${JSON.stringify(alg)}: only HS256 is accepted.`);
}

async function judgeSignature(jwt: DecodedJwt, secret: string): Promise<RuleVerdict> {
  if (secret === "") return fail("Not checked: enter the shared secret.");
  try {
    const key = await hmacKey(secret, "verify");
    const matches = await subtleCrypto().verify("HMAC", key, jwt.signature, utf8(jwt.signingInput));
    return matches
      ? pass("The HMAC-SHA256 signature matches the secret.")
      : fail("The signature does not match: a different secret, or the token was changed after signing.");
  } catch (error) {
    return fail(`Not checked: ${(error as Error).message}`);
  }
}

function judgeAudience(aud: unknown, expected: string): RuleVerdict {
  if (expected === "") return fail("Not checked: enter the scheme id the token is meant for.");
  if (aud === undefined) return fail("The payload has no aud claim (the scheme id).");
  // RFC 7519 allows an array of audiences; the scheme's tokens carry one.
  const matches = aud === expected || (Array.isArray(aud) && aud.includes(expected));
  return matches
    ? pass(`aud is "${expected}", the expected scheme id.`)
    : fail(`aud is ${JSON.stringify(aud)}, expected "${expected}".`);
}

function judgeFormat(payload: Record<string, unknown>): RuleVerdict {
  const jti = payload["jti"];
  if (typeof jti !== "string" || jti === "")
    return fail("The payload has no jti claim: every request needs its own unique id.");
  return pass("Three base64url parts; header and payload are JSON objects; jti is present.");
}

/**
 * Checks a token the way the receiver does and explains each rule; never throws, so malformed
 * input gets a verdict too: `await verifyJwt(token, { audience: "SCHEME01", secret })`.
 */
export async function verifyJwt(token: string, options: VerifyJwtOptions): Promise<JwtVerdict> {
  const now = options.now ?? Date.now();
  const decoded = decodeJwt(token);
  if (!decoded.ok) {
    const notChecked = fail("Not checked: the token could not be read.");
    return {
      valid: false,
      rules: {
        format: fail(decoded.reason),
        algorithm: notChecked,
        signature: notChecked,
        audience: notChecked,
        age: notChecked,
      },
      ageMs: null,
      expiresInMs: null,
      decoded: null,
    };
  }
  const { jwt } = decoded;
  const algorithm = judgeAlgorithm(jwt.header);
  const age = judgeJwtAge(jwt.payload["iat"], now);
  const rules: Record<JwtRule, RuleVerdict> = {
    format: judgeFormat(jwt.payload),
    algorithm,
    signature:
      algorithm.status === "pass"
        ? await judgeSignature(jwt, options.secret)
        : fail("Not checked: only HS256 signatures are verified."),
    audience: judgeAudience(jwt.payload["aud"], options.audience),
    age: age.verdict,
  };
  return {
    valid: jwtRules.every((rule) => rules[rule].status === "pass"),
    rules,
    ageMs: age.ageMs,
    expiresInMs: age.expiresInMs,
    decoded: jwt,
  };
}
