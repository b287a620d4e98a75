import { sandboxFailure } from "../sandbox/reply";
import { announceDue } from "./bookings";
import {
  fastagAnswer,
  readStrings,
  invalidRequest,
  type FastagOperation,
  type FastagReply,
  type FastagRuntime,
} from "./fastag-runtime";
import { FastagState, type LedgerNow, type WalletRecord } from "./fastag-state";
import { publishedPaise, rupeesText } from "./money";

/** A wallet's five balances, in paise. */
export type WalletBalances = {
  balance: number;
  odBalance: number;
  sdbalance: number;
  unclearBalance: number;
  thresholdAmount: number;
};

/** The wallet's five balances as `ledger` (read by `announceDue` or `FastagState.ledgerNow`) gives them. */
export function balancesOf(ledger: LedgerNow, wallet: WalletRecord, runtime: FastagRuntime): WalletBalances {
  return {
    ...ledger.balances,
    sdbalance: wallet.deposit,
    unclearBalance: ledger.unclearBalance,
    thresholdAmount: publishedPaise(runtime.data.fastagSettings.thresholdAmount),
  };
}

/**
 * The channel's wallet, if it exists now. Another channel's wallet is not shown: a partner reads
 * and recharges only the wallets it issued.
 */
export async function channelWallet(
  state: FastagState,
  walletId: string,
  runtime: FastagRuntime,
): Promise<WalletRecord | undefined> {
  const wallet = await state.readyWallet(walletId);
  return wallet && wallet.channelId === runtime.channelId ? wallet : undefined;
}

/** The balance and statement calls have no documented code for an unknown wallet: the sandbox answers its own. */
export function unknownWallet(walletId: string): FastagReply {
  return sandboxFailure(
    "SANDBOX_FASTAG_WALLET_NOT_FOUND",
    `No wallet ${walletId} on this channel.`,
    undefined,
    "fastag",
  );
}

/** The balance call's `statusCode`: the reference's example `000`, the only value it gives. */
export const balanceStatusCode = "000";

export const walletBalance: FastagOperation = {
  run: async (body, runtime) => {
    const read = readStrings(body, ["walletId"]);
    if (!read.ok) return invalidRequest(read.problems);
    const state = new FastagState(runtime);
    const wallet = await channelWallet(state, read.values.walletId, runtime);
    if (!wallet) return unknownWallet(read.values.walletId);
    const balances = balancesOf(await announceDue(state, wallet, runtime), wallet, runtime);
    return fastagAnswer(balanceStatusCode, "Wallet balances.", {
      balance: rupeesText(balances.balance),
      odBalance: rupeesText(balances.odBalance),
      sdbalance: rupeesText(balances.sdbalance),
      unclearBalance: rupeesText(balances.unclearBalance),
      thresholdAmount: rupeesText(balances.thresholdAmount),
    });
  },
};
