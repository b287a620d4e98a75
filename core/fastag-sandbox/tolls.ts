import { randomId } from "../sandbox/random-id";
import { announceDue } from "./bookings";
import type { FastagRuntime } from "./fastag-runtime";
import { FastagState } from "./fastag-state";
import type { BookedTransaction } from "./ledger";
import { publishedPaise } from "./money";
import { findVehicle } from "./vehicles";

/**
 * A toll debit, which the sandbox books when a partner triggers one (the FASTag API has no call
 * for it: tolls come from the plazas). The debit follows the overdraft rule and goes to the
 * booking hook, so its push notification follows.
 */
export async function bookToll(
  input: { vehicleNumber: string; plazaCode: string },
  runtime: FastagRuntime,
): Promise<{ ok: true; transaction: BookedTransaction } | { ok: false; problem: string }> {
  const plaza = runtime.data.tollPlazas.find((candidate) => candidate.plazaCode === input.plazaCode);
  if (!plaza) return { ok: false, problem: `No sandbox plaza ${input.plazaCode}.` };
  const state = new FastagState(runtime);
  const known = await findVehicle(state, input.vehicleNumber, runtime);
  if (known?.kind !== "tag" || known.wallet.channelId !== runtime.channelId)
    return { ok: false, problem: `No tag of this channel on ${input.vehicleNumber}.` };
  if (known.tag.state !== "active")
    return { ok: false, problem: `The tag of ${input.vehicleNumber} is ${known.tag.state}.` };
  const toll = plaza.tolls[known.tag.vehicleClass];
  if (toll === undefined)
    return { ok: false, problem: `${plaza.plazaName} has no toll for class ${known.tag.vehicleClass}.` };
  const { wallet, tag } = known;
  const { maxLedgerEntries } = runtime.data.fastagSettings;
  if ((await state.ledgerNow(wallet.walletId)).entryCount >= maxLedgerEntries)
    return { ok: false, problem: `The sandbox keeps at most ${maxLedgerEntries} entries a wallet.` };
  const reference = `SBXTOLL${randomId(12)}`;
  await state.appendEntry(wallet.walletId, {
    reference,
    kind: "toll",
    at: runtime.now(),
    amount: publishedPaise(toll),
    narration: `Toll debit at ${plaza.plazaName}`,
    vehicleNumber: tag.vehicleNumber,
    tagId: tag.tagId,
    vehicleClass: tag.vehicleClass,
    plazaCode: plaza.plazaCode,
    plazaName: plaza.plazaName,
  });
  const booked = (await announceDue(state, wallet, runtime)).recent.find(
    (entry) => entry.reference === reference,
  );
  if (!booked) return { ok: false, problem: "The toll was not kept." };
  return { ok: true, transaction: { ...booked, walletId: wallet.walletId, channelId: wallet.channelId } };
}
