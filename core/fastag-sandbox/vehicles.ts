import type { BankStatus, FastagCustomer, NpciMapperStatus } from "../../content/sandbox/fastag";
import type { FastagRuntime } from "./fastag-runtime";
import type { FastagState, TagRecord, WalletRecord } from "./fastag-state";

/** Where a vehicle is known: on a wallet's tag, or only as a published vehicle status. */
export type KnownVehicle =
  | { kind: "tag"; wallet: WalletRecord; tag: TagRecord }
  | { kind: "status"; bankStatus: BankStatus; npciMapperStatus: NpciMapperStatus };

/** The tag of `vehicleNumber` on the wallet, once it exists (a tag added to a wallet appears when creation ends). */
export function tagOf(wallet: WalletRecord, vehicleNumber: string, now: number): TagRecord | undefined {
  return wallet.tags.find(
    (tag) => tag.vehicleNumber === vehicleNumber && (tag.readyAt === undefined || tag.readyAt <= now),
  );
}

export async function findVehicle(
  state: FastagState,
  vehicleNumber: string,
  runtime: FastagRuntime,
): Promise<KnownVehicle | undefined> {
  const walletId = await state.walletIdOfVehicle(vehicleNumber);
  const wallet = walletId === undefined ? undefined : await state.readyWallet(walletId);
  const tag = wallet && tagOf(wallet, vehicleNumber, runtime.now());
  if (wallet && tag) return { kind: "tag", wallet, tag };
  const published = runtime.data.publishedVehicleStatuses.find(
    (vehicle) => vehicle.vehicleNumber === vehicleNumber,
  );
  return (
    published && {
      kind: "status",
      bankStatus: published.bankStatus,
      npciMapperStatus: published.npciMapperStatus,
    }
  );
}

/** Whether the vehicle holds a tag that is not closed: a closed tag frees its vehicle for a new one. */
export function holdsTag(known: KnownVehicle | undefined): known is KnownVehicle {
  return known !== undefined && (known.kind === "status" || known.tag.state !== "closed");
}

/** One customer: the same mobile, names (ignoring case and outer spaces) and date of birth. */
export function sameCustomer(a: FastagCustomer, b: FastagCustomer): boolean {
  const name = (text: string) => text.trim().toLowerCase();
  return (
    a.mobile === b.mobile &&
    name(a.firstName) === name(b.firstName) &&
    name(a.lastName) === name(b.lastName) &&
    a.dob === b.dob
  );
}

/** Whether the mobile belongs to a known customer other than `customer`. */
export async function mobileOfAnotherCustomer(
  state: FastagState,
  customer: FastagCustomer,
): Promise<boolean> {
  const walletId = await state.walletIdOfMobile(customer.mobile);
  const wallet = walletId === undefined ? undefined : await state.wallet(walletId);
  return wallet !== undefined && !sameCustomer(wallet.customer, customer);
}
