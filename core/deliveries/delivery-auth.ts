import { bytesToBase64 } from "../base64url";
import { createJwt, jwtMaxAgeMs } from "../jwt";

/**
 * How the deliveries of a notification registration authenticate to the partner's endpoints, as
 * the partner registers it: no header, Basic auth, or the JWT of /bbps/jwt (HS256 over `aud`, `iat`
 * in milliseconds and `jti`) signed with a secret the partner sets. A JWT is built afresh for every
 * attempt, so a retry an hour later still carries a token the receiver accepts.
 */

/** Tokens a biller's endpoint must refuse, sent on request so that it can rehearse refusing them. */
export const jwtRehearsals = ["stale", "wrong-audience", "bad-signature"] as const;
export type JwtRehearsal = (typeof jwtRehearsals)[number];

export type DeliveryAuth =
  | { type: "none" }
  | { type: "basic"; username: string; password: string }
  | { type: "jwt"; secret: string; audience: string; rehearse?: JwtRehearsal };

/**
 * What a rehearsal changes, the sandbox's own choice: a stale token was issued this long before
 * the attempt (past the 2-minute limit); a wrongly addressed one names this suffix after the
 * registered audience; a badly signed one is signed with the registered secret and this suffix.
 */
export const jwtRehearsalSettings = {
  staleByMs: jwtMaxAgeMs + 60_000,
  wrongAudienceSuffix: "-SBX-WRONG",
  wrongSecretSuffix: "-SBX-WRONG",
} as const;

/** A secret as the sandbox shows it back: never in full, only its last two characters when it is long. */
export function maskedSecret(secret: string): string {
  return secret.length >= 8 ? `****${secret.slice(-2)}` : "****";
}

/** The registered auth as its owner reads it back: the password or secret masked. */
export function shownAuth(auth: DeliveryAuth): DeliveryAuth {
  switch (auth.type) {
    case "basic":
      return { ...auth, password: maskedSecret(auth.password) };
    case "jwt":
      return { ...auth, secret: maskedSecret(auth.secret) };
    default:
      return auth;
  }
}

/** `Basic base64(username:password)`, the UTF-8 bytes encoded as RFC 7617 says. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${bytesToBase64(new TextEncoder().encode(`${username}:${password}`))}`;
}

/**
 * The `Authorization` header of one attempt made at `now`, or undefined for none. A JWT is made
 * per attempt with a fresh `iat` and `jti`; a rehearsal spoils it in the one way it names.
 */
export async function authorizationHeader(
  auth: DeliveryAuth | undefined,
  now: number,
): Promise<string | undefined> {
  if (!auth || auth.type === "none") return undefined;
  if (auth.type === "basic") return basicAuthorization(auth.username, auth.password);
  const { rehearse } = auth;
  const token = await createJwt({
    audience:
      rehearse === "wrong-audience"
        ? `${auth.audience}${jwtRehearsalSettings.wrongAudienceSuffix}`
        : auth.audience,
    secret:
      rehearse === "bad-signature" ? `${auth.secret}${jwtRehearsalSettings.wrongSecretSuffix}` : auth.secret,
    now: rehearse === "stale" ? now - jwtRehearsalSettings.staleByMs : now,
  });
  return `Bearer ${token}`;
}
