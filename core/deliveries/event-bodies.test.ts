import { describe, expect, it } from "vitest";
import { decryptPayload } from "../fastag-cipher";
import { fastagTestKeyHex, sampleTransactions } from "../fastag-cipher-vectors";
import { applyOverride, sampleEventBody, utcDateTime } from "./event-bodies";

describe("applyOverride", () => {
  it("merges objects, replaces other values and removes fields set to null", () => {
    expect(applyOverride({ a: 1, b: { c: 2, d: [1] } }, { b: { d: [2], e: 3 }, a: null })).toEqual({
      b: { c: 2, d: [2], e: 3 },
    });
  });

  it("keeps a field named __proto__ a field", () => {
    const result = applyOverride(
      {},
      JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>,
    );
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(JSON.stringify(result)).toBe('{"__proto__":{"polluted":true}}');
  });
});

describe("sampleEventBody", () => {
  const now = Date.UTC(2026, 10, 24, 6, 30, 5);

  it("writes InstaCollect amounts with two decimals and times in UTC", async () => {
    const body = await sampleEventBody("paymentEvent", now);
    expect(body.amount).toMatch(/^[0-9]+\.[0-9]{2}$/);
    expect(body.paymentDateTime).toBe("2026-11-24 06:30:05");
    expect(utcDateTime(now)).toBe("2026-11-24 06:30:05");
    expect(Object.keys(await sampleEventBody("refundEvent", now)).sort()).toEqual([
      "orderId",
      "refundDateTime",
      "refundId",
      "refundStatus",
    ]);
  });

  it("encrypts FASTag transactions under the published test key when asked", async () => {
    const body = await sampleEventBody("transactionNotificationBankVariant", now, { encrypted: true });
    expect(body.transactions).toBeUndefined();
    const transactions = JSON.parse(
      await decryptPayload(String(body.transactionsEncrypted), fastagTestKeyHex),
    ) as Record<string, unknown>[];
    expect(transactions[0]?.balanceType).toBeDefined();
    expect(Object.keys(body.header as object).sort()).toEqual(["batchID", "channelID"]);
  });

  it("builds the FASTag sample as a booked toll of the examples' vehicle, now, under fresh references", async () => {
    const body = await sampleEventBody("transactionNotification", now);
    const [transaction] = body.transactions as Record<string, string>[];
    const reference = transaction?.transactionReferenceNumber;
    expect(reference).toMatch(/^SBXTRN[0-9A-Z]{14}$/);
    expect(transaction).toEqual({
      ...sampleTransactions[0],
      transactionReferenceNumber: reference,
      originalTransactionId: reference,
      uniqueRefNo: expect.stringMatching(/^URN20261124120005[0-9]{6}$/),
      readerDateTime: "2026-11-24T12:00:05",
      txnDateTime: "2026-11-24T12:00:05",
      processDate: "2026-11-24T12:00:05",
    });
  });

  it("sends a settlement's amount in paise, the sum of what it settles", async () => {
    const body = await sampleEventBody("settlementNotification", now);
    const [settlement] = body.settlements as { settlement_amount: number; txn_ref_ids: string[] }[];
    expect(settlement?.settlement_amount).toBe(150000);
    expect(settlement?.txn_ref_ids).toHaveLength(1);
  });
});
