/**
 * A wallet's ledger as data: toll debits and credits (top-ups and recharges) in time order, and
 * the balances that follow from them by the documented overdraft rule. Balances are never stored:
 * they are folded from the entries, so two instances booking at once cannot overwrite each other.
 */

export type LedgerEntry = {
  /** Unique in the wallet: the toll's reference or the recharge's `referenceId`. */
  reference: string;
  kind: "toll" | "credit";
  /** Epoch milliseconds. */
  at: number;
  /** Paise, above zero. */
  amount: number;
  narration: string;
  vehicleNumber?: string;
  tagId?: string;
  vehicleClass?: string;
  plazaCode?: string;
  plazaName?: string;
};

/** An entry with the balances around it, in paise. */
export type BookedEntry = LedgerEntry & {
  openingBalance: number;
  closingBalance: number;
  /** The overdraft after the entry. */
  odBalance: number;
};

/** A toll debit or recharge credit as the booking hook receives it. */
export type BookedTransaction = BookedEntry & { walletId: string; channelId: string };

export type Balances = { balance: number; odBalance: number };

/**
 * The documented overdraft rule: a debit beyond the balance empties it and the rest becomes
 * overdraft (a 300 toll on 200 leaves 100 OD); a credit recovers the overdraft first.
 */
export function applyEntry(before: Balances, entry: Pick<LedgerEntry, "kind" | "amount">): Balances {
  if (entry.kind === "toll") {
    const shortfall = Math.max(0, entry.amount - before.balance);
    return { balance: before.balance - entry.amount + shortfall, odBalance: before.odBalance + shortfall };
  }
  const recovered = Math.min(before.odBalance, entry.amount);
  return { balance: before.balance + entry.amount - recovered, odBalance: before.odBalance - recovered };
}

/** Entries in the order given, each with its balances, from `opening` (an empty wallet unless given). */
export function foldEntries(
  entries: readonly LedgerEntry[],
  opening: Balances = { balance: 0, odBalance: 0 },
): BookedEntry[] {
  let balances: Balances = { balance: opening.balance, odBalance: opening.odBalance };
  return entries.map((entry) => {
    const after = applyEntry(balances, entry);
    const booked = {
      ...entry,
      openingBalance: balances.balance,
      closingBalance: after.balance,
      odBalance: after.odBalance,
    };
    balances = after;
    return booked;
  });
}

/** Entries in time order (the order given breaks ties), each with its balances, from `opening`. */
export function bookEntries(entries: readonly LedgerEntry[], opening?: Balances): BookedEntry[] {
  const ordered = entries.map((entry, index) => ({ entry, index }));
  ordered.sort((a, b) => a.entry.at - b.entry.at || a.index - b.index);
  return foldEntries(
    ordered.map(({ entry }) => entry),
    opening,
  );
}

/** The balances after the last of `booked`, or nothing yet. */
export function balancesAfter(booked: readonly BookedEntry[]): Balances {
  const last = booked.at(-1);
  return last ? { balance: last.closingBalance, odBalance: last.odBalance } : { balance: 0, odBalance: 0 };
}
