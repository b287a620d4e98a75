/**
 * How to get each documented FASTag `statusCode` from the sandbox on purpose: the trigger a partner
 * reads on `/testing/fastag`, and the calls that produce it, which a test replays against the
 * sandbox so that the table and the sandbox cannot drift. Codes the sandbox cannot produce are
 * listed with the reason instead of steps. Published values are read from ./fastag, so the table
 * follows the data.
 */
import {
  fastagSettings,
  otherChannelId,
  publishedVehicleStatuses,
  publishedWallets,
  rechargeTimeline,
  walletCreationTimeline,
  type FastagCustomer,
  type FastagTagState,
  type TimelineStage,
} from "./fastag";
import { issuanceParts, walletCreationRequest, type WalletCreationOptions } from "./fastag-requests";

/**
 * One call of a trigger: the operation's path below `/api/<env>`, and its JSON body. A string
 * `<field from operation>` in the body stands for that field of the `data` the earlier call to
 * `operation` answered, as in the try-it console (e.g. `<otpReferenceId from generate-otp>`).
 */
export type FastagTriggerStep = {
  path: string;
  body: unknown;
  /** Seconds the sandbox's clock moves on before this call (for the asynchronous stages). */
  afterSeconds?: number;
};

export type FastagCodeTrigger = {
  /** The operation's path, e.g. `/dedupe`. */
  path: string;
  statusCode: string;
  /** What to send, in a sentence for the page (Markdown). */
  trigger: string;
} & (
  | {
      /** The calls, in order; the last one answers `statusCode`. */
      steps: readonly [FastagTriggerStep, ...FastagTriggerStep[]];
    }
  | {
      /** Why the sandbox does not produce it (a sentence for the page). */
      notProduced: string;
    }
);

/** A published value the table relies on; a data change that removes it fails at load, not on the page. */
function published<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`content/sandbox/fastag.ts no longer publishes ${what}.`);
  return value;
}

const ownWallet = published(
  publishedWallets.find((wallet) => wallet.channelId !== otherChannelId && wallet.tags.length >= 3),
  "a wallet of your channel with tags in all three states",
);
const ravi = ownWallet.customer;
const otherWallet = published(
  publishedWallets.find((wallet) => wallet.channelId === otherChannelId),
  "a wallet of another channel",
);
const otherVehicle = published(otherWallet.tags[0], "a tag on another channel's wallet").vehicleNumber;
const statusOnlyVehicle = published(publishedVehicleStatuses[0], "a vehicle status").vehicleNumber;

const vehicleIn = (state: FastagTagState) =>
  published(
    ownWallet.tags.find((tag) => tag.state === state),
    `a ${state} tag on ${ownWallet.walletId}`,
  ).vehicleNumber;
const activeVehicle = vehicleIn("active");
const inactiveVehicle = vehicleIn("inactive");
const closedVehicle = vehicleIn("closed");

/** Seconds from acceptance to the stage that answers `statusCode`. */
const secondsUntil = (timeline: readonly TimelineStage[], statusCode: string) =>
  published(
    timeline.find((stage) => stage.statusCode === statusCode),
    `a ${statusCode} stage`,
  ).fromSeconds;

// Values no published record uses, so the calls that need a new customer, vehicle or wallet find none.
const newCustomer: FastagCustomer = {
  firstName: "Kavya",
  lastName: "Iyer",
  mobile: "9988776655",
  dob: "1992-04-18",
};
const newVehicle = "KA01NEW0001";
const unknownWalletId = "19000000000000";
/** Ten digits, so it passes the schema, but not a mobile the sandbox accepts (it starts with 5). */
const invalidMobile = "5876543210";
/** Eight digits outside the BC's published stock. */
const unheldSequence = String(fastagSettings.tagSequences.to + 1);
const statementRange = { startDate: "2020-06-01", endDate: "2020-07-31", limit: "10", offset: "0" };

const code = (value: string) => `\`${value}\``;
const customerText = (customer: FastagCustomer) =>
  `${customer.firstName} ${customer.lastName} (${code(customer.mobile)}, born ${code(customer.dob)})`;

