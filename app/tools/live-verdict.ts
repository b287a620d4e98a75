import { judgeJwtAge, jwtRules, type JwtRule, type JwtVerdict } from "../../core/jwt";

export const ruleNames: Record<JwtRule, string> = {
  format: "Format",
  algorithm: "Algorithm",
  signature: "Signature",
  audience: "Audience",
  age: "Age",
};

/** The rules with age judged at `now`: a token that passed a minute ago may be stale now. */
export function liveRules(verdict: JwtVerdict, now: number): JwtVerdict["rules"] {
  if (!verdict.decoded) return verdict.rules;
  return { ...verdict.rules, age: judgeJwtAge(verdict.decoded.payload["iat"], now).verdict };
}

/** One sentence on the outcome, for the tool's live region. */
export function verdictSummary(rules: JwtVerdict["rules"]): string {
  const failed = jwtRules.filter((rule) => rules[rule].status === "fail");
  if (failed.length === 0) return `Valid: all ${jwtRules.length} checks pass.`;
  const names = failed.map((rule) => ruleNames[rule].toLowerCase()).join(", ");
  return `Refused: ${failed.length} of ${jwtRules.length} checks fail (${names}).`;
}

/** The issue time of a decoded token when it is a usable millisecond timestamp. */
export function issuedAt(verdict: JwtVerdict): number | null {
  const iat = verdict.decoded?.payload["iat"];
  // Date cannot represent times beyond ±8.64e15 ms.
  return typeof iat === "number" && Number.isInteger(iat) && Math.abs(iat) <= 8.64e15 ? iat : null;
}
