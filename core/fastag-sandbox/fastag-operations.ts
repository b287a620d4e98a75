import { walletBalance } from "./balances";
import type { FastagOperation, FastagOperationId } from "./fastag-runtime";
import { dedupe, walletCreationStatus } from "./issuance";
import { generateOtp, validateOtp } from "./kyc";
import { rechargeEnquiry, rechargeRequest } from "./recharge";
import { reissuance } from "./reissuance";
import { tagOperation } from "./tags";
import { tollTransactions, walletTransactions } from "./transactions";
import { vehicleStatus } from "./vehicle-status";
import { createWallet } from "./wallet-creation";

/** The FASTag API's thirteen operations by operationId (content/specs/fastag.yaml), for the sandbox to route. */
export const fastagOperations: Readonly<Record<FastagOperationId, FastagOperation>> = {
  generateOtp,
  validateOtp,
  dedupe,
  createWallet,
  walletCreationStatus,
  reissuance,
  tagOperation,
  rechargeRequest,
  rechargeEnquiry,
  walletBalance,
  tollTransactions,
  walletTransactions,
  vehicleStatus,
};
