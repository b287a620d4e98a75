import { announceDue } from "./bookings";
import { balancesOf, channelWallet } from "./balances";
import {
  fastagAnswer,
  invalidRequest,
  readStrings,
  type FastagOperation,
  type FastagReply,
  type FastagRuntime,
} from "./fastag-runtime";
import { FastagState, type LedgerNow, type WalletRecord } from "./fastag-state";
import { istSpacedTimestamp } from "./ist-time";
import { paiseOf, publishedPaise, rupeesText } from "./money";

/**
 * Recharge, asynchronous: an accepted recharge is `submitted`, shows in `unclearBalance` while
 * `/recharge-status` says `recharge-processing`, and is credited when it succeeds, recovering any
 * overdraft first. The credit is stored at once, dated when it succeeds, so the ledger alone says
 * what the balance is at any moment.
 */

const meanings: Record<string, string> = {
  "invalid-wallet-id": "The wallet does not exist or is not valid.",
  "recharge-failed": "The recharge failed.",
  "ref-id-not-valid": "The referenceId is malformed or not acceptable.",
  "ref-id-not-unique": "The referenceId was already used.",
  "txn-number-not-found": "No recharge exists with that reference.",
};

const refusal = (code: string, detail?: string): FastagReply =>
  fastagAnswer(code, detail ? `${meanings[code] ?? code} ${detail}` : (meanings[code] ?? code));

/** Seconds from an accepted recharge to its credit: the start of the timeline's `success` stage. */
export function rechargeSeconds(runtime: FastagRuntime): number {
  return runtime.data.rechargeTimeline.find((stage) => stage.statusCode === "success")?.fromSeconds ?? 0;
}

/** Why the amount cannot be recharged into the wallet, if it cannot. */
function amountProblem(
  ledger: LedgerNow,
  wallet: WalletRecord,
  amount: string,
  runtime: FastagRuntime,
): string | undefined {
  const settings = runtime.data.fastagSettings;
  const paise = paiseOf(amount);
  const { min, max } = settings.rechargeAmount;
  if (paise === undefined || paise < publishedPaise(min) || paise > publishedPaise(max))
    return `The sandbox takes rupees from ${min} to ${max}, with up to two decimals.`;
  if (ledger.entryCount >= settings.maxLedgerEntries)
    return `The sandbox keeps at most ${settings.maxLedgerEntries} entries a wallet.`;
  const balances = balancesOf(ledger, wallet, runtime);
  const limit = publishedPaise(settings.walletLimit[wallet.kycType]);
  if (balances.balance + balances.unclearBalance - balances.odBalance + paise > limit)
    return `A ${wallet.kycType} wallet holds at most ${rupeesText(limit)}.`;
  return undefined;
}

export const rechargeRequest: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStrings(body, ["walletId", "amount", "referenceId"]);
    if (!read.ok) return invalidRequest(read.problems);
    const { walletId, amount, referenceId } = read.values;
    if (!new RegExp(runtime.data.fastagSettings.referenceIdPattern).test(referenceId))
      return refusal("ref-id-not-valid", "The sandbox takes 1 to 35 letters, digits, - or _.");
    const state = new FastagState(runtime);
    const wallet = await channelWallet(state, walletId, runtime);
    if (!wallet) return refusal("invalid-wallet-id", `No wallet ${walletId} on this channel.`);
    const problem = amountProblem(await announceDue(state, wallet, runtime), wallet, amount, runtime);
    if (problem) return refusal("recharge-failed", problem);
    if (!(await state.claimReference(referenceId))) return refusal("ref-id-not-unique");
    const now = runtime.now();
    const doneAt = now + (rechargeSeconds(runtime) * 1000) / runtime.timeScale;
    const paise = paiseOf(amount) ?? 0;
    const { timeScale } = runtime;
    await state.saveRecharge({ walletId, referenceId, amount: paise, submittedAt: now, doneAt, timeScale });
    await state.addWaitingCredit(walletId, {
      reference: referenceId,
      kind: "credit",
      at: doneAt,
      amount: paise,
      narration: "Wallet recharge",
      submittedAt: now,
    });
    return fastagAnswer("submitted", "Accepted. Check the result with /recharge-status.");
  },
};

export const rechargeEnquiry: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStrings(body, ["walletId", "referenceId"]);
    if (!read.ok) return invalidRequest(read.problems);
    const { walletId, referenceId } = read.values;
    const state = new FastagState(runtime);
    const recharge = await state.recharge(walletId, referenceId);
    const wallet = recharge && (await channelWallet(state, walletId, runtime));
    if (!recharge || !wallet) return refusal("txn-number-not-found");
    await announceDue(state, wallet, runtime);
    const stage = runtime.data.rechargeTimeline.findLast(
      (candidate) =>
        runtime.now() >= recharge.submittedAt + (candidate.fromSeconds * 1000) / (recharge.timeScale ?? 1),
    );
    if (!stage || runtime.now() < recharge.doneAt)
      return fastagAnswer(
        "recharge-processing",
        stage?.statusMessage ?? "Still being processed. Poll again.",
      );
    return fastagAnswer(stage.statusCode, stage.statusMessage, {
      rechargeDateTime: istSpacedTimestamp(recharge.doneAt),
    });
  },
};
