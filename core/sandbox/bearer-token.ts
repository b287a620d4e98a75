import type { SandboxCode } from "./sandbox-codes";
import { signToken, verifyToken, type TokenKey } from "./signed-token";
import { randomId } from "./random-id";

/** Which provider API a token is for: the status API's (clientID, secret) or the reports API's. */
export type TokenScope = "status" | "reports";

/** Access token expiry (provider specification, section 9). */
export const tokenLifetimeSeconds = 300;

type BearerPayload = { k: "bearer"; s: TokenScope; e: number; i: string };

/** A signed bearer token that expires `tokenLifetimeSeconds` after `nowMs`. */
export function issueBearerToken(
  scope: TokenScope,
  nowMs: number,
  key: TokenKey,
): { token: string; expiresIn: number } {
  const payload: BearerPayload = {
    k: "bearer",
    s: scope,
    e: Math.floor(nowMs / 1000) + tokenLifetimeSeconds,
    i: randomId(10),
  };
  return { token: signToken(payload, key), expiresIn: tokenLifetimeSeconds };
}

function isBearerPayload(value: unknown): value is BearerPayload {
  const payload = value as Partial<BearerPayload> | null;
  return (
    typeof payload === "object" &&
    payload !== null &&
    payload.k === "bearer" &&
    (payload.s === "status" || payload.s === "reports") &&
    typeof payload.e === "number"
  );
}

export type BearerCheck = { ok: true } | { ok: false; code: SandboxCode };

/** Checks an `Authorization` header for a live token of `scope` signed with `key`. */
export function checkBearerToken(
  authorization: string | undefined,
  scope: TokenScope,
  nowMs: number,
  key: TokenKey,
): BearerCheck {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return { ok: false, code: "SANDBOX_TOKEN_MISSING" };
  const payload = verifyToken(match[1], key);
  if (!isBearerPayload(payload)) return { ok: false, code: "SANDBOX_TOKEN_INVALID" };
  if (payload.e * 1000 <= nowMs) return { ok: false, code: "SANDBOX_TOKEN_EXPIRED" };
  if (payload.s !== scope) return { ok: false, code: "SANDBOX_TOKEN_WRONG_API" };
  return { ok: true };
}
