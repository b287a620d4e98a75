import { createJwt } from "../jwt";
import type { KitAuth } from "./kit-config";

/**
 * The headers that carry the biller's chosen authentication on one call, e.g. basic auth →
 * `{ Authorization: "Basic dXNlcjpwYXNz" }`. A JWT is made afresh for every call, as the provider
 * would, so its `iat` is never stale; `Authorization` carries it as `Bearer <token>`, any other
 * header (the one issued during onboarding) the bare token.
 */
export async function authHeaders(auth: KitAuth, now: number): Promise<Record<string, string>> {
  switch (auth.type) {
    case "none":
      return {};
    case "basic":
      return { Authorization: `Basic ${base64Utf8(`${auth.username}:${auth.password}`)}` };
    case "bearer":
      return { Authorization: `Bearer ${auth.token}` };
    case "jwt": {
      const token = await createJwt({ audience: auth.audience, secret: auth.secret, now });
      return { [auth.header]: auth.header.toLowerCase() === "authorization" ? `Bearer ${token}` : token };
    }
  }
}

function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
