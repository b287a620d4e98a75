import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { resolveRef } from "../../core/openapi/openapi";
import { PaymentLedger, type LedgerPayment } from "../../core/sandbox/payment-ledger";
import { sandboxReportPlaceholders } from "../../core/sandbox/provider-records";
import { MemoryStore } from "../../core/store/memory-store";
import { loadSandboxSpecs } from "./load-specs";
import { post, startOfTest, testSandbox, type Json, type TestSandbox } from "./sandbox-client.test-data";

const { credentials } = sandboxFixtures.provider;

/** The first record of the reports API's documented page example. */
function documentedRecord(): Record<string, Record<string, unknown>> {
  const document = loadSandboxSpecs().provider;
  const operation = resolveRef(document, document.paths?.["/api/reports"] ?? {}).post;
  const response = operation?.responses?.default;
  const media = response ? resolveRef(document, response).content?.["application/json"] : undefined;
  const page = media?.examples?.page?.value as { records: Record<string, Record<string, unknown>>[] };
  return page.records[0]!;
}

async function reports(app: TestSandbox, filters: Record<string, string>): Promise<Json[]> {
  const token = await post(app, "/api/auth/token", credentials.reports);
  const reply = await post(
    app,
    "/api/reports",
    { filters },
    { authorization: `Bearer ${token.body.data.token as string}` },
  );
  return reply.body.records as Json[];
}

const today = new Date(startOfTest + 330 * 60_000).toISOString().slice(0, 10);

/** A payment in the ledger, as make-payment records one. */
const ledgerPayment = (txnReferenceId: string, agentId?: string): LedgerPayment => ({
  txnReferenceId,
  billerId: "BILLER000001",
  amount: 150000,
  txnMode: "UPI",
  billNumber: "BILL-TEST",
  billPeriod: "MONTHLY",
  customerName: "Asha Rao",
  customerParams: [{ name: "Consumer Number", value: "1234567890" }],
  paidAt: startOfTest,
  ...(agentId === undefined ? {} : { agentId }),
});

describe("report records", () => {
  it("carry every field of the documented example, on the published records and on payments made", async () => {
    const store = new MemoryStore();
    await new PaymentLedger(store).record(ledgerPayment("SBXTXNFIELDS0001"));
    const { app } = testSandbox({ store });
    const published = await reports(app, {
      bbpsBillerID: "BILLER0000001",
      txnStartDate: "2026-11-01",
      txnEndDate: "2026-11-30",
    });
    const made = await reports(app, { bbpsBillerID: "BILLER000001", txnStartDate: today, txnEndDate: today });
    const example = documentedRecord();
    expect(Object.keys(example.payment!)).toEqual(
      expect.arrayContaining(["billerApprovalRefNum", "directBillChannel", "type"]),
    );
    for (const record of [published[0], made[0]])
      for (const [part, fields] of Object.entries(example))
        for (const field of Object.keys(fields))
          expect(record[part], `${record.payment.txnReferenceId}: ${part}.${field}`).toHaveProperty(field);
    expect(made[0].payment).toMatchObject({
      billerApprovalRefNum: `${sandboxReportPlaceholders.billerApprovalRefNumPrefix}SBXTXNFIELDS0001`,
      directBillChannel: sandboxReportPlaceholders.directBillChannel,
      type: sandboxReportPlaceholders.type,
    });
    expect(made[0].BBPS.OrigRefID).toBe(`${sandboxReportPlaceholders.origRefIdPrefix}SBXTXNFIELDS0001`);
  });

  it("show as AgentID the agent id the payment carried, and the placeholder where none is known", async () => {
    const store = new MemoryStore();
    const ledger = new PaymentLedger(store);
    await ledger.record(ledgerPayment("SBXTXNAGENT00001", "AGENT-OF-PARTNER-A"));
    await ledger.record(ledgerPayment("SBXTXNAGENT00002", "AGENT-OF-PARTNER-B"));
    await ledger.record(ledgerPayment("SBXTXNAGENT00003"));
    const { app } = testSandbox({ store });
    const records = await reports(app, {
      bbpsBillerID: "BILLER000001",
      txnStartDate: today,
      txnEndDate: today,
    });
    expect(records.map((record) => [record.payment.txnReferenceId, record.BBPS.AgentID])).toEqual([
      ["SBXTXNAGENT00001", "AGENT-OF-PARTNER-A"],
      ["SBXTXNAGENT00002", "AGENT-OF-PARTNER-B"],
      ["SBXTXNAGENT00003", sandboxReportPlaceholders.agentId],
    ]);
  });
});
