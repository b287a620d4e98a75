import { announceDue } from "./bookings";
import {
  fastagAnswer,
  readStrings,
  invalidRequest,
  type FastagOperation,
  type FastagReply,
  type FastagRuntime,
} from "./fastag-runtime";
import { FastagState, type WalletRecord } from "./fastag-state";
import { balancesAfter } from "./ledger";
import { publishedPaise, rupeesText } from "./money";

/** A wallet's five balances, in paise. */
export type WalletBalances = {
  balance: number;
  odBalance: number;
  sdbalance: number;
  unclearBalance: number;
  thresholdAmount: number;
};

/** The balances now: usable balance and OD from the ledger, recharges still processing as unclear. */
export async function balancesOf(
  state: FastagState,
  wallet: WalletRecord,
  runtime: FastagRuntime,
): Promise<WalletBalances> {
  const now = runtime.now();
  const { balance, odBalance } = balancesAfter(await state.bookedEntries(wallet.walletId));
  const unclearBalance = (await state.storedEntries(wallet.walletId))
    .filter((entry) => entry.submittedAt !== undefined && entry.submittedAt <= now && entry.at > now)
    .reduce((sum, entry) => sum + entry.amount, 0);
  return {
    balance,
    odBalance,
    sdbalance: wallet.deposit,
    unclearBalance,
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

/**
 * The reference documents no code for an unknown wallet on the balance and statement calls, so
 * the sandbox answers its own request code, naming the field.
 */
export function unknownWallet(walletId: string): FastagReply {
  return invalidRequest([{ path: "/walletId", message: `no wallet ${walletId} on this channel` }]);
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
    await announceDue(state, wallet, runtime);
    const balances = await balancesOf(state, wallet, runtime);
    return fastagAnswer(balanceStatusCode, "Wallet balances.", {
      balance: rupeesText(balances.balance),
      odBalance: rupeesText(balances.odBalance),
      sdbalance: rupeesText(balances.sdbalance),
      unclearBalance: rupeesText(balances.unclearBalance),
      thresholdAmount: rupeesText(balances.thresholdAmount),
    });
  },
};
