import { requestLogSettings } from "../../content/sandbox/request-log";
import type { RequestProblem, SandboxApi } from "./reply";

/** One call to the sandbox as the request log keeps it: what arrived and what went back. */
export type LoggedExchange = {
  /** The answer's `Sandbox-Trace-Id` (the body's `traceId` where it has one): the exchange's key. */
  traceId: string;
  /** Epoch milliseconds when the request arrived. */
  at: number;
  /** How long the sandbox took to answer, in milliseconds. */
  ms: number;
  api: SandboxApi | null;
  /** The document's operationId; null for a path no operation has, or the hosted page's calls. */
  operationId: string | null;
  /** The caller's network address, as the sandbox scopes its state. */
  client: string;
  label: string | null;
  /** Why a label the call sent was not taken, when it was not. */
  labelRefused: string | null;
  request: LoggedMessage & { method: string; path: string };
  answer: LoggedMessage & { status: number };
  /** The deliveries the call caused (its notifications, webhooks, or the delivery it asked for). */
  deliveries: string[];
};

export type LoggedMessage = {
  /** In the order received or sent; credential and secret values masked. */
  headers: [string, string][];
  /** As text, masked, cut at `keptBodyBytes`; empty when there was none. */
  body: string;
  /** The body's whole size in bytes. */
  bytes: number;
  truncated: boolean;
};

/** Why the sandbox answered as it did: the documented rule or trigger, and where the page says so. */
export type ExchangeWhy = {
  /** The code that decided it, as the answer carries it. */
  code: string | null;
  /** In a sentence (Markdown). */
  summary: string;
  /** The published trigger or rule that produces this answer (Markdown), where there is one. */
  rule: string | null;
  /** The section of the portal that documents it. */
  href: string | null;
  /** The request's problems, for a refusal that lists them. */
  errors: RequestProblem[];
};

/** A delivery an exchange caused, as it stands when the log is read. */
export type LoggedDelivery = {
  id: string;
  event: string;
  status: string;
  attempts: number;
  nextAttemptAt: number | null;
  nextAttemptState: string | null;
};

/** What the log's API answers for one exchange. */
export type ExchangeView = LoggedExchange & { why: ExchangeWhy; deliveryStates: LoggedDelivery[] };

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

/**
 * A body as the log keeps it: JSON with its secret fields masked (and `names`, the body
 * credentials an API takes), anything else as text; cut at `keptBodyBytes`.
 */
export function loggedBody(
  bytes: Uint8Array | string | undefined,
  names: ReadonlySet<string> = new Set(),
): Omit<LoggedMessage, "headers"> {
  if (bytes === undefined || bytes.length === 0) return { body: "", bytes: 0, truncated: false };
  const text = typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes);
  const size = typeof bytes === "string" ? new TextEncoder().encode(bytes).byteLength : bytes.byteLength;
  let shown = text;
  // Most bodies name no secret: they are kept without being parsed.
  const mayHoldSecret =
    /secret|password|token|pin"|otp"|api_?key|signature|private/i.test(text) ||
    [...names].some((name) => text.includes(`"${name}"`));
  if (mayHoldSecret)
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

/** Whether a label is one the log takes: long enough that nobody finds another's calls by guessing. */
export const isLogLabel = (label: string): boolean => requestLogSettings.labelPattern.test(label);

/** A trace id as the sandbox issues them (`SBX` and 16 letters or digits). */
export const traceIdPattern = /^SBX[0-9A-Z]{16}$/;
