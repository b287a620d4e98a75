import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { post, testSandbox } from "./sandbox-client.test-data";

const { credentials } = sandboxFixtures.provider;
const { app, clock } = testSandbox();

async function token(body: Record<string, string>): Promise<string> {
  const reply = await post(app, "/api/auth/token", body);
  expect(reply.body).toMatchObject({ success: true, data: { expiresIn: 300 } });
  return reply.body.data.token as string;
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const allOfNovember = { bbpsBillerID: "BILLER0000001", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" };

describe("provider token", () => {
  it("answers unknown credentials with the documented token error: expiresIn 0, success true", async () => {
    const reply = await post(app, "/api/auth/token", { clientID: "someone", secret: "else" });
    expect(reply).toEqual({ status: 200, body: { success: true, data: { expiresIn: 0 } } });
  });

  it("refuses a body of neither shape with the schema's error", async () => {
    const reply = await post(app, "/api/auth/token", { username: "x" });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, statusCode: "SANDBOX_INVALID_REQUEST" });
  });
});

describe("transaction status", () => {
  it.each([
    ["BBPS0000000000000001", { success: true, data: { payment: { status: "SUCCESSFUL" } } }],
    ["BBPS0000000000000003", { success: true, data: { payment: { status: "FAILED" } } }],
    ["BBPS0000000000000002", { status: "PROCESSING PENDING", data: { payment: {} } }],
  ])("%s", async (txnReferenceId, expected) => {
    const reply = await post(
      app,
      "/api/transaction/status",
      { txnReferenceId },
      bearer(await token(credentials.status)),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject(expected);
  });

  it("says so for an unknown transaction", async () => {
    const reply = await post(
      app,
      "/api/transaction/status",
      { txnReferenceId: "X" },
      bearer(await token(credentials.status)),
    );
    expect([reply.status, reply.body.statusCode]).toEqual([404, "SANDBOX_TXN_NOT_FOUND"]);
  });

  it.each<[string, () => Promise<Record<string, string>>, number, string]>([
    ["no token", async () => ({}), 401, "SANDBOX_TOKEN_MISSING"],
    ["a made-up token", async () => bearer("abc.def"), 401, "SANDBOX_TOKEN_INVALID"],
    ["a reports token", async () => bearer(await token(credentials.reports)), 403, "SANDBOX_TOKEN_WRONG_API"],
    [
      "an expired token",
      async () => {
        const value = await token(credentials.status);
        clock.advance(300);
        return bearer(value);
      },
      401,
      "SANDBOX_TOKEN_EXPIRED",
    ],
  ])("refuses %s", async (_name, headers, status, code) => {
    const reply = await post(
      app,
      "/api/transaction/status",
      { txnReferenceId: "BBPS0000000000000001" },
      await headers(),
    );
    expect([reply.status, reply.body.statusCode, reply.body.success]).toEqual([status, code, false]);
  });
});

describe("reports", () => {
  it("pages through the records with the cursors", async () => {
    const headers = bearer(await token(credentials.reports));
    const first = await post(app, "/api/reports?limit=2", { filters: allOfNovember }, headers);
    expect(first.body.metadata).toMatchObject({
      totalRecords: 6,
      previousCursor: null,
      threshold: 100000,
      filters: allOfNovember,
    });
    expect(first.body.records).toHaveLength(2);
    const second = await post(
      app,
      `/api/reports?limit=2&cursor=${first.body.metadata.nextCursor}`,
      { filters: allOfNovember },
      headers,
    );
    expect(
      second.body.records.map(
        (record: { payment: { txnReferenceId: string } }) => record.payment.txnReferenceId,
      ),
    ).toEqual(["BBPS0000000000000103", "BBPS0000000000000104"]);
    expect(second.body.metadata.previousCursor).toEqual(expect.any(String));
  });

  it("answers no data with totalRecords 0 and records null, and an unsettled payment with settlements null", async () => {
    const headers = bearer(await token(credentials.reports));
    const none = await post(
      app,
      "/api/reports",
      { filters: { ...allOfNovember, bbpsBillerID: "NOBODY" } },
      headers,
    );
    expect([none.body.metadata.totalRecords, none.body.records]).toEqual([0, null]);
    const unsettled = await post(
      app,
      "/api/reports",
      { filters: { ...allOfNovember, txnReferenceId: "BBPS0000000000000105" } },
      headers,
    );
    expect(unsettled.body.records[0].payment.settlements).toBeNull();
  });

  it.each<[string, string, unknown, string]>([
    [
      "no bbpsBillerID",
      "",
      { filters: { txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" } },
      "SANDBOX_REPORT_FILTERS",
    ],
    ["no dates", "", { filters: { bbpsBillerID: "BILLER0000001" } }, "SANDBOX_REPORT_FILTERS"],
    [
      "half a date pair",
      "",
      { filters: { bbpsBillerID: "BILLER0000001", settlementStartDate: "2026-11-01" } },
      "SANDBOX_REPORT_FILTERS",
    ],
    ["no filters", "", {}, "SANDBOX_REPORT_FILTERS"],
    ["a limit over 100", "?limit=500", { filters: allOfNovember }, "SANDBOX_INVALID_LIMIT"],
    ["a limit of 0", "?limit=0", { filters: allOfNovember }, "SANDBOX_INVALID_LIMIT"],
    ["a made-up cursor", "?cursor=abc", { filters: allOfNovember }, "SANDBOX_INVALID_CURSOR"],
  ])("refuses %s with 400", async (_name, query, body, code) => {
    const reply = await post(app, `/api/reports${query}`, body, bearer(await token(credentials.reports)));
    expect([reply.status, reply.body.statusCode]).toEqual([400, code]);
  });

  it("answers any cursor it did not issue, such as a forged o:1000000, with SANDBOX_INVALID_CURSOR", async () => {
    const headers = bearer(await token(credentials.reports));
    const first = await post(app, "/api/reports?limit=2", { filters: allOfNovember }, headers);
    const issued = first.body.metadata.nextCursor as string;
    const otherSandbox = testSandbox({ secret: "another-secret-for-the-sandbox" }).app;
    const otherToken = await post(otherSandbox, "/api/auth/token", credentials.reports);
    const foreign = await post(
      otherSandbox,
      "/api/reports?limit=2",
      { filters: allOfNovember },
      bearer(otherToken.body.data.token as string),
    );
    const forged = [
      Buffer.from("o:1000000").toString("base64url"),
      Buffer.from("o:2").toString("base64url"),
      `${Buffer.from('{"c":1000000}').toString("base64url")}.${issued.split(".")[1]}`,
      foreign.body.metadata.nextCursor as string,
      headers.authorization.slice("Bearer ".length),
    ];
    for (const cursor of forged) {
      const reply = await post(
        app,
        `/api/reports?limit=2&cursor=${cursor}`,
        { filters: allOfNovember },
        headers,
      );
      expect([reply.status, reply.body.statusCode], cursor).toEqual([400, "SANDBOX_INVALID_CURSOR"]);
    }
    expect(issued.length).toBeLessThanOrEqual(64);
  });

  it("needs a reports token", async () => {
    const reply = await post(
      app,
      "/api/reports",
      { filters: allOfNovember },
      bearer(await token(credentials.status)),
    );
    expect(reply.body.statusCode).toBe("SANDBOX_TOKEN_WRONG_API");
  });
});
