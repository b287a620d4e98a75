import { describe, expect, it } from "vitest";
import { loadSandboxSpecs } from "./load-specs";
import { RequestValidator } from "./request-validator";
import { cou, fetchBill, paymentBody, post, testSandbox } from "./sandbox-client.test-data";
import { sandboxFixtures } from "../../content/sandbox/fixtures";

/**
 * The sandbox's successful answers match the response schemas of the documents the pages render,
 * so what partners see in the sandbox is what the reference describes.
 */
const specs = loadSandboxSpecs();
const validator = new RequestValidator({ cou: specs.cou, provider: specs.provider });
const responseSchema = (path: string, method = "post") =>
  `#/paths/${path.replaceAll("/", "~1")}/${method}/responses/default/content/application~1json/schema`;

const { app } = testSandbox();

describe("sandbox answers match the documented response schemas", () => {
  it("for the bill API", async () => {
    const { context } = await fetchBill(app);
    const paid = await cou(app, "make-payment", paymentBody(context, 150000));
    const complaint = await cou(app, "raise-complaint", {
      txnId: "T1",
      txnDate: "2026-11-20",
      issueType: "Double payment",
      description: "Paid twice.",
    });
    const answers: [string, unknown][] = [
      ["/biller-categories", (await cou(app, "biller-categories", "")).body],
      ["/biller-list", (await cou(app, "biller-list", { categoryCode: "C01" })).body],
      [
        "/biller-details",
        (await cou(app, "biller-details", { categoryCode: "C01", billerId: "BILLER000001" })).body,
      ],
      [
        "/biller-fields",
        (await cou(app, "biller-fields", { categoryCode: "C04", billerId: "BILLER000004" })).body,
      ],
      [
        "/get-fetched-bill",
        (await cou(app, "get-fetched-bill", { context: (await fetchBill(app)).fetchContext })).body,
      ],
      ["/make-payment", paid.body],
      [
        "/get-payment-status",
        (await cou(app, "get-payment-status", { context: paid.body.data.context })).body,
      ],
      ["/raise-complaint", complaint.body],
      [
        "/complaint-status",
        (await cou(app, "complaint-status", { referenceId: complaint.body.data.referenceId })).body,
      ],
    ];
    for (const [path, body] of answers) {
      expect((body as { statusCode: string }).statusCode, path).toBe("success");
      expect(validator.bodyCheck("cou", responseSchema(path))(body), path).toEqual([]);
    }
  });

  it("for the provider APIs", async () => {
    const { status, reports } = sandboxFixtures.provider.credentials;
    const statusToken = (await post(app, "/api/auth/token", status)).body;
    const reportsToken = (await post(app, "/api/auth/token", reports)).body;
    expect(validator.bodyCheck("provider", responseSchema("/api/auth/token"))(statusToken)).toEqual([]);
    const authorization = (token: { data: { token: string } }) => ({
      authorization: `Bearer ${token.data.token}`,
    });
    for (const txnReferenceId of ["BBPS0000000000000001", "BBPS0000000000000002", "BBPS0000000000000003"]) {
      const reply = await post(
        app,
        "/api/transaction/status",
        { txnReferenceId },
        authorization(statusToken),
      );
      expect(
        validator.bodyCheck("provider", responseSchema("/api/transaction/status"))(reply.body),
        txnReferenceId,
      ).toEqual([]);
    }
    const page = await post(
      app,
      "/api/reports",
      { filters: { bbpsBillerID: "BILLER0000001", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" } },
      authorization(reportsToken),
    );
    expect(page.body.records).toHaveLength(sandboxFixtures.provider.reportRecords.length);
    expect(validator.bodyCheck("provider", responseSchema("/api/reports"))(page.body)).toEqual([]);
  });
});
