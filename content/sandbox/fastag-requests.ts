/**
 * Request bodies the sandbox accepts for FASTag issuance, built from the published values: the
 * trigger table, the benchmark and the end-to-end tests send these, so a change to a published
 * cost or field reaches all of them.
 */
import { fastagSettings, type FastagCustomer } from "./fastag";

/** The customer, document, address, tag and vehicle that wallet creation and reissuance share. */
export function issuanceParts(
  customer: FastagCustomer,
  gender: "M" | "F",
  vehicleNumber: string,
  sequence: string | undefined,
) {
  return {
    customer: { ...customer, gender, email: "customer@example.in" },
    document: { type: "PAN", number: "ABCDE1234F" },
    address: { line: "1 Residency Road", city: "Bengaluru", state: "Karnataka", pinCode: "560025" },
    tagDetails:
      sequence === undefined
        ? { toBeShippedByBank: true, sequence: "" }
        : { toBeShippedByBank: false, sequence },
    vehicle: { number: vehicleNumber, class: "4", isCommercial: false, chasisNumber: "MA3EWDE1S00123456" },
  };
}

type Cost = { depositAmount: string; issuanceAmount: string; taxAmount: string; topupAmount: string };

export type WalletCreationOptions = {
  customer: FastagCustomer;
  vehicleNumber: string;
  kycType?: "FULL" | "MIN";
  /** The published costs, with these replaced; the top-up is 200 unless given. */
  cost?: Partial<Cost>;
  /** A tag sequence the channel holds; without it the bank ships the tag. */
  sequence?: string;
};

/** A `/wallet-creation` body for a new wallet with one tag, at the published costs. */
export function walletCreationRequest(options: WalletCreationOptions) {
  const { depositAmount, issuanceAmount, taxAmount } = fastagSettings;
  return {
    kycType: options.kycType ?? "FULL",
    ...issuanceParts(options.customer, "F", options.vehicleNumber, options.sequence),
    wallet: { addToExisting: false, id: "" },
    cost: { depositAmount, issuanceAmount, taxAmount, topupAmount: "200", ...options.cost },
  };
}
