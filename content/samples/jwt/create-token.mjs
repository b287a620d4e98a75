// Creates the HS256 token that signs a request, using only Node.js built-in modules.
// Usage: JWT_AUDIENCE=<scheme id> JWT_SECRET=<secret> node create-token.mjs
import { createHmac, randomUUID } from "node:crypto";

const base64url = (text) => Buffer.from(text).toString("base64url");

function createToken(audience, secret, issuedAtMs = Date.now()) {
  const header = { alg: "HS256", typ: "JWT" };
  // iat is in milliseconds, not the usual JWT seconds; jti must be new for every request.
  const claims = { aud: audience, iat: issuedAtMs, jti: randomUUID() };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac("sha256", secret).update(signingInput).digest("base64url");
  return `${signingInput}.${signature}`;
}

const { JWT_AUDIENCE: audience, JWT_SECRET: secret, JWT_IAT_MS: issuedAtOverride } = process.env;
if (!audience || !secret) {
  console.error("Set JWT_AUDIENCE (your scheme id) and JWT_SECRET.");
  process.exit(1);
}
// JWT_IAT_MS overrides the issue time, only to test how a receiver treats an old token.
console.log(createToken(audience, secret, issuedAtOverride ? Number(issuedAtOverride) : Date.now()));
