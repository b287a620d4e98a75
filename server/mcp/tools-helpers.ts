/**
 * The pages' small tools, for an assistant: request JWTs, the FASTag payload cipher and the
 * biller response checker, each the same core/ module the pages run. Secrets and keys are used,
 * never repeated in an answer.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { checkResponse, detectKind } from "../../core/biller-response/rules";
import { decryptPayload, encryptPayload, PayloadCipherError } from "../../core/fastag-cipher";
import { createJwt, decodeJwt, jwtMaxAgeMs, jwtRules, verifyJwt } from "../../core/jwt";
import { answer, compactJson, jsonBlock, toolError } from "./answers";

const instant = z
  .union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })])
  .describe("A time: milliseconds since 1970, or an ISO 8601 date-time with its offset.");
const toMs = (value: number | string | undefined) => (typeof value === "string" ? Date.parse(value) : value);

export const makeJwtInput = {
  audience: z.string().trim().min(1).max(200).describe("Your scheme id, sent as `aud`."),
  secret: z
    .string()
    .min(1)
    .max(1_000)
    .describe("The shared secret to sign with (HS256). Used, never repeated."),
  issuedAt: instant.optional().describe("`iat`; default now."),
  jti: z.string().min(1).max(200).optional().describe("The request's unique id; default a random UUID."),
};

export const verifyJwtInput = {
  token: z.string().trim().min(1).max(10_000).describe("The JWT to check."),
  audience: z.string().trim().min(1).max(200).describe("The scheme id the token must name in `aud`."),
  secret: z.string().min(1).max(1_000).describe("The shared secret. Used, never repeated."),
  now: instant.optional().describe("The receiver's clock; default now."),
};

export const encryptInput = {
  payload: z
    .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
    .describe("The payload: JSON text or a JSON value (sent as compact JSON)."),
  key: z.string().trim().max(200).describe("The 32-character hex key (AES-128). Used, never repeated."),
};

export const decryptInput = {
  ciphertext: z
    .string()
    .trim()
    .min(1)
    .max(100_000)
    .describe("A `transactionsEncrypted` value: base64 of IV followed by the ciphertext."),
  key: z.string().trim().max(200).describe("The 32-character hex key (AES-128). Used, never repeated."),
};

export const checkResponseInput = {
  response: z
    .union([z.string().max(100_000), z.record(z.string(), z.unknown())])
    .describe("The biller's answer to a bill fetch or a payment posting: JSON text or the JSON object."),
  kind: z
    .enum(["fetch", "posting"])
    .optional()
    .describe("Which answer it is; default: told from its fields."),
  today: z.iso.date().optional().describe("The day to judge bill dates against (YYYY-MM-DD); default today."),
};

const cipherFailure = (error: unknown) =>
  error instanceof PayloadCipherError ? toolError(`${error.code}: ${error.message}`) : Promise.reject(error);

export function registerHelperTools(server: McpServer): void {
  const pure = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    "make_jwt",
    {
      title: "Make a request JWT",
      description: `Creates the HS256 JWT a request carries (claims aud, iat, jti), signed with the given secret, as the JWT page's builder does. A receiver refuses a token older than ${jwtMaxAgeMs / 1000} seconds, so make one per request.`,
      inputSchema: makeJwtInput,
      annotations: pure,
    },
    async ({ audience, secret, issuedAt, jti }) => {
      const now = toMs(issuedAt);
      const token = await createJwt({
        audience,
        secret,
        ...(now === undefined ? {} : { now }),
        ...(jti ? { jti } : {}),
      });
      const decoded = decodeJwt(token);
      return answer(
        [
          "```text",
          token,
          "```",
          decoded.ok
            ? `Header ${compactJson(decoded.jwt.header)}, claims ${compactJson(decoded.jwt.payload)}.`
            : "",
          `Valid for ${jwtMaxAgeMs / 1000} seconds from iat.`,
        ].join("\n"),
      );
    },
  );

  server.registerTool(
    "verify_jwt",
    {
      title: "Verify a request JWT",
      description:
        "Checks a request JWT as the receiver does and explains each rule: format (three parts, jti), algorithm (HS256 only), signature (with the given secret), audience (the scheme id) and age.",
      inputSchema: verifyJwtInput,
      annotations: pure,
    },
    async ({ token, audience, secret, now }) => {
      const nowMs = toMs(now);
      const verdict = await verifyJwt(token, {
        audience,
        secret,
        ...(nowMs === undefined ? {} : { now: nowMs }),
      });
      return answer(
        [
          verdict.valid ? "Valid: every rule passes." : "Not valid.",
          ...jwtRules.map(
            (rule) => `- ${rule}: ${verdict.rules[rule].status} — ${verdict.rules[rule].message}`,
          ),
          verdict.decoded ? `Claims: ${compactJson(verdict.decoded.payload)}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      );
    },
  );

  server.registerTool(
    "encrypt_fastag_payload",
    {
      title: "Encrypt a FASTag payload",
      description:
        "Encrypts a FASTag notification payload as `transactionsEncrypted` carries it: base64(random IV ‖ AES-128-CBC(UTF-8 JSON)), with the given hex key, as the encryption page's tool does.",
      inputSchema: encryptInput,
      annotations: pure,
    },
    async ({ payload, key }) => {
      const text = typeof payload === "string" ? payload : JSON.stringify(payload);
      try {
        return answer(`\`\`\`text\n${await encryptPayload(text, key)}\n\`\`\``);
      } catch (error) {
        return cipherFailure(error);
      }
    },
  );

  server.registerTool(
    "decrypt_fastag_payload",
    {
      title: "Decrypt a FASTag payload",
      description:
        "Decrypts a `transactionsEncrypted` value with the given hex key and returns its text (pretty JSON where it is JSON).",
      inputSchema: decryptInput,
      annotations: pure,
    },
    async ({ ciphertext, key }) => {
      try {
        const text = await decryptPayload(ciphertext, key);
        try {
          return answer(jsonBlock(JSON.parse(text), 50_000));
        } catch {
          return answer(`\`\`\`text\n${text}\n\`\`\``);
        }
      } catch (error) {
        return cipherFailure(error);
      }
    },
  );

  server.registerTool(
    "check_biller_response",
    {
      title: "Check a biller's response",
      description:
        "Checks a biller's answer to a bill fetch or payment posting against the documented rules (status and error codes, bill dates, additionalInfo count, amounts in paise, payment options, split sums, B2B bill numbers, acknowledgement id), as the response checker page does, and lists each rule it breaks with the field.",
      inputSchema: checkResponseInput,
      annotations: pure,
    },
    async ({ response, kind, today }) => {
      let json: unknown = response;
      if (typeof response === "string") {
        try {
          json = JSON.parse(response);
        } catch (error) {
          return toolError(`The response is not valid JSON: ${(error as Error).message}`);
        }
      }
      const chosen = kind ?? detectKind(json);
      const violations = checkResponse(
        chosen,
        json,
        today ? new Date(`${today}T12:00:00+05:30`) : new Date(),
      );
      if (violations.length === 0) return answer(`A ${chosen} response that follows every rule.`);
      return answer(
        [
          `A ${chosen} response that breaks ${violations.length} rule${violations.length === 1 ? "" : "s"}:`,
          ...violations.map(
            (violation) => `- ${violation.rule} at \`${violation.path || "/"}\`: ${violation.message}`,
          ),
        ].join("\n"),
      );
    },
  );
}
