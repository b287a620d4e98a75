import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import {
  cou,
  fetchBill,
  intAgent,
  paymentBody,
  post,
  startOfTest,
  testSandbox,
} from "./sandbox-client.test-data";

const { credentials } = sandboxFixtures.provider;

async function bearer(app: ReturnType<typeof testSandbox>["app"], body: Record<string, string>) {
  const reply = await post(app, "/api/auth/token", body);
  return { authorization: `Bearer ${reply.body.data.token as string}` };
}

/** Pays BILLER000001's bill through the bill API; returns the txnId get-payment-status reports. */
async function pay(app: ReturnType<typeof testSandbox>["app"]) {
  const { bill, context } = await fetchBill(app);
  const paid = await cou(app, "make-payment", paymentBody(context, bill.amount));
  const status = await cou(app, "get-payment-status", { context: paid.body.data.context });
  return { txnId: status.body.data.txnId as string, amount: bill.amount as number };
}

describe("payments made with make-payment, on the provider's APIs", () => {
  it("transaction status reports one pending, then successful once executed", async () => {
    const { app, clock } = testSandbox();
    const { txnId, amount } = await pay(app);
    const headers = await bearer(app, credentials.status);
    const pending = await post(app, "/api/transaction/status", { txnReferenceId: txnId }, headers);
    expect(pending.body).toMatchObject({ success: true, status: "PROCESSING PENDING" });

    clock.advance(5);
    const done = await post(
      app,
      "/api/transaction/status",
      { txnReferenceId: txnId },
      await bearer(app, credentials.status),
    );
    expect(done.body).toMatchObject({
      success: true,
      data: {
        payment: {
          status: "SUCCESSFUL",
          amount: { amt: { amount } },
          billDetails: { biller: { id: "BILLER000001" }, customerParams: [{ name: "Consumer Number" }] },
          paymentMethod: { paymentMode: "ACCOUNT TRANSFER" },
          txn: { txnReferenceId: txnId },
        },
      },
    });
  });

  it("reports list them for their biller, settled once the bill API says Settled", async () => {
    const { app, clock } = testSandbox();
    const first = await pay(app);
    const second = await pay(app);
    const day = new Date(startOfTest + 330 * 60_000).toISOString().slice(0, 10);
    const filters = { bbpsBillerID: "BILLER000001", txnStartDate: day, txnEndDate: day };
    const headers = await bearer(app, credentials.reports);

    const page = await post(app, "/api/reports?limit=1", { filters }, headers);
    expect(page.body.metadata.totalRecords).toBe(2);
    expect(page.body.records).toMatchObject([
      { payment: { txnReferenceId: first.txnId, settlements: null }, BBPS: { BBPSBillerID: "BILLER000001" } },
    ]);
    const next = await post(
      app,
      `/api/reports?limit=1&cursor=${page.body.metadata.nextCursor}`,
      { filters },
      headers,
    );
    expect(next.body.records).toMatchObject([{ payment: { txnReferenceId: second.txnId } }]);

    clock.advance(30);
    const settled = await post(app, "/api/reports", { filters }, await bearer(app, credentials.reports));
    expect(settled.body.records[0].payment.settlements).toMatchObject([
      { amount: first.amount, isPrimary: true },
    ]);
  });

  it("reports carry the agent id the payment's fetch was made with", async () => {
    const { app } = testSandbox();
    const { bill, context } = await fetchBill(app, { agent: { ...intAgent, id: "AGENT0000777" } });
    await cou(app, "make-payment", paymentBody(context, bill.amount));
    const day = new Date(startOfTest + 330 * 60_000).toISOString().slice(0, 10);
    const filters = { bbpsBillerID: "BILLER000001", txnStartDate: day, txnEndDate: day };
    const page = await post(app, "/api/reports", { filters }, await bearer(app, credentials.reports));
    expect(page.body.records.map((record: { BBPS: { AgentID: string } }) => record.BBPS.AgentID)).toEqual([
      "AGENT0000777",
    ]);
  });
});
