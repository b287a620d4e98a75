import type { FastagRuntime } from "./fastag-runtime";
import { announcementQueue, FastagState, type LedgerNow, type WalletRecord } from "./fastag-state";

/**
 * Tells the booking hook, once each, of the wallet's toll debits and recharge credits that have
 * taken effect by now, then moves the ledger's checkpoint past them. A recharge credit is stored
 * when the recharge is accepted, dated when it succeeds, so it is announced by the first call that
 * finds it due, or by `announceScheduledBookings`. A failing hook never fails the operation that
 * booked. Answers the ledger as it was read.
 */
export async function announceDue(
  state: FastagState,
  wallet: WalletRecord,
  runtime: FastagRuntime,
): Promise<LedgerNow> {
  const ledger = await state.ledgerNow(wallet.walletId);
  if (runtime.booked)
    for (const entry of ledger.recent) {
      if (!(await state.claimAnnouncement(wallet.walletId, entry.reference))) continue;
      await runtime
        .booked(
          { ...entry, walletId: wallet.walletId, channelId: wallet.channelId },
          runtime.client,
          runtime.witness,
        )
        .catch((error: unknown) => console.error("sandbox: FASTag booking hook:", error));
    }
  // Only after announcing: what the checkpoint covers is never looked at again.
  if (ledger.nextCheckpoint) await state.saveCheckpoint(wallet.walletId, ledger.nextCheckpoint);
  return ledger;
}

/** How long a claimed announcement stays with its claimer before another instance may take it. */
const announcementLeaseMs = 30_000;

/**
 * Announces the entries that have taken effect with no call to find them (a recharge credit after
 * its timeline), up to `max` of them; run on a timer. Answers how many it took from the queue.
 */
export async function announceScheduledBookings(
  runtime: Omit<FastagRuntime, "channelId" | "client" | "timeScale">,
  max = 100,
): Promise<number> {
  const now = runtime.now();
  const members = await runtime.store.claimDue(announcementQueue, now, now + announcementLeaseMs, max);
  for (const member of members) {
    const [client, walletId] = JSON.parse(member) as [string, string, string];
    const state = new FastagState({ ...runtime, client, channelId: "", timeScale: 1 });
    const wallet = await state.wallet(walletId);
    if (wallet)
      await announceDue(state, wallet, { ...runtime, client, channelId: wallet.channelId, timeScale: 1 });
    await runtime.store.unschedule(announcementQueue, member);
  }
  return members.length;
}