const lookup = (customer: FastagCustomer, vehicleNumber: string) => ({ customer, vehicleNumber });

function creation(
  options: Partial<Omit<WalletCreationOptions, "customer" | "vehicleNumber">> & {
    customer?: FastagCustomer;
    vehicleNumber?: string;
  } = {},
) {
  return walletCreationRequest({
    ...options,
    customer: options.customer ?? newCustomer,
    vehicleNumber: options.vehicleNumber ?? newVehicle,
  });
}

function reissuance(options: { customer?: FastagCustomer; vehicleNumber?: string; sequence?: string } = {}) {
  return {
    walletId: ownWallet.walletId,
    ...issuanceParts(options.customer ?? ravi, "M", options.vehicleNumber ?? activeVehicle, options.sequence),
  };
}

const tagOperation = (walletId: string, vehicleNumber: string, operation: string) => ({
  walletId,
  vehicleNumber,
  operation,
});

const recharge = (referenceId: string, amount = "100", walletId = ownWallet.walletId) => ({
  walletId,
  amount,
  referenceId,
});

/** A new customer checked with dedupe, then a full-KYC wallet creation: accepted, so its timeline starts. */
const acceptedCreation: [FastagTriggerStep, FastagTriggerStep] = [
  { path: "/dedupe", body: lookup(newCustomer, newVehicle) },
  { path: "/wallet-creation", body: creation() },
];

const notAvailable = "Not available in the sandbox.";
const costNotPolled =
  "The sandbox checks the costs when you call `/wallet-creation` and answers this code there, so a creation it refused never reaches `/wallet-status`.";
const reissuanceHasNoCost =
  "A reissuance sends no `cost`, so the sandbox has no amount to refuse; production lists the code for reissuance as well.";

