import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { createSandbox, type Sandbox, type SandboxOptions } from "./create-sandbox";
import { fetchSandboxRequest } from "./sandbox-request";

/** Test helpers: a sandbox on a controllable clock, and requests with the published credentials. */

export const couBase = "/api/bills/uat";
export const startOfTest = Date.UTC(2026, 10, 22, 10, 0, 0);

export type Clock = { now: number; advance: (seconds: number) => void };

/** The sandbox's answer to a fetch `Request`, as a `Response`. */
async function answerFetch(sandbox: Sandbox, request: Request, client: string): Promise<Response> {
  const answer = await sandbox.answer(fetchSandboxRequest(request, "", client));
  return new Response(request.method === "HEAD" ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

/** A sandbox answering fetch-style requests to paths below its mount point, as `app.request` does. */
export type TestSandbox = {
  /** `client` stands for the caller's address (default `127.0.0.1`). */
  request: (path: string, init?: RequestInit, client?: string) => Promise<Response>;
};

export function testSandbox(options: SandboxOptions = {}): {
  app: TestSandbox;
  clock: Clock;
  sandbox: Sandbox;
} {
  const clock: Clock = {
    now: startOfTest,
    advance(seconds) {
      this.now += seconds * 1000;
    },
  };
  const sandbox = createSandbox({ secret: "test-secret-for-the-sandbox", now: () => clock.now, ...options });
  const app: TestSandbox = {
    request: (path, init, client = "127.0.0.1") =>
      answerFetch(sandbox, new Request(new URL(path, "http://sandbox.test"), init), client),
  };
  return { app, clock, sandbox };
}

export const credentialHeaders: Record<string, string> = Object.fromEntries(
  sandboxFixtures.couCredentials.map((header) => [header.name, header.value]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
export type Json = any;

export async function post(
  app: TestSandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  client?: string,
): Promise<{ status: number; body: Json }> {
  const response = await app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...credentialHeaders, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    client,
  );
  return { status: response.status, body: await response.json() };
}

/** POST to a bill API operation by its path name, e.g. `cou(app, "biller-list", { categoryCode: "C01" })`. */
export function cou(
  app: TestSandbox,
  operation: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return post(app, `${couBase}/${operation}`, body, headers);
}

export const intAgent = { id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" };

export function fetchBody(overrides: Record<string, unknown> = {}) {
  return {
    billerId: "BILLER000001",
    categoryCode: "C01",
    customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    mobileNumber: "9876543210",
    agent: intAgent,
    ...overrides,
  };
}

export const remittanceDetails = { accountNumber: "1234567890123456", accountHolderName: "Asha Rao" };

let references = 0;
export const nextReference = () => `REF-TEST-${++references}`;

/** bill-fetch-request then get-fetched-bill; returns the bill and its context. */
export async function fetchBill(app: TestSandbox, overrides: Record<string, unknown> = {}) {
  const fetched = await cou(app, "bill-fetch-request", fetchBody(overrides));
  if (fetched.body.statusCode !== "success") throw new Error(JSON.stringify(fetched.body));
  const bill = await cou(app, "get-fetched-bill", { context: fetched.body.data.context });
  if (bill.body.statusCode !== "success") throw new Error(JSON.stringify(bill.body));
  return {
    fetchContext: fetched.body.data.context as string,
    bill: bill.body.data.bill,
    context: bill.body.data.context as string,
  };
}

export function paymentBody(context: string, amount: unknown, overrides: Record<string, unknown> = {}) {
  return {
    amount,
    context,
    referenceId: nextReference(),
    remittanceDetails,
    txnMode: "ACCOUNT TRANSFER",
    ...overrides,
  };
}
