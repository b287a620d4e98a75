import type { RequestProblem } from "../../core/sandbox/reply";

type CredentialCode =
  | "SANDBOX_MISSING_CREDENTIALS"
  | "SANDBOX_INVALID_CREDENTIALS"
  | "SANDBOX_MISSING_API_CREDENTIALS"
  | "SANDBOX_INVALID_API_CREDENTIALS"
  | "SANDBOX_MISSING_FASTAG_HEADERS"
  | "SANDBOX_INVALID_FASTAG_HEADERS";

export type CredentialCheck = { ok: true } | { ok: false; code: CredentialCode; errors: RequestProblem[] };

export type CredentialCodes = { missing: CredentialCode; invalid: CredentialCode };

/** The codes for the bill API's seven headers; InstaCollect's two have their own. */
const billApiCodes: CredentialCodes = {
  missing: "SANDBOX_MISSING_CREDENTIALS",
  invalid: "SANDBOX_INVALID_CREDENTIALS",
};

/**
 * Checks the credential headers an operation requires (its required header parameters in the
 * OpenAPI document) against the published sandbox values. Missing headers are reported before
 * wrong ones, and each by name, never by value.
 */
export function checkCredentialHeaders(
  header: (name: string) => string | undefined,
  required: readonly string[],
  expected: ReadonlyMap<string, string>,
  codes: CredentialCodes = billApiCodes,
): CredentialCheck {
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const name of required) {
    const value = header(name)?.trim() ?? "";
    if (value === "") missing.push(name);
    else if (expected.has(name) && value !== expected.get(name)) wrong.push(name);
  }
  if (missing.length > 0)
    return {
      ok: false,
      code: codes.missing,
      errors: missing.map((name) => ({ path: `header ${name}`, message: "is required." })),
    };
  if (wrong.length > 0)
    return {
      ok: false,
      code: codes.invalid,
      errors: wrong.map((name) => ({
        path: `header ${name}`,
        message: "is not the sandbox value shown on the page.",
      })),
    };
  return { ok: true };
}
