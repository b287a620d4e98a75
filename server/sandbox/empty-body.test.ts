import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { couBase, post, testSandbox, type Json } from "./sandbox-client.test-data";

// One rule for every API: an empty or whitespace body with `Content-Type: application/json` is
// `{}`, so it gets exactly the answer `{}` gets (the bill API's documented code for the first
// missing field, the token API's list of missing fields), never a refusal of its own.

const { app } = testSandbox();

/** The answer without its trace id, which differs on every call. */
const withoutTrace = ({ status, body }: { status: number; body: Json }) => ({
  status,
  body: Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(([name]) => name !== "traceId"),
  ),
});

async function reportsToken(): Promise<Record<string, string>> {
  const reply = await post(app, "/api/auth/token", sandboxFixtures.provider.credentials.reports);
  return { authorization: `Bearer ${reply.body.data.token as string}` };
}

describe("an empty JSON body reads as {} in every API", () => {
  it.each([
    ["the bill API", `${couBase}/biller-list`],
    ["the bill API's bill fetch", `${couBase}/bill-fetch-request`],
    ["the token API", "/api/auth/token"],
    ["the reports API", "/api/reports"],
  ])("%s answers an empty or whitespace body as it answers {}", async (_name, path) => {
    const headers = path === "/api/reports" ? await reportsToken() : {};
    const expected = withoutTrace(await post(app, path, "{}", headers));
    for (const body of ["", " ", "\r\n\t "])
      expect(withoutTrace(await post(app, path, body, headers)), JSON.stringify(body)).toEqual(expected);
  });

  it("keeps the bill API's documented code for a missing field: ERR100", async () => {
    const reply = await post(app, `${couBase}/biller-list`, "  ");
    expect([reply.status, reply.body.statusCode]).toEqual([200, "ERR100"]);
  });

  it("lists the token API's missing fields instead of refusing the body", async () => {
    const reply = await post(app, "/api/auth/token", "");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, statusCode: "SANDBOX_INVALID_REQUEST" });
    expect(reply.body.errors.length).toBeGreaterThan(0);
    expect(reply.body.statusMessage).not.toContain("A JSON body is required");
  });
});
