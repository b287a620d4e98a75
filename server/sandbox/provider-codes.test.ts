import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import {
  providerCallPaths,
  providerSandboxCodes,
  type ProviderCall,
} from "../../core/sandbox/provider-sandbox-codes";
import { sandboxCodes, type SandboxCode } from "../../core/sandbox/sandbox-codes";
import { maxBodyBytes } from "../../core/sandbox/sandbox-limits";
import { StoreUnavailableError } from "../../core/store/sandbox-store";
import { MemoryStore } from "../../core/store/memory-store";
import { loadSandboxSpecs } from "./load-specs";
import { testSandbox, type TestSandbox } from "./sandbox-client.test-data";
import { specOperations } from "./spec-operations";

// The provider codes the transaction status and reports guides list (core/sandbox/provider-sandbox-codes.ts),
// each produced on each call the list names.

afterEach(() => {
  vi.restoreAllMocks();
});

const { credentials } = sandboxFixtures.provider;
const scopeOf = { getTransactionStatus: "status", getReports: "reports" } as const;
const goodBody: Record<ProviderCall, unknown> = {
  createToken: credentials.status,
  getTransactionStatus: { txnReferenceId: "BBPS0000000000000001" },
  getReports: {
    filters: { bbpsBillerID: "BILLER0000001", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" },
  },
};

async function tokenFor(app: TestSandbox, scope: "status" | "reports"): Promise<string> {
  const response = await app.request("/api/auth/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials[scope]),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Authorization for a call: its own token where it takes one. */
async function authFor(app: TestSandbox, call: ProviderCall): Promise<Record<string, string>> {
  return call === "createToken" ? {} : { authorization: `Bearer ${await tokenFor(app, scopeOf[call])}` };
}

type Attempt = {
  query?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
};

/** What sends each request-driven code on a call, in a fresh sandbox. */
const attempts: Partial<
  Record<
    SandboxCode,
    (app: TestSandbox, call: ProviderCall, advance: (s: number) => void) => Promise<Attempt>
  >
> = {
  SANDBOX_TOKEN_MISSING: async () => ({ headers: {} }),
  SANDBOX_TOKEN_INVALID: async () => ({ headers: { authorization: "Bearer abc.def" } }),
  SANDBOX_TOKEN_EXPIRED: async (app, call, advance) => {
    const headers = await authFor(app, call);
    advance(300);
    return { headers };
  },
  SANDBOX_TOKEN_WRONG_API: async (app, call) => ({
    headers: {
      authorization: `Bearer ${await tokenFor(app, call === "getReports" ? "status" : "reports")}`,
    },
  }),
  SANDBOX_METHOD_NOT_ALLOWED: async () => ({ method: "GET" }),
  SANDBOX_BODY_TOO_LARGE: async (app, call) => ({
    headers: await authFor(app, call),
    body: JSON.stringify({ padding: "x".repeat(maxBodyBytes) }),
  }),
  SANDBOX_UNSUPPORTED_MEDIA_TYPE: async (app, call) => ({
    headers: { ...(await authFor(app, call)), "content-type": "text/plain" },
  }),
  SANDBOX_MALFORMED_JSON: async (app, call) => ({ headers: await authFor(app, call), body: "{" }),
  SANDBOX_INVALID_REQUEST: async (app, call) => ({ headers: await authFor(app, call), body: "[]" }),
  SANDBOX_TXN_NOT_FOUND: async (app, call) => ({
    headers: await authFor(app, call),
    body: JSON.stringify({ txnReferenceId: "SBXUNKNOWN" }),
  }),
  SANDBOX_INVALID_LIMIT: async (app, call) => ({ headers: await authFor(app, call), query: "?limit=0" }),
  SANDBOX_INVALID_CURSOR: async (app, call) => ({ headers: await authFor(app, call), query: "?cursor=abc" }),
  SANDBOX_REPORT_FILTERS: async (app, call) => ({ headers: await authFor(app, call), body: "{}" }),
};

async function send(app: TestSandbox, call: ProviderCall, attempt: Attempt) {
  const method = attempt.method ?? "POST";
  const response = await app.request(`${providerCallPaths[call]}${attempt.query ?? ""}`, {
    method,
    headers: { "content-type": "application/json", ...attempt.headers },
    ...(method === "GET" ? {} : { body: "body" in attempt ? attempt.body : JSON.stringify(goodBody[call]) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cases = providerSandboxCodes.flatMap((entry) => entry.calls.map((call) => [entry.code, call] as const));

describe("each sandbox code the provider guides list", () => {
  it.each(cases.filter(([code]) => attempts[code]))(
    "%s is answered by %s, at its status",
    async (code, call) => {
      const { app, clock } = testSandbox();
      const attempt = await attempts[code]!(app, call, (seconds) => clock.advance(seconds));
      const reply = await send(app, call, attempt);
      expect([reply.status, reply.body.statusCode]).toEqual([sandboxCodes[code].status, code]);
    },
  );

  it.each(cases.filter(([code]) => code === "SANDBOX_STORE_UNAVAILABLE"))(
    "%s is answered by %s when the store is unreachable",
    async (code, call) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const broken = new MemoryStore();
      const unavailable = () => Promise.reject(new StoreUnavailableError(new Error("ECONNREFUSED")));
      Object.assign(broken, { get: unavailable, getMany: unavailable, list: unavailable });
      const { app } = testSandbox({ store: broken });
      const body =
        call === "getTransactionStatus" ? JSON.stringify({ txnReferenceId: "SBXNOTPUBLISHED" }) : undefined;
      const reply = await send(app, call, { headers: await authFor(app, call), ...(body ? { body } : {}) });
      expect([reply.status, reply.body.statusCode]).toEqual([503, code]);
    },
  );

  it.each(cases.filter(([code]) => code === "SANDBOX_UNAVAILABLE"))(
    "%s is answered by %s when the sandbox cannot start",
    async (code, call) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { app } = testSandbox({ secret: "short" });
      const reply = await send(app, call, {});
      expect([reply.status, reply.body.statusCode]).toEqual([503, code]);
    },
  );

  it.each(cases.filter(([code]) => code === "SANDBOX_INTERNAL_ERROR"))(
    "%s is answered by %s on a fault of the sandbox's",
    async (code, call) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { app, sandbox } = testSandbox();
      const auth = await authFor(app, call);
      const answer = await sandbox.answer({
        method: "POST",
        path: providerCallPaths[call],
        query: {},
        search: "",
        header: (name) => ({ "content-type": "application/json", ...auth })[name],
        rawHeaders: () => Object.entries({ "content-type": "application/json", ...auth }).flat(),
        body: {
          contentType: "application/json",
          contentLength: undefined,
          read: () => Promise.reject(new Error("A fault")),
        },
        client: "127.0.0.1",
      });
      expect([answer.status, JSON.parse(answer.body).statusCode]).toEqual([500, code]);
    },
  );

  it("leaves only the head limit to the server's own test", () => {
    // SANDBOX_HEADERS_TOO_LARGE is the portal server's answer before the sandbox sees a request
    // (server/portal-server.test.ts sends an oversized head to /sandbox/api/reports).
    const replayed = new Set([
      ...Object.keys(attempts),
      "SANDBOX_STORE_UNAVAILABLE",
      "SANDBOX_UNAVAILABLE",
      "SANDBOX_INTERNAL_ERROR",
    ]);
    expect(providerSandboxCodes.filter((entry) => !replayed.has(entry.code)).map((e) => e.code)).toEqual([
      "SANDBOX_HEADERS_TOO_LARGE",
    ]);
  });
});

describe("the provider calls the list names", () => {
  const operations = specOperations(loadSandboxSpecs().provider);

  it("are provider.yaml's operations at their paths", () => {
    expect(
      Object.fromEntries(operations.map((operation) => [operation.operationId, operation.path])),
    ).toEqual(providerCallPaths);
  });

  it("take a bearer token where the list gives them token codes", () => {
    const tokenCalls = providerSandboxCodes.find((entry) => entry.code === "SANDBOX_TOKEN_MISSING")?.calls;
    expect(
      operations.filter((operation) => operation.bearer).map((operation) => operation.operationId),
    ).toEqual(tokenCalls);
  });

  it("answer no code of the provider's handlers that the list leaves out", () => {
    const sources = ["../../core/sandbox/provider-operations.ts", "../../core/sandbox/bearer-token.ts"].map(
      (path) => readFileSync(new URL(path, import.meta.url), "utf8"),
    );
    const named = new Set(sources.flatMap((source) => source.match(/SANDBOX_[A-Z_]+/g) ?? []));
    const listed = new Set(providerSandboxCodes.map((entry) => entry.code));
    expect([...named].filter((code) => !listed.has(code as SandboxCode))).toEqual([]);
  });
});
