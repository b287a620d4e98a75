import { requestLogSettings } from "../../../content/sandbox/request-log";
import type { LoggedMessage } from "../../../core/sandbox/logged-exchange";

/**
 * What the request log masks before it keeps a call: credential headers, `Authorization`, and
 * body fields named like secrets, shown as `••••` and their last four characters.
 */

/** Header names whose values are credentials or secrets (lower case). */
const secretHeader =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|secret|password|token|api-?key|signature/i;
/** Body fields whose values are credentials or secrets. */
const secretField = /secret|password|token|pin$|^otp$|apikey|api_key|signature|private/i;

/** `••••` and the last four characters, so that a partner can tell which value was sent, not read it. */
export function masked(value: string): string {
  return value.length >= 12 ? `••••${value.slice(-4)}` : "••••";
}

/**
 * The headers with every credential's value masked: those named like secrets, and those the
 * operation requires (`credentialNames`, lower case), whose values are the partner's credentials.
 */
export function maskHeaders(
  headers: readonly (readonly [string, string])[],
  credentialNames: ReadonlySet<string>,
): [string, string][] {
  return headers.map(([name, value]) => {
    const lower = name.toLowerCase();
    if (lower === "authorization" && /^bearer\s/i.test(value))
      return [name, `Bearer ${masked(value.slice(7).trim())}`];
    return [name, secretHeader.test(lower) || credentialNames.has(lower) ? masked(value) : value];
  });
}

/** `value` with its secret fields masked; `found.masked` tells whether there were any. */
function maskValue(value: unknown, names: ReadonlySet<string>, found: { masked: boolean }): unknown {
  if (Array.isArray(value)) return value.map((item) => maskValue(item, names, found));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, field]) => {
      if (
        (secretField.test(key) || names.has(key)) &&
        (typeof field === "string" || typeof field === "number")
      ) {
        found.masked = true;
        return [key, masked(String(field))];
      }
      return [key, maskValue(field, names, found)];
    }),
  );
}

const decoder = new TextDecoder();
const hints = new WeakMap<ReadonlySet<string>, RegExp>();

/** A quick test for a body that may name a secret field: the words above, or one of `names`. */
function secretHint(names: ReadonlySet<string>): RegExp {
  let hint = hints.get(names);
  if (!hint) {
    const escaped = [...names].map((name) => `"${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`);
    hint = new RegExp(
      ["secret", "password", "token", 'pin"', 'otp"', "api_?key", "signature", "private", ...escaped].join(
        "|",
      ),
      "i",
    );
    hints.set(names, hint);
  }
  return hint;
}

/**
 * A body as the log keeps it: JSON with its secret fields masked (and `names`, the body
 * credentials an API takes), anything else as text; cut at `keptBodyBytes`.
 */
export function loggedBody(
  bytes: Uint8Array | string | undefined,
  names: ReadonlySet<string> = new Set(),
): Omit<LoggedMessage, "headers"> {
  if (bytes === undefined || bytes.length === 0) return { body: "", bytes: 0, truncated: false };
  const text = typeof bytes === "string" ? bytes : decoder.decode(bytes);
  const size = typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.byteLength;
  let shown = text;
  // Most bodies name no secret: they are kept without being parsed.
  if (secretHint(names).test(text))
    try {
      // Kept byte for byte unless a value had to be masked, so "copy as cURL" sends what arrived.
      const found = { masked: false };
      const value = maskValue(JSON.parse(text), names, found);
      if (found.masked) shown = JSON.stringify(value);
    } catch {
      // Not JSON (the sandbox refused it as such): kept as it came.
    }
  const limit = requestLogSettings.keptBodyBytes;
  if (shown.length <= limit) return { body: shown, bytes: size, truncated: false };
  return { body: shown.slice(0, limit), bytes: size, truncated: true };
}
