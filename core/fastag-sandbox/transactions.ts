import { announceDue } from "./bookings";
import { channelWallet, unknownWallet } from "./balances";
import { fastagAnswer, invalidRequest, valueAt, type FastagOperation } from "./fastag-runtime";
import { FastagState, type WalletRecord } from "./fastag-state";
import { istDate, istTimestamp } from "./ist-time";
import type { BookedEntry } from "./ledger";
import { rupeesNumber, rupeesText } from "./money";
import { inRange, pageOf, readStatementRequest } from "./statement-request";

/** The toll debits and the wallet's statement, both paged with `limit` and `offset` over a date range, oldest first. */

function tollRow(entry: BookedEntry, walletId: string) {
  const at = istTimestamp(entry.at);
  return {
    tollTransactionReference: entry.reference,
    walletId,
    vehicleNumber: entry.vehicleNumber ?? "",
    tagId: entry.tagId ?? "",
    vehicleClass: `VC${entry.vehicleClass ?? ""}`,
    // The sandbox's plazas measure the class the tag carries.
    avcClass: `VC${entry.vehicleClass ?? ""}`,
    status: "Reconciled",
    transactionType: "DEBIT",
    transactionAmount: rupeesText(entry.amount),
    plazaName: entry.plazaName ?? "",
    plazaCode: entry.plazaCode ?? "",
    readerDateAndTime: at,
    transactionDateAndTime: at,
  };
}

export const tollTransactions: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStatementRequest(body, runtime);
    if (!read.ok) return read.reply;
    const { request } = read;
    const state = new FastagState(runtime);
    const wallet = await channelWallet(state, request.walletId, runtime);
    if (!wallet) return unknownWallet(request.walletId);
    await announceDue(state, wallet, runtime);
    const tolls = (await state.bookedEntries(wallet.walletId)).filter(
      (entry) => entry.kind === "toll" && inRange(entry, request),
    );
    return fastagAnswer(
      "success",
      `${tolls.length} toll transactions in the range.`,
      pageOf(tolls, request).map((entry) => tollRow(entry, wallet.walletId)),
    );
  },
};

function statementRow(entry: BookedEntry, wallet: WalletRecord) {
  const toll = entry.kind === "toll";
  return {
    transactionDate: istDate(entry.at),
    laneTransationTime: istTimestamp(entry.at),
    narration: entry.narration,
    // A recharge's merchant is the channel that made it: the reference does not show one.
    merchantName: toll ? (entry.plazaName ?? "") : wallet.channelId,
    vehicleNumber: entry.vehicleNumber ?? wallet.tags[0]?.vehicleNumber ?? "",
    debit: rupeesText(toll ? entry.amount : 0),
    credit: rupeesText(toll ? 0 : entry.amount),
    odAmount: rupeesText(entry.odBalance),
    balance: rupeesNumber(entry.closingBalance),
  };
}

const transactionKinds = { ALL: ["toll", "credit"], CREDIT: ["credit"], DEBIT: ["toll"] } as const;

export const walletTransactions: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStatementRequest(body, runtime);
    if (!read.ok) return read.reply;
    const type = valueAt(body, "transactionType");
    if (type !== "ALL" && type !== "CREDIT" && type !== "DEBIT")
      return invalidRequest([{ path: "/transactionType", message: "must be ALL, CREDIT or DEBIT" }]);
    const { request } = read;
    const state = new FastagState(runtime);
    const wallet = await channelWallet(state, request.walletId, runtime);
    if (!wallet) return unknownWallet(request.walletId);
    await announceDue(state, wallet, runtime);
    const booked = await state.bookedEntries(wallet.walletId);
    const before = booked.filter((entry) => istDate(entry.at) < request.startDate);
    const upToEnd = booked.filter((entry) => istDate(entry.at) <= request.endDate);
    const kinds: readonly string[] = transactionKinds[type];
    const matching = booked.filter((entry) => inRange(entry, request) && kinds.includes(entry.kind));
    return fastagAnswer("success", `${matching.length} entries in the range.`, {
      metadata: {
        count: matching.length,
        openingBalance: rupeesNumber(before.at(-1)?.closingBalance ?? 0),
        closingBalance: rupeesNumber(upToEnd.at(-1)?.closingBalance ?? 0),
      },
      transactions: pageOf(matching, request).map((entry) => statementRow(entry, wallet)),
    });
  },
};
