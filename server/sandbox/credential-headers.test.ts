import { describe, expect, it } from "vitest";
import { checkCredentialHeaders } from "./credential-headers";

const expected = new Map([
  ["client-id", "sandbox-client-id"],
  ["client-secret", "sandbox-client-secret"],
]);
const required = ["client-id", "client-secret"];

describe("checkCredentialHeaders", () => {
  it.each<[string, Record<string, string>, unknown]>([
    [
      "both right",
      { "client-id": "sandbox-client-id", "Client-Secret": "sandbox-client-secret" },
      { ok: true },
    ],
    [
      "one missing",
      { "client-id": "sandbox-client-id" },
      {
        ok: false,
        code: "SANDBOX_MISSING_CREDENTIALS",
        errors: [{ path: "header client-secret", message: "is required." }],
      },
    ],
    [
      "one blank and one wrong (missing first)",
      { "client-id": "wrong", "client-secret": " " },
      {
        ok: false,
        code: "SANDBOX_MISSING_CREDENTIALS",
        errors: [{ path: "header client-secret", message: "is required." }],
      },
    ],
    [
      "one wrong",
      { "client-id": "wrong", "client-secret": "sandbox-client-secret" },
      {
        ok: false,
        code: "SANDBOX_INVALID_CREDENTIALS",
        errors: [{ path: "header client-id", message: "is not the sandbox value shown on the page." }],
      },
    ],
  ])("%s", (_name, headers, result) => {
    expect(
      checkCredentialHeaders((name) => new Headers(headers).get(name) ?? undefined, required, expected),
    ).toEqual(result);
  });
});
