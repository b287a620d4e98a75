import { channelWallet } from "./balances";
import {
  fastagTwoFieldAnswer,
  invalidRequest,
  valueAt,
  type FastagOperation,
  type FastagReply,
  type FastagRuntime,
} from "./fastag-runtime";
import { randomDigits, randomTagId } from "./fastag-ids";
import { FastagState, type WalletRecord } from "./fastag-state";
import { creationSeconds, issuanceMobilePrecheck, registeredVehicle, twoFieldAnswer } from "./issuance";
import { costCode, readIssuance, statelessIssuanceCode, type IssuanceRequest } from "./issuance-request";
import { publishedPaise, paiseOf } from "./money";
import { mobileOfAnotherCustomer, sameCustomer } from "./vehicles";

/**
 * Wallet creation: checked at once, created asynchronously. An accepted request stores the wallet
 * dated when creation ends (`walletCreationTimeline`), so `/wallet-status`, the balance and the
 * tag calls all see it appear at the same moment, on every instance.
 */

type Creation = IssuanceRequest & {
  kycType: "FULL" | "MIN";
  addToExisting: boolean;
  existingWalletId: string;
  topup: number;
};

function readCreation(
  body: unknown,
):
  | { ok: true; creation: Creation; costs: Record<"deposit" | "issuance" | "tax" | "topup", string> }
  | { ok: false; reply: FastagReply } {
  const read = readIssuance(
    body,
    [
      "kycType",
      "wallet.id",
      "cost.depositAmount",
      "cost.issuanceAmount",
      "cost.taxAmount",
      "cost.topupAmount",
    ],
    ["wallet.addToExisting"],
  );
  if (!read.ok) return { ok: false, reply: invalidRequest(read.problems) };
  const { values } = read;
  if (values.kycType !== "FULL" && values.kycType !== "MIN")
    return { ok: false, reply: invalidRequest([{ path: "/kycType", message: "must be FULL or MIN" }]) };
  return {
    ok: true,
    creation: {
      ...read.request,
      kycType: values.kycType,
      addToExisting: valueAt(body, "wallet.addToExisting") === true,
      existingWalletId: values["wallet.id"],
      topup: paiseOf(values["cost.topupAmount"]) ?? 0,
    },
    costs: {
      deposit: values["cost.depositAmount"],
      issuance: values["cost.issuanceAmount"],
      tax: values["cost.taxAmount"],
      topup: values["cost.topupAmount"],
    },
  };
}

/** The vehicle's registration or a creation already made for it, as a documented code. */
async function vehicleCode(
  state: FastagState,
  creation: Creation,
  runtime: FastagRuntime,
): Promise<string | undefined> {
  const earlier = await state.creation(creation.vehicleNumber);
  if (earlier)
    return sameCustomer(earlier.customer, creation.customer)
      ? "duplicate-creation-request"
      : "vehicle-already-registered";
  return (await registeredVehicle(state, creation, runtime))?.code;
}

/** A new wallet needs a dedupe check of these details, and minimum KYC a validated OTP, within the window. */
async function issuanceOrderProblem(
  state: FastagState,
  creation: Creation,
  runtime: FastagRuntime,
): Promise<string | undefined> {
  const windowMs = runtime.data.fastagSettings.issuanceWindowMinutes * 60_000;
  const recent = (at: number | undefined) => at !== undefined && runtime.now() - at <= windowMs;
  if (!recent(await state.dedupedAt(creation.customer.mobile, creation.vehicleNumber)))
    return "Check the customer and vehicle with /dedupe first.";
  if (creation.kycType === "MIN" && !recent(await state.otpValidatedAt(creation.customer.mobile)))
    return "Minimum KYC needs an OTP validated for this mobile with /generate-otp and /validate-otp first.";
  return undefined;
}

async function newWalletId(state: FastagState, runtime: FastagRuntime): Promise<string> {
  const { walletIdPrefix } = runtime.data.fastagSettings;
  for (;;) {
    const walletId = walletIdPrefix + randomDigits(14 - walletIdPrefix.length);
    if (await state.claimWalletId(walletId)) return walletId;
  }
}

/** Stores the wallet (or the new tag on an existing one), dated when creation ends. */
async function storeCreation(
  state: FastagState,
  creation: Creation,
  walletId: string,
  existing: WalletRecord | undefined,
  runtime: FastagRuntime,
): Promise<void> {
  const readyAt = runtime.now() + (creationSeconds(runtime) * 1000) / runtime.timeScale;
  const tag = {
    vehicleNumber: creation.vehicleNumber,
    vehicleClass: creation.vehicleClass,
    tagId: randomTagId(),
    state: "active" as const,
  };
  const wallet: WalletRecord = existing
    ? { ...existing, tags: [...existing.tags, { ...tag, readyAt }] }
    : {
        walletId,
        channelId: runtime.channelId,
        kycType: creation.kycType,
        customer: creation.customer,
        deposit: publishedPaise(runtime.data.fastagSettings.depositAmount),
        readyAt,
        tags: [tag],
      };
  await state.saveWallet(wallet);
  await state.indexVehicle(creation.vehicleNumber, wallet.walletId);
  await state.indexMobile(creation.customer.mobile, wallet.walletId);
  if (creation.topup > 0)
    await state.addWaitingCredit(wallet.walletId, {
      // A colon keeps it apart from every recharge referenceId the sandbox accepts.
      reference: `SBX:TOPUP:${creation.vehicleNumber}`,
      kind: "credit",
      at: readyAt,
      amount: creation.topup,
      narration: "Wallet top-up",
      submittedAt: runtime.now(),
    });
}

export const createWallet: FastagOperation = {
  precheck: issuanceMobilePrecheck,
  run: async (body, runtime) => {
    const read = readCreation(body);
    if (!read.ok) return read.reply;
    const { creation } = read;
    const immediate = statelessIssuanceCode(creation, runtime) ?? costCode(read.costs, runtime);
    if (immediate) return twoFieldAnswer(immediate);
    const state = new FastagState(runtime);
    const vehicle = await vehicleCode(state, creation, runtime);
    if (vehicle) return twoFieldAnswer(vehicle);
    if (await mobileOfAnotherCustomer(state, creation.customer))
      return twoFieldAnswer("mobile-already-exists");
    let existing: WalletRecord | undefined;
    if (creation.addToExisting) {
      existing = await channelWallet(state, creation.existingWalletId, runtime);
      if (!existing || !sameCustomer(existing.customer, creation.customer))
        return twoFieldAnswer(
          "not-found",
          `No wallet ${creation.existingWalletId} of this customer on this channel.`,
        );
    } else {
      const problem = await issuanceOrderProblem(state, creation, runtime);
      if (problem) return twoFieldAnswer("not-found", problem);
    }
    if (!creation.toBeShippedByBank && !(await state.claimTagSequence(creation.sequence)))
      return twoFieldAnswer("invalid-tag-seq-number", `Sequence ${creation.sequence} has already been used.`);
    const walletId = existing?.walletId ?? (await newWalletId(state, runtime));
    const record = {
      customer: creation.customer,
      walletId,
      submittedAt: runtime.now(),
      timeScale: runtime.timeScale,
    };
    if (!(await state.claimCreation(creation.vehicleNumber, record)))
      return twoFieldAnswer("duplicate-creation-request");
    await storeCreation(state, creation, walletId, existing, runtime);
    return fastagTwoFieldAnswer("success", "Wallet creation is in progress. Check /wallet-status.");
  },
};
