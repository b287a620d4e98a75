import { deliverySettings } from "../../content/sandbox/deliveries";
import { encryptPayload } from "../fastag-cipher";
import { fastagTestKeyHex } from "../fastag-cipher-vectors";
import { randomId } from "../sandbox/random-id";
import { istTimestamp } from "./ist-time";
import type { BookedTransaction } from "./ledger";
import { rupeesText } from "./money";

/**
 * A FASTag push notification as the sandbox sends it, built from a booked ledger entry: the one
 * place that maps the ledger to the documented transaction fields, for the notifications of
 * bookings and for the sample bodies alike.
 */

export type FastagNotificationEvent = "transactionNotification" | "transactionNotificationBankVariant";

export const isFastagNotificationEvent = (event: string): event is FastagNotificationEvent =>
  event === "transactionNotification" || event === "transactionNotificationBankVariant";

/** The tag a transaction names: a toll's own, or for a credit the wallet's first tag. */
export type NotificationTag = { vehicleNumber: string; tagId: string; vehicleClass: string };

export type NotificationTransaction = Record<string, string>;

/** FNV-1a over the text, as six decimal digits: stable, so every send of an entry agrees. */
function sixDigits(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 1_000_000).padStart(6, "0");
}

/**
 * `uniqueRefNo` in the examples' form (`URN` + time + six digits), derived from the wallet and the
 * entry's reference, so the toll trigger's answer and the notification carry the same value.
 */
export function uniqueRefNoOf(transaction: Pick<BookedTransaction, "walletId" | "reference" | "at">): string {
  const time = istTimestamp(transaction.at).replace(/[-T:]/g, "");
  return `URN${time}${sixDigits(`${transaction.walletId}:${transaction.reference}`)}`;
}

/**
 * One transaction of the notification, in the examples' field order. A toll names its own tag and
 * plaza; a credit has no plaza and no reader, so those optional fields are left out, while the
 * mandatory vehicle fields name the wallet's first tag (as the statement does for a credit). The
 * sandbox books and processes an entry at the same moment, so the reader, transaction and process
 * times are one.
 */
export function notificationTransaction(
  transaction: BookedTransaction,
  options: { event: FastagNotificationEvent; walletTag?: NotificationTag | undefined },
): NotificationTransaction {
  const toll = transaction.kind === "toll";
  const tag = toll
    ? {
        vehicleNumber: transaction.vehicleNumber ?? "",
        tagId: transaction.tagId ?? "",
        vehicleClass: transaction.vehicleClass ?? "",
      }
    : (options.walletTag ?? { vehicleNumber: "", tagId: "", vehicleClass: "" });
  const at = istTimestamp(transaction.at);
  // The sandbox's plazas measure the class the tag carries.
  const vehicleClass = `VC${tag.vehicleClass}`;
  return {
    vehicleNumber: tag.vehicleNumber,
    tagId: tag.tagId,
    transactionReferenceNumber: transaction.reference,
    vehicleClass,
    avcClass: vehicleClass,
    status: "Reconciled",
    transactionAmount: rupeesText(transaction.amount),
    ...(toll && transaction.plazaCode !== undefined ? { plazaCode: transaction.plazaCode } : {}),
    ...(toll && transaction.plazaName !== undefined ? { plazaName: transaction.plazaName } : {}),
    ...(toll ? { readerDateTime: at } : {}),
    txnDateTime: at,
    walletId: transaction.walletId,
    uniqueRefNo: uniqueRefNoOf(transaction),
    txnType: toll ? "debit" : "credit",
    openingBalance: rupeesText(transaction.openingBalance),
    closingBalance: rupeesText(transaction.closingBalance),
    odBalance: rupeesText(transaction.odBalance),
    ...(options.event === "transactionNotificationBankVariant"
      ? { balanceType: deliverySettings.sampleValues.fastagBalanceType }
      : {}),
    narration: transaction.narration,
    processDate: at,
    originalTransactionId: transaction.reference,
  };
}

/**
 * The notification body: `header` with the channel and a fresh `batchID`, and the transactions,
 * plain or (with `encrypted`) as `transactionsEncrypted` under the published test key.
 */
export async function notificationBody(
  channelId: string,
  transactions: readonly NotificationTransaction[],
  options: { encrypted: boolean },
): Promise<Record<string, unknown>> {
  const header = { channelID: channelId, batchID: `SBXBATCH${randomId(12)}` };
  return options.encrypted
    ? { header, transactionsEncrypted: await encryptPayload(JSON.stringify(transactions), fastagTestKeyHex) }
    : { header, transactions };
}
