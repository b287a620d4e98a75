import type { FastagRuntime } from "./fastag-runtime";
import type { FastagState, WalletRecord } from "./fastag-state";

/**
 * Tells the booking hook, once each, of the wallet's toll debits and recharge credits that have
 * taken effect by now. A recharge credit is stored when the recharge is accepted, dated when it
 * succeeds, so it is announced by the first call that finds it due; `announceDue` may also be
 * called on a timer for that. A failing hook never fails the operation that booked.
 */
export async function announceDue(
  state: FastagState,
  wallet: WalletRecord,
  runtime: FastagRuntime,
): Promise<void> {
  if (!runtime.booked) return;
  const now = runtime.now();
  const stored = await state.storedEntries(wallet.walletId);
  const due = new Set(stored.filter((entry) => entry.at <= now).map((entry) => entry.reference));
  if (due.size === 0) return;
  for (const entry of await state.bookedEntries(wallet.walletId)) {
    if (!due.has(entry.reference)) continue;
    if (!(await state.claimAnnouncement(wallet.walletId, entry.reference))) continue;
    await runtime
      .booked({ ...entry, walletId: wallet.walletId, channelId: wallet.channelId }, runtime.client)
      .catch((error: unknown) => console.error("sandbox: FASTag booking hook:", error));
  }
}
