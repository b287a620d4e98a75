import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { writeTestSite } from "../test-site.test-data";
import { credentialHeaders, fetchBody } from "./sandbox-client.test-data";

let app: ReturnType<typeof createApp>;
let remove: () => Promise<void>;

beforeAll(async () => {
  const built = await writeTestSite();
  remove = built.remove;
  app = createApp(built.site);
});

afterAll(() => remove());

const json = { "content-type": "application/json", ...credentialHeaders };

describe("the sandbox mounted on the portal's server", () => {
  it("answers at /sandbox with the security headers, while the site still serves pages", async () => {
    const response = await app.request("/sandbox/api/bills/uat/bill-fetch-request", {
      method: "POST",
      headers: json,
      body: JSON.stringify(fetchBody()),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { statusCode: string }).statusCode).toBe("success");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await app.request("/cou/api")).status).toBe(200);
  });

  it("lists its operations at /sandbox", async () => {
    const response = await app.request("/sandbox");
    const index = (await response.json()) as { operations: { url: string }[] };
    expect(index.operations.map((operation) => operation.url)).toContain("/sandbox/api/auth/token");
    expect(index.operations.map((operation) => operation.url)).toContain(
      "/sandbox/api/bills/uat/make-payment",
    );
  });

  it("answers unknown sandbox paths with JSON, not the 404 page", async () => {
    const response = await app.request("/sandbox/api/bills/uat/nothing-here", { method: "POST" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("never answers 500 to bad input, and keeps serving", async () => {
    const attempts: RequestInit[] = [
      { method: "POST", headers: json, body: "{not json" },
      { method: "POST", headers: json, body: `{"x":"${"y".repeat(1024 * 1024)}"}` },
      {
        method: "POST",
        headers: json,
        body: JSON.stringify({ billerId: 42, agent: "me", customerParams: {} }),
      },
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fetchBody()) },
      { method: "POST", headers: { ...json, "content-type": "text/xml" }, body: "<a/>" },
      { method: "DELETE", headers: json },
    ];
    for (const init of attempts) {
      const response = await app.request("/sandbox/api/bills/uat/bill-fetch-request", init);
      expect(response.status, String(init.body).slice(0, 40)).toBeLessThan(500);
      expect(((await response.json()) as { statusCode: string }).statusCode).not.toBe("success");
    }
    const expired = await app.request("/sandbox/api/transaction/status", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer eyJrIjoiYmVhcmVyIn0.AAAA" },
      body: '{"txnReferenceId":"BBPS0000000000000001"}',
    });
    expect(expired.status).toBe(401);
    expect(
      (await app.request("/sandbox/api/bills/uat/biller-categories", { headers: credentialHeaders })).status,
    ).toBe(200);
    expect((await app.request("/")).status).toBe(200);
  });
});