export const fastagCodeTriggers: readonly FastagCodeTrigger[] = [
  // KYC
  {
    path: "/generate-otp",
    statusCode: "success",
    trigger: `Send a mobile number of ten digits starting with 6, 7, 8 or 9, e.g. ${code(newCustomer.mobile)}.`,
    steps: [{ path: "/generate-otp", body: { mobile: newCustomer.mobile } }],
  },
  {
    path: "/generate-otp",
    statusCode: "invalid-mobile-number",
    trigger: `Send a mobile number that does not start with 6, 7, 8 or 9, e.g. ${code(invalidMobile)}.`,
    steps: [{ path: "/generate-otp", body: { mobile: invalidMobile } }],
  },
  {
    path: "/validate-otp",
    statusCode: "success",
    trigger: `Send the ${code("otpReferenceId")} from \`/generate-otp\` with the published OTP ${code(fastagSettings.otp)}, within ${fastagSettings.otpValidMinutes} minutes.`,
    steps: [
      { path: "/generate-otp", body: { mobile: newCustomer.mobile } },
      {
        path: "/validate-otp",
        body: { otpReferenceId: "<otpReferenceId from generate-otp>", otp: fastagSettings.otp },
      },
    ],
  },
  {
    path: "/validate-otp",
    statusCode: "invalid-otp",
    trigger: `Send any OTP other than ${code(fastagSettings.otp)}, an expired or already validated one, or an ${code("otpReferenceId")} the sandbox did not issue.`,
    steps: [
      { path: "/generate-otp", body: { mobile: newCustomer.mobile } },
      { path: "/validate-otp", body: { otpReferenceId: "<otpReferenceId from generate-otp>", otp: "0000" } },
    ],
  },

  // Dedupe
  {
    path: "/dedupe",
    statusCode: "registered-customer-and-vehicle",
    trigger: `Send the published customer ${customerText(ravi)} with vehicle ${code(activeVehicle)}; ${code("data.walletId")} is ${code(ownWallet.walletId)}.`,
    steps: [{ path: "/dedupe", body: lookup(ravi, activeVehicle) }],
  },
  {
    path: "/dedupe",
    statusCode: "vehicle-already-registered",
    trigger: `Send any other customer with vehicle ${code(otherVehicle)}, which holds another customer's tag.`,
    steps: [{ path: "/dedupe", body: lookup(newCustomer, otherVehicle) }],
  },
  {
    path: "/dedupe",
    statusCode: "not-found",
    trigger: `Send a customer and a vehicle the sandbox does not know, e.g. ${customerText(newCustomer)} with ${code(newVehicle)}.`,
    steps: [{ path: "/dedupe", body: lookup(newCustomer, newVehicle) }],
  },

  // Wallet creation
  {
    path: "/wallet-creation",
    statusCode: "success",
    trigger: `Check a new customer and vehicle with \`/dedupe\`, validate the OTP for ${code("MIN")} KYC, then send them with the published costs within ${fastagSettings.issuanceWindowMinutes} minutes.`,
    steps: [
      { path: "/dedupe", body: lookup(newCustomer, newVehicle) },
      { path: "/generate-otp", body: { mobile: newCustomer.mobile } },
      {
        path: "/validate-otp",
        body: { otpReferenceId: "<otpReferenceId from generate-otp>", otp: fastagSettings.otp },
      },
      { path: "/wallet-creation", body: creation({ kycType: "MIN" }) },
    ],
  },
  {
    path: "/wallet-creation",
    statusCode: "registered-customer-and-vehicle",
    trigger: `Send the published customer ${customerText(ravi)} with vehicle ${code(activeVehicle)}.`,
    steps: [{ path: "/wallet-creation", body: creation({ customer: ravi, vehicleNumber: activeVehicle }) }],
  },
  {
    path: "/wallet-creation",
    statusCode: "vehicle-already-registered",
    trigger: `Send any other customer with vehicle ${code(otherVehicle)}.`,
    steps: [{ path: "/wallet-creation", body: creation({ vehicleNumber: otherVehicle }) }],
  },
  {
    path: "/wallet-creation",
    statusCode: "not-found",
    trigger: `Send a new customer and vehicle without checking them with \`/dedupe\` first (or, with ${code("wallet.addToExisting")} ${code("true")}, a ${code("wallet.id")} that is not this customer's wallet on your channel).`,
    steps: [{ path: "/wallet-creation", body: creation() }],
  },
  {
    path: "/wallet-creation",
    statusCode: "invalid-mobile-number",
    trigger: `Send a ${code("customer.mobile")} that does not start with 6, 7, 8 or 9, e.g. ${code(invalidMobile)}.`,
    steps: [
      { path: "/wallet-creation", body: creation({ customer: { ...newCustomer, mobile: invalidMobile } }) },
    ],
  },
  {
    path: "/wallet-creation",
    statusCode: "mobile-already-exists",
    trigger: `Send a new customer and vehicle with the published mobile ${code(ravi.mobile)}, which belongs to ${ravi.firstName} ${ravi.lastName}.`,
    steps: [
      { path: "/wallet-creation", body: creation({ customer: { ...newCustomer, mobile: ravi.mobile } }) },
    ],
  },
  {
    path: "/wallet-creation",
    statusCode: "duplicate-creation-request",
    trigger: "Send the same accepted creation again: the vehicle's creation is in progress or done.",
    steps: [...acceptedCreation, { path: "/wallet-creation", body: creation() }],
  },
  {
    path: "/wallet-creation",
    statusCode: "invalid-topup-amount",
    trigger: `Send a ${code("cost.topupAmount")} outside ${code(fastagSettings.topupAmount.min)} to ${code(fastagSettings.topupAmount.max)}, e.g. ${code("20000")}.`,
    steps: [{ path: "/wallet-creation", body: creation({ cost: { topupAmount: "20000" } }) }],
  },
  {
    path: "/wallet-creation",
    statusCode: "invalid-deposit-amount",
    trigger: `Send a ${code("cost.depositAmount")} other than ${code(fastagSettings.depositAmount)}, e.g. ${code("100.00")}.`,
    steps: [{ path: "/wallet-creation", body: creation({ cost: { depositAmount: "100.00" } }) }],
  },
  {
    path: "/wallet-creation",
    statusCode: "invalid-issuance-amount",
    trigger: `Send a ${code("cost.issuanceAmount")} other than ${code(fastagSettings.issuanceAmount)}, e.g. ${code("80.00")}.`,
    steps: [{ path: "/wallet-creation", body: creation({ cost: { issuanceAmount: "80.00" } }) }],
  },
  {
    path: "/wallet-creation",
    statusCode: "invalid-tax-amount",
    trigger: `Send a ${code("cost.taxAmount")} other than ${code(fastagSettings.taxAmount)}, e.g. ${code("10.00")}.`,
    steps: [{ path: "/wallet-creation", body: creation({ cost: { taxAmount: "10.00" } }) }],
  },
  {
    path: "/wallet-creation",
    statusCode: "invalid-tag-seq-number",
    trigger: `Send ${code("tagDetails.toBeShippedByBank")} ${code("false")} with a ${code("sequence")} outside ${code(String(fastagSettings.tagSequences.from))} to ${code(String(fastagSettings.tagSequences.to))}, e.g. ${code(unheldSequence)}, or one already used.`,
    steps: [{ path: "/wallet-creation", body: creation({ sequence: unheldSequence }) }],
  },

  // Wallet status
  {
    path: "/wallet-status",
    statusCode: "success",
    trigger: `Poll ${secondsUntil(walletCreationTimeline, "success")} seconds or more after an accepted \`/wallet-creation\`, with its customer and vehicle; ${code("data.walletId")} is the new wallet.`,
    steps: [
      ...acceptedCreation,
      {
        path: "/wallet-status",
        body: lookup(newCustomer, newVehicle),
        afterSeconds: secondsUntil(walletCreationTimeline, "success"),
      },
    ],
  },
  {
    path: "/wallet-status",
    statusCode: "wallet-creation-successful",
    trigger: `Poll from ${secondsUntil(walletCreationTimeline, "wallet-creation-successful")} seconds after an accepted \`/wallet-creation\`: a code outside the enum that production may answer, so that your client meets it.`,
    steps: [
      ...acceptedCreation,
      {
        path: "/wallet-status",
        body: lookup(newCustomer, newVehicle),
        afterSeconds: secondsUntil(walletCreationTimeline, "wallet-creation-successful"),
      },
    ],
  },
  {
    path: "/wallet-status",
    statusCode: "duplicate-creation-request",
    trigger: `Poll within ${secondsUntil(walletCreationTimeline, "wallet-creation-successful")} seconds of an accepted \`/wallet-creation\`: the creation is still in progress.`,
    steps: [...acceptedCreation, { path: "/wallet-status", body: lookup(newCustomer, newVehicle) }],
  },
  {
    path: "/wallet-status",
    statusCode: "registered-customer-and-vehicle",
    trigger: `Send the published customer ${customerText(ravi)} with vehicle ${code(activeVehicle)}.`,
    steps: [{ path: "/wallet-status", body: lookup(ravi, activeVehicle) }],
  },
  {
    path: "/wallet-status",
    statusCode: "vehicle-already-registered",
    trigger: `Send any other customer with vehicle ${code(otherVehicle)}.`,
    steps: [{ path: "/wallet-status", body: lookup(newCustomer, otherVehicle) }],
  },
  {
    path: "/wallet-status",
    statusCode: "not-found",
    trigger: "Send a customer and vehicle for which no `/wallet-creation` was accepted.",
    steps: [{ path: "/wallet-status", body: lookup(newCustomer, newVehicle) }],
  },
  {
    path: "/wallet-status",
    statusCode: "invalid-mobile-number",
    trigger: `Send a ${code("customer.mobile")} that does not start with 6, 7, 8 or 9, e.g. ${code(invalidMobile)}.`,
    steps: [{ path: "/wallet-status", body: lookup({ ...newCustomer, mobile: invalidMobile }, newVehicle) }],
  },
  {
    path: "/wallet-status",
    statusCode: "mobile-already-exists",
    trigger: `Send a new customer and vehicle with the published mobile ${code(ravi.mobile)}, which belongs to ${ravi.firstName} ${ravi.lastName}.`,
    steps: [{ path: "/wallet-status", body: lookup({ ...newCustomer, mobile: ravi.mobile }, newVehicle) }],
  },
  {
    path: "/wallet-status",
    statusCode: "invalid-topup-amount",
    trigger: notAvailable,
    notProduced: costNotPolled,
  },
  {
    path: "/wallet-status",
    statusCode: "invalid-deposit-amount",
    trigger: notAvailable,
    notProduced: costNotPolled,
  },
  {
    path: "/wallet-status",
    statusCode: "invalid-issuance-amount",
    trigger: notAvailable,
    notProduced: costNotPolled,
  },

  // Tag reissuance
  {
    path: "/tag-reissuance",
    statusCode: "success",
    trigger: `Send the published wallet ${code(ownWallet.walletId)}, its customer ${customerText(ravi)} and vehicle ${code(activeVehicle)}.`,
    steps: [{ path: "/tag-reissuance", body: reissuance() }],
  },
  {
    path: "/tag-reissuance",
    statusCode: "registered-customer-and-vehicle",
    trigger: notAvailable,
    notProduced:
      "A reissuance replaces the tag of a vehicle already registered to the wallet's customer, so the sandbox answers that case with `success`.",
  },
  {
    path: "/tag-reissuance",
    statusCode: "vehicle-already-registered",
    trigger: `Send the published wallet ${code(ownWallet.walletId)} and its customer with vehicle ${code(otherVehicle)}, whose tag is on another wallet.`,
    steps: [{ path: "/tag-reissuance", body: reissuance({ vehicleNumber: otherVehicle }) }],
  },
  {
    path: "/tag-reissuance",
    statusCode: "not-found",
    trigger: `Send the published wallet ${code(ownWallet.walletId)} and its customer with a vehicle that has no tag, e.g. ${code(newVehicle)} (or a wallet or customer that does not match).`,
    steps: [{ path: "/tag-reissuance", body: reissuance({ vehicleNumber: newVehicle }) }],
  },
  {
    path: "/tag-reissuance",
    statusCode: "invalid-mobile-number",
    trigger: `Send a ${code("customer.mobile")} that does not start with 6, 7, 8 or 9, e.g. ${code(invalidMobile)}.`,
    steps: [{ path: "/tag-reissuance", body: reissuance({ customer: { ...ravi, mobile: invalidMobile } }) }],
  },
  {
    path: "/tag-reissuance",
    statusCode: "mobile-already-exists",
    trigger: `Send the mobile of the wallet's customer (${code(ravi.mobile)}) with another customer's name.`,
    steps: [
      { path: "/tag-reissuance", body: reissuance({ customer: { ...newCustomer, mobile: ravi.mobile } }) },
    ],
  },
  {
    path: "/tag-reissuance",
    statusCode: "duplicate-creation-request",
    trigger: `Reissue the tag of ${code(activeVehicle)} twice within ${fastagSettings.reissuanceWindowSeconds} seconds.`,
    steps: [
      { path: "/tag-reissuance", body: reissuance() },
      { path: "/tag-reissuance", body: reissuance() },
    ],
  },
  {
    path: "/tag-reissuance",
    statusCode: "invalid-topup-amount",
    trigger: notAvailable,
    notProduced: reissuanceHasNoCost,
  },
  {
    path: "/tag-reissuance",
    statusCode: "invalid-deposit-amount",
    trigger: notAvailable,
    notProduced: reissuanceHasNoCost,
  },
  {
    path: "/tag-reissuance",
    statusCode: "invalid-issuance-amount",
    trigger: notAvailable,
    notProduced: reissuanceHasNoCost,
  },
  {
    path: "/tag-reissuance",
    statusCode: "invalid-tax-amount",
    trigger: notAvailable,
    notProduced: reissuanceHasNoCost,
  },
  {
    path: "/tag-reissuance",
    statusCode: "invalid-tag-seq-number",
    trigger: `Send ${code("tagDetails.toBeShippedByBank")} ${code("false")} with a ${code("sequence")} outside the published stock, e.g. ${code(unheldSequence)}, or one already used.`,
    steps: [{ path: "/tag-reissuance", body: reissuance({ sequence: unheldSequence }) }],
  },

  // Tag operation
  {
    path: "/tag-operation",
    statusCode: "success",
    trigger: `${code("ACTIVATE")} the published inactive tag: wallet ${code(ownWallet.walletId)}, vehicle ${code(inactiveVehicle)}.`,
    steps: [{ path: "/tag-operation", body: tagOperation(ownWallet.walletId, inactiveVehicle, "ACTIVATE") }],
  },
  {
    path: "/tag-operation",
    statusCode: "invalid-channel-id",
    trigger: `Send another channel's published wallet ${code(otherWallet.walletId)} with vehicle ${code(otherVehicle)}.`,
    steps: [{ path: "/tag-operation", body: tagOperation(otherWallet.walletId, otherVehicle, "DEACTIVATE") }],
  },
  {
    path: "/tag-operation",
    statusCode: "wallet-not-found",
    trigger: `Send a wallet ID the sandbox does not know, e.g. ${code(unknownWalletId)}.`,
    steps: [{ path: "/tag-operation", body: tagOperation(unknownWalletId, activeVehicle, "DEACTIVATE") }],
  },
  {
    path: "/tag-operation",
    statusCode: "tag-not-found",
    trigger: `Send the published wallet ${code(ownWallet.walletId)} with a vehicle that has no tag on it, e.g. ${code(newVehicle)}.`,
    steps: [{ path: "/tag-operation", body: tagOperation(ownWallet.walletId, newVehicle, "DEACTIVATE") }],
  },
  {
    path: "/tag-operation",
    statusCode: "tag-is-already-active",
    trigger: `${code("ACTIVATE")} the published active tag: wallet ${code(ownWallet.walletId)}, vehicle ${code(activeVehicle)}.`,
    steps: [{ path: "/tag-operation", body: tagOperation(ownWallet.walletId, activeVehicle, "ACTIVATE") }],
  },
  {
    path: "/tag-operation",
    statusCode: "tag-is-already-inactive",
    trigger: `${code("DEACTIVATE")} the published inactive tag: wallet ${code(ownWallet.walletId)}, vehicle ${code(inactiveVehicle)}.`,
    steps: [
      { path: "/tag-operation", body: tagOperation(ownWallet.walletId, inactiveVehicle, "DEACTIVATE") },
    ],
  },
  {
    path: "/tag-operation",
    statusCode: "tag-is-already-closed",
    trigger: `Send any operation for the published closed tag: wallet ${code(ownWallet.walletId)}, vehicle ${code(closedVehicle)}.`,
    steps: [{ path: "/tag-operation", body: tagOperation(ownWallet.walletId, closedVehicle, "ACTIVATE") }],
  },

  // Recharge
  {
    path: "/recharge",
    statusCode: "submitted",
    trigger: `Recharge the published wallet ${code(ownWallet.walletId)} with ${code("100")} and a ${code("referenceId")} you have not used.`,
    steps: [{ path: "/recharge", body: recharge("BCRCH0000000001") }],
  },
  {
    path: "/recharge",
    statusCode: "invalid-wallet-id",
    trigger: `Recharge another channel's published wallet ${code(otherWallet.walletId)}, or a wallet ID the sandbox does not know.`,
    steps: [{ path: "/recharge", body: recharge("BCRCH0000000001", "100", otherWallet.walletId) }],
  },
  {
    path: "/recharge",
    statusCode: "recharge-failed",
    trigger: `Recharge the published ${ownWallet.kycType} wallet ${code(ownWallet.walletId)} with ${code(fastagSettings.walletLimit[ownWallet.kycType])}: its balance would pass the ${code(fastagSettings.walletLimit[ownWallet.kycType])} it may hold (an amount outside ${code(fastagSettings.rechargeAmount.min)} to ${code(fastagSettings.rechargeAmount.max)} fails too).`,
    steps: [
      {
        path: "/recharge",
        body: recharge("BCRCH0000000001", fastagSettings.walletLimit[ownWallet.kycType]),
      },
    ],
  },
  {
    path: "/recharge",
    statusCode: "ref-id-not-valid",
    trigger: `Send a ${code("referenceId")} that is not 1 to 35 letters, digits, ${code("-")} or ${code("_")}, e.g. ${code("BC RCH#1")}.`,
    steps: [{ path: "/recharge", body: recharge("BC RCH#1") }],
  },
  {
    path: "/recharge",
    statusCode: "ref-id-not-unique",
    trigger: `Send the ${code("referenceId")} of an accepted recharge again.`,
    steps: [
      { path: "/recharge", body: recharge("BCRCH0000000001") },
      { path: "/recharge", body: recharge("BCRCH0000000001") },
    ],
  },

  // Recharge status
  {
    path: "/recharge-status",
    statusCode: "recharge-processing",
    trigger: `Ask within ${secondsUntil(rechargeTimeline, "success")} seconds of an accepted \`/recharge\`, with its wallet and ${code("referenceId")}.`,
    steps: [
      { path: "/recharge", body: recharge("BCRCH0000000001") },
      {
        path: "/recharge-status",
        body: { walletId: ownWallet.walletId, referenceId: "BCRCH0000000001" },
      },
    ],
  },
  {
    path: "/recharge-status",
    statusCode: "success",
    trigger: `Ask ${secondsUntil(rechargeTimeline, "success")} seconds or more after an accepted \`/recharge\`, with its wallet and ${code("referenceId")}.`,
    steps: [
      { path: "/recharge", body: recharge("BCRCH0000000001") },
      {
        path: "/recharge-status",
        body: { walletId: ownWallet.walletId, referenceId: "BCRCH0000000001" },
        afterSeconds: secondsUntil(rechargeTimeline, "success"),
      },
    ],
  },
  {
    path: "/recharge-status",
    statusCode: "txn-number-not-found",
    trigger: `Send a ${code("referenceId")} you did not recharge the wallet with.`,
    steps: [
      {
        path: "/recharge-status",
        body: { walletId: ownWallet.walletId, referenceId: "BCRCH9999999999" },
      },
    ],
  },

  // Balances, statements, vehicle status
  {
    path: "/wallet-balance",
    statusCode: "000",
    trigger: `Send the published wallet ${code(ownWallet.walletId)}, or one your channel created.`,
    steps: [{ path: "/wallet-balance", body: { walletId: ownWallet.walletId } }],
  },
  {
    path: "/toll-transactions",
    statusCode: "success",
    trigger: `Send the published wallet ${code(ownWallet.walletId)} with a date range, e.g. ${code(statementRange.startDate)} to ${code(statementRange.endDate)}, ${code("limit")} 1 to ${fastagSettings.maxPageRows} and an ${code("offset")}.`,
    steps: [{ path: "/toll-transactions", body: { walletId: ownWallet.walletId, ...statementRange } }],
  },
  {
    path: "/wallet-transactions",
    statusCode: "success",
    trigger: `Send the published wallet ${code(ownWallet.walletId)} with a date range, a page and ${code("transactionType")} ${code("ALL")}, ${code("CREDIT")} or ${code("DEBIT")}.`,
    steps: [
      {
        path: "/wallet-transactions",
        body: { walletId: ownWallet.walletId, ...statementRange, transactionType: "ALL" },
      },
    ],
  },
  {
    path: "/vehicle-status",
    statusCode: "vehicle-found",
    trigger: `Send the published vehicle ${code(statusOnlyVehicle)}, or any vehicle with a tag on a wallet, e.g. ${code(activeVehicle)}.`,
    steps: [{ path: "/vehicle-status", body: { vehicleNumber: statusOnlyVehicle } }],
  },
];
