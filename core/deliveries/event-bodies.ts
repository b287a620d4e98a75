import { deliverySettings } from "../../content/sandbox/deliveries";
import { sampleNotificationHeader, sampleTransactions } from "../fastag-cipher-vectors";
import { notificationBody, notificationTransaction } from "../fastag-sandbox/fastag-notification-body";
import type { BookedTransaction } from "../fastag-sandbox/ledger";
import { publishedPaise } from "../fastag-sandbox/money";
import type { LedgerPayment } from "../sandbox/payment-ledger";
import { istDateTime, ledgerFacts, settlement, transactionStatusPayment } from "../sandbox/provider-records";
import { randomId } from "../sandbox/random-id";
import { traceId } from "../sandbox/reply";

type Json = Record<string, unknown>;

/** `YYYY-MM-DD HH:MM:SS` in UTC, the InstaCollect webhooks' documented format. */
export function utcDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace("T", " ");
}

/** Paise as the InstaCollect webhooks write amounts: rupees with two decimals, e.g. 125000 → `"1250.00"`. */
export function rupeesText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** The payment event's six documented fields, and nothing else of the payment. */
export function paymentEventBody(payment: {
  orderId: string;
  transactionId: string;
  paymentDateTime: string;
  amountText: string;
  paymentMode: string;
  paymentStatus: string;
}): Json {
  const { orderId, transactionId, paymentDateTime, amountText, paymentMode, paymentStatus } = payment;
  return { orderId, transactionId, paymentDateTime, amount: amountText, paymentMode, paymentStatus };
}

/** The refund event's four documented fields. */
export function refundEventBody(refund: {
  orderId: string;
  refundId: string;
  refundStatus: string;
  refundDateTime: string;
}): Json {
  const { orderId, refundId, refundStatus, refundDateTime } = refund;
  return { orderId, refundId, refundStatus, refundDateTime };
}

/** A payment to the sandbox's published loan biller, for notifications not tied to a sandbox payment. */
export function samplePayment(now: number): LedgerPayment {
  return {
    txnReferenceId: `SBXTXN${randomId(12)}`,
    billerId: "BILLER0000001",
    amount: 150000,
    txnMode: "UPI",
    billNumber: `BILL-${randomId(8)}`,
    billPeriod: "MONTHLY",
    customerName: "Asha Rao",
    customerParams: [{ name: "Loan Number", value: "LN0012345678" }],
    paidAt: now,
  };
}

/** The payment notification: the transaction status response of one SUCCESSFUL payment. */
export function paymentNotificationBody(payment: LedgerPayment): Json {
  return {
    success: true,
    traceId: traceId(),
    data: { payment: transactionStatusPayment(ledgerFacts(payment), "SUCCESSFUL") },
  };
}

/**
 * `batch_info`'s contents are issued during onboarding: the sandbox sends a batch reference of its
 * own, a published prefix and a fresh id, so a biller's parser meets the field it must accept.
 */
export const sandboxBatchInfoPrefix = deliverySettings.sampleValues.settlementBatchInfoPrefix;

/** The settlement notification of one settlement covering `payments` (all to one biller), made at `now`. */
export function settlementNotificationBody(
  billerId: string,
  payments: readonly LedgerPayment[],
  now: number,
): Json {
  const account = settlement(0, "", true, 1);
  return {
    bbps_biller_id: billerId,
    settlements: [
      {
        settlement_timestamp: istDateTime(now),
        settlement_utr: `SBXUTR${randomId(12)}`,
        settlement_amount: payments.reduce((sum, payment) => sum + payment.amount, 0),
        bank_account_details: {
          number: account.bankAccount,
          ifsc: account.bankIfsc,
          bank_code: account.bankCode,
        },
        txn_ref_ids: payments.map((payment) => payment.txnReferenceId),
      },
    ],
    batch_info: `${sandboxBatchInfoPrefix}${randomId(12)}`,
  };
}

/**
 * A toll debit of the examples' vehicle at the examples' plaza, booked now under a fresh
 * reference: the sample notifications are built from it as the sandbox's own bookings are.
 */
export function sampleBookedToll(now: number): BookedTransaction {
  const [example] = sampleTransactions;
  if (!example) throw new Error("core/fastag-cipher-vectors.ts has no sample transaction.");
  return {
    reference: `SBXTRN${randomId(14)}`,
    kind: "toll",
    at: now,
    amount: publishedPaise(example.transactionAmount),
    narration: example.narration,
    vehicleNumber: example.vehicleNumber,
    tagId: example.tagId,
    vehicleClass: example.vehicleClass.replace(/^VC/, ""),
    plazaCode: example.plazaCode,
    plazaName: example.plazaName,
    openingBalance: publishedPaise(example.openingBalance),
    closingBalance: publishedPaise(example.closingBalance),
    odBalance: publishedPaise(example.odBalance),
    walletId: example.walletId,
    channelId: sampleNotificationHeader.channelID,
  };
}

/**
 * The body the sandbox sends for `event` when the trigger gives no override: the documented shape
 * filled with the sandbox's published values, fresh ids and the current time. A FASTag
 * notification is encrypted under the published test key when `encrypted` is set.
 */
export async function sampleEventBody(
  event: string,
  now: number,
  options: { encrypted?: boolean } = {},
): Promise<Json> {
  const { sampleValues } = deliverySettings;
  switch (event) {
    case "settlementNotification": {
      const payment = samplePayment(now - 30_000);
      return settlementNotificationBody(payment.billerId, [payment], now);
    }
    case "paymentNotification":
      return paymentNotificationBody(samplePayment(now - 5_000));
    case "paymentEvent":
      return paymentEventBody({
        orderId: `SBXORD${randomId(12)}`,
        transactionId: `SBXTXN${randomId(12)}`,
        paymentDateTime: utcDateTime(now),
        amountText: rupeesText(125000),
        paymentMode: sampleValues.instaCollectPaymentMode,
        paymentStatus: sampleValues.instaCollectPaymentStatus,
      });
    case "refundEvent":
      return refundEventBody({
        orderId: `SBXORD${randomId(12)}`,
        refundId: `SBXRFD${randomId(12)}`,
        refundStatus: sampleValues.instaCollectRefundStatus,
        refundDateTime: utcDateTime(now),
      });
    case "transactionNotification":
    case "transactionNotificationBankVariant": {
      const toll = sampleBookedToll(now);
      return notificationBody(toll.channelId, [notificationTransaction(toll, { event })], {
        encrypted: options.encrypted === true,
      });
    }
    default:
      throw new RangeError(`No sample body for the event ${event}.`);
  }
}

const isPlainObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Applies a partner's override field by field: objects merge, any other value (arrays included)
 * replaces, and `null` removes the field, so a partner can send a body with a field missing, e.g.
 * `applyOverride({ a: 1, b: { c: 2 } }, { b: { d: 3 }, a: null })` → `{ b: { c: 2, d: 3 } }`.
 */
export function applyOverride(body: Json, override: Json): Json {
  const result: Json = { ...body };
  for (const [name, value] of Object.entries(override)) {
    const current = Object.hasOwn(result, name) ? result[name] : undefined;
    if (value === null) delete result[name];
    else
      // Defined, not assigned: a field named `__proto__` stays a field and never a prototype.
      Object.defineProperty(result, name, {
        value: isPlainObject(value) && isPlainObject(current) ? applyOverride(current, value) : value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}
