import type { TableView } from "../openapi/view";
import { sandboxCodes, type SandboxCode } from "./sandbox-codes";
import { sandboxDocs } from "./sandbox-url";
import { escapeHtml } from "../escape-html";

/**
 * The sandbox's own codes that the provider's token, transaction status and reports calls answer,
 * and which calls answer each, as the sandbox's provider handler runs them
 * (server/sandbox/operation-handler.ts `providerHandler`, core/sandbox/provider-operations.ts):
 * the bearer token where the call takes one, then the body, the rules, and the sandbox's store.
 * Their statuses and meanings are `sandboxCodes`'; server/sandbox/provider-codes.test.ts replays
 * each against the sandbox. Production's statuses and codes are issued during onboarding.
 */

/** The provider calls by the operationId provider.yaml gives them, and their paths. */
export const providerCallPaths = {
  createToken: "/api/auth/token",
  getTransactionStatus: "/api/transaction/status",
  getReports: "/api/reports",
} as const;

export type ProviderCall = keyof typeof providerCallPaths;

const everyCall: readonly ProviderCall[] = ["createToken", "getTransactionStatus", "getReports"];
const bearerCalls: readonly ProviderCall[] = ["getTransactionStatus", "getReports"];

export type ProviderSandboxCode = { code: SandboxCode; calls: readonly ProviderCall[] };

export const providerSandboxCodes: readonly ProviderSandboxCode[] = [
  // The bearer token, on the calls secured by one.
  { code: "SANDBOX_TOKEN_MISSING", calls: bearerCalls },
  { code: "SANDBOX_TOKEN_INVALID", calls: bearerCalls },
  { code: "SANDBOX_TOKEN_EXPIRED", calls: bearerCalls },
  { code: "SANDBOX_TOKEN_WRONG_API", calls: bearerCalls },
  // The request and its body, on every call.
  { code: "SANDBOX_METHOD_NOT_ALLOWED", calls: everyCall },
  { code: "SANDBOX_HEADERS_TOO_LARGE", calls: everyCall },
  { code: "SANDBOX_BODY_TOO_LARGE", calls: everyCall },
  { code: "SANDBOX_UNSUPPORTED_MEDIA_TYPE", calls: everyCall },
  { code: "SANDBOX_MALFORMED_JSON", calls: everyCall },
  { code: "SANDBOX_INVALID_REQUEST", calls: everyCall },
  // The rules of one call.
  { code: "SANDBOX_TXN_NOT_FOUND", calls: ["getTransactionStatus"] },
  { code: "SANDBOX_INVALID_LIMIT", calls: ["getReports"] },
  { code: "SANDBOX_INVALID_CURSOR", calls: ["getReports"] },
  { code: "SANDBOX_REPORT_FILTERS", calls: ["getReports"] },
  // The sandbox itself: its store (payments made with make-payment), and its faults.
  { code: "SANDBOX_STORE_UNAVAILABLE", calls: bearerCalls },
  { code: "SANDBOX_UNAVAILABLE", calls: everyCall },
  { code: "SANDBOX_INTERNAL_ERROR", calls: everyCall },
];

/** The codes that any of `calls` answers, in the list's order. */
export function providerSandboxCodesOf(calls: readonly ProviderCall[]): ProviderSandboxCode[] {
  return providerSandboxCodes.filter((entry) => entry.calls.some((call) => calls.includes(call)));
}

export const isProviderCall = (name: string): name is ProviderCall => Object.hasOwn(providerCallPaths, name);

/** Text with Markdown code spans as HTML: "`limit` is 1" → "<code>limit</code> is 1". */
const codeSpansHtml = (text: string) =>
  text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join("");

/**
 * The sandbox's codes of some provider calls as a guide table, rendered at build time: a guide
 * writes `<SandboxCodes operations={["createToken", "getTransactionStatus"]} />` and gets, on the
 * page and in its Markdown, each code those calls can answer with its HTTP status, the calls and
 * its meaning. `where` names the guide's line in errors.
 */
export function providerSandboxCodesTable(operations: readonly string[], where: string): TableView {
  const unknown = operations.filter((name) => !isProviderCall(name));
  if (operations.length === 0 || unknown.length > 0)
    throw new Error(
      `${where}: <SandboxCodes operations={[...]}> takes provider operations (${Object.keys(providerCallPaths).join(", ")})${unknown.length > 0 ? `; unknown: ${unknown.join(", ")}` : ""}`,
    );
  const calls = operations as readonly ProviderCall[];
  const callsCell = (entry: ProviderSandboxCode) =>
    calls
      .filter((call) => entry.calls.includes(call))
      .map((call) => `<code>${escapeHtml(providerCallPaths[call])}</code>`)
      .join(", ");
  return {
    id: "provider-sandbox-codes",
    title: "Codes only the sandbox answers",
    descriptionHtml: `<p>When the sandbox refuses one of these calls, it answers with an HTTP status and its own <code>SANDBOX_</code> code in <code>statusCode</code>; <code>statusMessage</code> says why. Documented answers, the token error included, come with HTTP 200.</p><p>Production's HTTP statuses and error bodies are issued during onboarding. Every sandbox code is on <a href="${sandboxDocs.href}#sandbox-codes">the bill-payment sandbox page</a>.</p>`,
    columns: ["Code", "HTTP", "Calls", "Meaning"],
    rows: providerSandboxCodesOf(calls).map((entry) => [
      `<code>${entry.code}</code>`,
      String(sandboxCodes[entry.code].status),
      callsCell(entry),
      codeSpansHtml(sandboxCodes[entry.code].meaning),
    ]),
  };
}
