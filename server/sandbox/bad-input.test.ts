import { describe, expect, it } from "vitest";
import { couBase, credentialHeaders, fetchBody, testSandbox } from "./sandbox-client.test-data";

const { app, clock } = testSandbox();
const json = { "content-type": "application/json" };

type Case = [string, string, RequestInit, number, string];

const withoutHeader = (name: string) =>
  Object.fromEntries(Object.entries(credentialHeaders).filter(([header]) => header !== name));

describe("bad input gets a documented error, never a 500", () => {
  it.each<Case>([
    [
      "malformed JSON",
      "bill-fetch-request",
      { body: '{"billerId": ', headers: { ...json, ...credentialHeaders } },
      400,
      "SANDBOX_MALFORMED_JSON",
    ],
    [
      "a JSON string holding a byte that is not UTF-8",
      "bill-fetch-request",
      {
        body: new Uint8Array([
          ...new TextEncoder().encode('{"billerId": "B'),
          0xff,
          ...new TextEncoder().encode('"}'),
        ]),
        headers: { ...json, ...credentialHeaders },
      },
      400,
      "SANDBOX_MALFORMED_JSON",
    ],
    [
      "a 1 MB body",
      "bill-fetch-request",
      { body: `{"x":"${"a".repeat(1024 * 1024)}"}`, headers: { ...json, ...credentialHeaders } },
      413,
      "SANDBOX_BODY_TOO_LARGE",
    ],
    [
      "a JSON array",
      "bill-fetch-request",
      { body: "[]", headers: { ...json, ...credentialHeaders } },
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "a JSON string",
      "biller-list",
      { body: '"C01"', headers: { ...json, ...credentialHeaders } },
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "no body where one is required",
      "make-payment",
      { headers: { ...json, ...credentialHeaders } },
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "no body, so no categoryCode",
      "biller-list",
      { headers: { ...json, ...credentialHeaders } },
      200,
      "ERR100",
    ],
    [
      "a body sent as text/plain",
      "bill-fetch-request",
      { body: JSON.stringify(fetchBody()), headers: { "content-type": "text/plain", ...credentialHeaders } },
      415,
      "SANDBOX_UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "a form body",
      "biller-list",
      {
        body: "categoryCode=C01",
        headers: { "content-type": "application/x-www-form-urlencoded", ...credentialHeaders },
      },
      415,
      "SANDBOX_UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "wrong types",
      "bill-fetch-request",
      {
        body: JSON.stringify(fetchBody({ customerParams: "1234567890", categoryCode: 1 })),
        headers: { ...json, ...credentialHeaders },
      },
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "an unknown channel",
      "bill-fetch-request",
      {
        body: JSON.stringify(fetchBody({ agent: { id: "A", channel: "FAX" } })),
        headers: { ...json, ...credentialHeaders },
      },
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "no credential headers",
      "biller-list",
      { body: '{"categoryCode":"C01"}', headers: json },
      401,
      "SANDBOX_MISSING_CREDENTIALS",
    ],
    [
      "one credential header missing",
      "biller-list",
      { body: '{"categoryCode":"C01"}', headers: { ...json, ...withoutHeader("salt-key") } },
      401,
      "SANDBOX_MISSING_CREDENTIALS",
    ],
    [
      "a wrong client secret",
      "biller-list",
      {
        body: '{"categoryCode":"C01"}',
        headers: { ...json, ...credentialHeaders, "client-secret": "guess" },
      },
      401,
      "SANDBOX_INVALID_CREDENTIALS",
    ],
    [
      "a GET on a POST operation",
      "bill-fetch-request",
      { method: "GET", headers: credentialHeaders },
      405,
      "SANDBOX_METHOD_NOT_ALLOWED",
    ],
    [
      "an unknown operation",
      "pay-everything",
      { body: "{}", headers: { ...json, ...credentialHeaders } },
      404,
      "SANDBOX_UNKNOWN_OPERATION",
    ],
  ])("%s", async (_name, operation, init, status, code) => {
    const response = await app.request(`${couBase}/${operation}`, { method: "POST", ...init });
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { statusCode: string; statusMessage: string };
    expect(body.statusCode).toBe(code);
    expect(body.statusMessage.length).toBeGreaterThan(10);
  });

  it("names the missing header, never echoes a credential value", async () => {
    const response = await app.request(`${couBase}/biller-list`, {
      method: "POST",
      body: '{"categoryCode":"C01"}',
      headers: { ...json, ...credentialHeaders, "client-secret": "my-real-secret" },
    });
    const text = await response.text();
    expect(text).toContain("client-secret");
    expect(text).not.toContain("my-real-secret");
  });

  it("lists each schema problem with its JSON pointer", async () => {
    const response = await app.request(`${couBase}/bill-fetch-request`, {
      method: "POST",
      body: JSON.stringify(fetchBody({ customerParams: "1234567890", categoryCode: 1 })),
      headers: { ...json, ...credentialHeaders },
    });
    const body = (await response.json()) as { errors: { path: string }[] };
    expect(body.errors.map((error) => error.path).sort()).toEqual(["/categoryCode", "/customerParams"]);
  });

  it("answers the prod environment, which is not the sandbox's, with 404", async () => {
    const response = await app.request("/api/bills/prod/biller-categories", { headers: credentialHeaders });
    expect(response.status).toBe(404);
  });

  it("keeps serving after a burst of bad requests", async () => {
    const bad = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.request(`${couBase}/bill-fetch-request`, {
          method: "POST",
          body: index % 2 === 0 ? "{".repeat(index) : `{"x":"${"b".repeat(70_000)}"}`,
          headers: { ...json, ...credentialHeaders },
        }),
      ),
    );
    expect(bad.every((response) => response.status < 500)).toBe(true);
    clock.advance(1);
    const good = await app.request(`${couBase}/biller-categories`, { headers: credentialHeaders });
    expect(good.status).toBe(200);
  });
});
