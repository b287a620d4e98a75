import { describe, expect, it } from "vitest";
import { deliverySettings } from "../../content/sandbox/deliveries";
import { decryptPayload } from "../fastag-cipher";
import { fastagTestKeyHex, sampleTransactions } from "../fastag-cipher-vectors";
import {
  notificationBody,
  notificationTransaction,
  uniqueRefNoOf,
  type NotificationTag,
} from "./fastag-notification-body";
import type { BookedTransaction } from "./ledger";

/** 2026-11-24 15:40:00 IST. */
const at = Date.parse("2026-11-24T10:10:00Z");

const overdraftToll: BookedTransaction = {
  reference: "SBXTOLL7K2M9Q4W1X3B",
  kind: "toll",
  at,
  amount: 30000,
  narration: "Toll debit at Sandbox Expressway Plaza",
  vehicleNumber: "KA05OD2000",
  tagId: "5A1E00000000000000000D20",
  vehicleClass: "4",
  plazaCode: "345099",
  plazaName: "Sandbox Expressway Plaza",
  openingBalance: 20000,
  closingBalance: 0,
  odBalance: 10000,
  walletId: "19000009650002",
  channelId: "SBX-FASTAG-CHANNEL",
};

const recharge: BookedTransaction = {
  reference: "BCRCH0000000001",
  kind: "credit",
  at,
  amount: 50000,
  narration: "Wallet recharge",
  openingBalance: 0,
  closingBalance: 40000,
  odBalance: 0,
  walletId: "19000009650002",
  channelId: "SBX-FASTAG-CHANNEL",
};

const walletTag: NotificationTag = {
  vehicleNumber: "KA05OD2000",
  tagId: "5A1E00000000000000000D20",
  vehicleClass: "4",
};

const mandatory = [
  "vehicleNumber",
  "tagId",
  "transactionReferenceNumber",
  "vehicleClass",
  "avcClass",
  "status",
  "transactionAmount",
  "txnDateTime",
  "walletId",
  "uniqueRefNo",
  "txnType",
  "closingBalance",
  "odBalance",
  "narration",
  "processDate",
  "originalTransactionId",
  "openingBalance",
];

describe("notificationTransaction", () => {
  it("writes a toll debit with its tag, plaza and overdraft, in rupees and IST", () => {
    expect(notificationTransaction(overdraftToll, { event: "transactionNotification" })).toEqual({
      vehicleNumber: "KA05OD2000",
      tagId: "5A1E00000000000000000D20",
      transactionReferenceNumber: "SBXTOLL7K2M9Q4W1X3B",
      vehicleClass: "VC4",
      avcClass: "VC4",
      status: "Reconciled",
      transactionAmount: "300.00",
      plazaCode: "345099",
      plazaName: "Sandbox Expressway Plaza",
      readerDateTime: "2026-11-24T15:40:00",
      txnDateTime: "2026-11-24T15:40:00",
      walletId: "19000009650002",
      uniqueRefNo: uniqueRefNoOf(overdraftToll),
      txnType: "debit",
      openingBalance: "200.00",
      closingBalance: "0.00",
      odBalance: "100.00",
      narration: "Toll debit at Sandbox Expressway Plaza",
      processDate: "2026-11-24T15:40:00",
      originalTransactionId: "SBXTOLL7K2M9Q4W1X3B",
    });
  });

  it("has the documented fields in the examples' order", () => {
    const keys = Object.keys(notificationTransaction(overdraftToll, { event: "transactionNotification" }));
    expect(keys).toEqual(Object.keys(sampleTransactions[0] ?? {}));
  });

  it("names the wallet's first tag on a credit and leaves out the optional plaza and reader fields", () => {
    const credit = notificationTransaction(recharge, { event: "transactionNotification", walletTag });
    expect(credit).toMatchObject({
      vehicleNumber: "KA05OD2000",
      tagId: "5A1E00000000000000000D20",
      vehicleClass: "VC4",
      transactionReferenceNumber: "BCRCH0000000001",
      originalTransactionId: "BCRCH0000000001",
      txnType: "credit",
      transactionAmount: "500.00",
      closingBalance: "400.00",
      narration: "Wallet recharge",
    });
    expect(Object.keys(credit).filter((key) => !mandatory.includes(key))).toEqual([]);
    expect(mandatory.filter((key) => !(key in credit))).toEqual([]);
  });

  it("adds balanceType on the bank variant only", () => {
    const variant = notificationTransaction(overdraftToll, { event: "transactionNotificationBankVariant" });
    expect(variant.balanceType).toBe(deliverySettings.sampleValues.fastagBalanceType);
    expect(notificationTransaction(overdraftToll, { event: "transactionNotification" })).not.toHaveProperty(
      "balanceType",
    );
  });

  it("gives every send of an entry the same uniqueRefNo, in the examples' form", () => {
    expect(uniqueRefNoOf(overdraftToll)).toMatch(/^URN20261124154000[0-9]{6}$/);
    expect(uniqueRefNoOf(overdraftToll)).toBe(uniqueRefNoOf({ ...overdraftToll }));
    expect(uniqueRefNoOf(overdraftToll)).not.toBe(uniqueRefNoOf({ ...overdraftToll, reference: "OTHER" }));
  });
});

describe("notificationBody", () => {
  const transactions = [notificationTransaction(overdraftToll, { event: "transactionNotification" })];

  it("carries the wallet's channel and a fresh batch id", async () => {
    const first = await notificationBody("SBX-FASTAG-CHANNEL", transactions, { encrypted: false });
    const second = await notificationBody("SBX-FASTAG-CHANNEL", transactions, { encrypted: false });
    expect(first).toEqual({
      header: { channelID: "SBX-FASTAG-CHANNEL", batchID: expect.any(String) },
      transactions,
    });
    expect((first.header as { batchID: string }).batchID).not.toBe(
      (second.header as { batchID: string }).batchID,
    );
  });

  it("encrypts the transactions under the published test key, with a random IV", async () => {
    const body = await notificationBody("SBX-FASTAG-CHANNEL", transactions, { encrypted: true });
    const again = await notificationBody("SBX-FASTAG-CHANNEL", transactions, { encrypted: true });
    expect(Object.keys(body).sort()).toEqual(["header", "transactionsEncrypted"]);
    expect(JSON.parse(await decryptPayload(String(body.transactionsEncrypted), fastagTestKeyHex))).toEqual(
      transactions,
    );
    expect(body.transactionsEncrypted).not.toBe(again.transactionsEncrypted);
  });
});
