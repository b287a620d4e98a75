/**
 * The reference pages' "Sandbox" code samples, as data: for every operation the sandbox serves,
 * the request that runs against a fresh sandbox as it stands (published credentials, published
 * test data), the order the operations run in, and the answer each gets. Values only an earlier
 * call can give are `<field from operation>` markers (see core/sandbox/sample-markers.ts). The
 * pages render these requests, and a test runs them in order against the sandbox.
 */
import type { ExampleRequest } from "../../core/openapi/example-request";
import type { SandboxSpecId } from "../../core/sandbox/sandbox-url";
import {
  fastagSettings,
  publishedWallets,
  rechargeTimeline,
  walletCreationTimeline,
  type TimelineStage,
} from "./fastag";
import { issuanceParts, walletCreationRequest } from "./fastag-requests";
import { sandboxFixtures } from "./fixtures";
import { publishedHeaderValue } from "./published-headers";
import { instaCollectBills } from "./instacollect";

export type SampleStep = {
  /** As in the document. */
  operationId: string;
  /**
   * The documented request example this step sends, for an operation the flow calls with more
   * than one (the token call, once per API): the page shows a sample for each, titled by the
   * example's summary. Absent = the operation's only sample.
   */
  variant?: string;
  /** The sandbox-mode body; absent = the documented first example, as it is. Markers allowed. */
  body?: unknown;
  /** Header values beyond the published credentials, e.g. `{ Authorization: "Bearer <token from token>" }`. */
  headers?: Record<string, string>;
  /**
   * For templated paths: parameter → marker, e.g. `{ deliveryId: "<id from deliveries>" }`, or an
   * example value where no earlier answer gives one. The sample shows `{deliveryId}`.
   */
  pathParameters?: Record<string, string>;
  /**
   * What the answer must be: its HTTP status, its `statusCode` (one of these), and top-level
   * fields the body must have with these values (objects compared as a subset).
   */
  expect: {
    status: number;
    statusCode?: readonly string[];
    fields?: Record<string, unknown>;
    /** Top-level fields the answer must carry, whatever their values (a link, a session id). */
    has?: readonly string[];
  };
  /** Why this answer is the documented one, if it is not plain success (one sentence, shown to partners). */
  note?: string;
};

/** A published value a step relies on; a data change that removes it fails at load, not on the page. */
function published<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The sandbox's published data no longer has ${what}.`);
  return value;
}

const success = { status: 200, statusCode: ["success"] } as const;

// Bill payment (cou.yaml): the billers, then the documented context chain, then a complaint about
// the payment it made.

const exampleBiller = published(
  sandboxFixtures.billers.find((biller) => biller.billerId === "BILLER000001"),
  "the examples' biller BILLER000001",
);

/**
 * A complaint's date: the sandbox takes any date up to today (IST), so a fixed past date keeps the
 * sample running as it stands on any later day.
 */
const complaintDate = "2026-11-20";

const couFlow: readonly SampleStep[] = [
  { operationId: "getBillerCategories", expect: success },
  { operationId: "postBillerCategories", expect: success },
  { operationId: "getBillerList", expect: success },
  { operationId: "getBillerDetails", expect: success },
  { operationId: "getBillerFields", expect: success },
  { operationId: "billFetchRequest", expect: success },
  { operationId: "getFetchedBill", expect: success },
  {
    operationId: "makePayment",
    // The published bill's amount as a number (a marker would be filled as text), and the
    // documented referenceId, unused on a fresh sandbox.
    body: {
      amount: exampleBiller.bill.amount,
      context: "<context from get-fetched-bill>",
      referenceId: "REF0000000001",
      remittanceDetails: {
        accountNumber: "1234567890123456",
        accountHolderName: exampleBiller.bill.customerName,
      },
      txnMode: "ACCOUNT TRANSFER",
    },
    expect: success,
  },
  { operationId: "getPaymentStatus", expect: success },
  {
    operationId: "raiseComplaint",
    body: {
      txnId: "<txnId from get-payment-status>",
      txnDate: complaintDate,
      issueType: "Double payment",
      description: "The same bill was paid twice.",
    },
    expect: success,
  },
  { operationId: "getComplaintStatus", expect: success },
];

// Provider APIs (provider.yaml).

const { provider } = sandboxFixtures;
const settledTransaction = published(
  provider.transactions.find((transaction) => transaction.outcome === "SUCCESSFUL"),
  "a successful provider transaction",
);
const reportDays = provider.reportRecords.map((record) => record.payment.date.slice(0, 10)).sort();
const reportBiller = published(provider.reportRecords[0], "a report record").BBPS.BBPSBillerID;
const settlementDays = provider.reportRecords
  .flatMap((record) => record.payment.settlements ?? [])
  .map((settlement) => settlement.date.slice(0, 10))
  .sort();

/**
 * The days the sandbox's report records span, for the report examples' date placeholders
 * (`<txnStartDate (IST)>` …): a download's examples then find records as written.
 */
export const reportExampleDates: Readonly<Record<string, string>> = {
  "txnStartDate (IST)": reportDays.at(0)!,
  "txnEndDate (IST)": reportDays.at(-1)!,
  "settlementStartDate (IST)": settlementDays.at(0)!,
  "settlementEndDate (IST)": settlementDays.at(-1)!,
};
const bearer = { Authorization: "Bearer <token from token>" };

const providerFlow: readonly SampleStep[] = [
  {
    operationId: "createToken",
    variant: "statusApi",
    body: provider.credentials.status,
    expect: { status: 200, fields: { success: true } },
  },
  {
    operationId: "getTransactionStatus",
    body: { txnReferenceId: settledTransaction.txnReferenceId },
    headers: bearer,
    expect: { status: 200, fields: { success: true, data: { payment: { status: "SUCCESSFUL" } } } },
  },
  {
    operationId: "createToken",
    variant: "reportsApi",
    body: provider.credentials.reports,
    expect: { status: 200, fields: { success: true } },
  },
  {
    operationId: "getReports",
    body: {
      filters: { bbpsBillerID: reportBiller, txnStartDate: reportDays.at(0), txnEndDate: reportDays.at(-1) },
    },
    headers: bearer,
    expect: { status: 200, fields: { metadata: { totalRecords: provider.reportRecords.length } } },
  },
];

// InstaCollect (instacollect.yaml): its webhooks are the partner's to serve, so only the links run.

const powerBill = published(instaCollectBills[0], "an InstaCollect bill");

const instaCollectFlow: readonly SampleStep[] = [
  {
    operationId: "createBillLink",
    body: { billId: powerBill.billId, mobileNumber: "9876543210" },
    expect: { status: 200, has: ["link", "sessionId"] },
  },
  { operationId: "createDirectLink", expect: { status: 200, has: ["link", "sessionId"] } },
];

// FASTag (fastag.yaml, environment `mock`): a new customer's issuance, then the examples' wallet.

const examplesWallet = published(publishedWallets[0], "the examples' wallet");
const examplesVehicle = published(examplesWallet.tags[0], "the examples' vehicle");
const newCustomer = { firstName: "Kavya", lastName: "Iyer", mobile: "9988776655", dob: "1992-04-18" };
const newVehicle = "KA01NEW0001";
const lookup = { customer: newCustomer, vehicleNumber: newVehicle };
const codesOf = (timeline: readonly TimelineStage[]) => timeline.map((stage) => stage.statusCode);

/** A poll's answer depends on when it comes, so the sample accepts any stage; this says which when. */
function timelineNote(what: string, [first, ...later]: readonly [TimelineStage, ...TimelineStage[]]): string {
  const then = later.map((stage) => `${stage.statusCode} from ${stage.fromSeconds} seconds`).join(" and ");
  return `${what} moves on with time in the sandbox: this call answers ${first.statusCode} at first, then ${then}.`;
}

const fastagFlow: readonly SampleStep[] = [
  { operationId: "generateOtp", body: { mobile: newCustomer.mobile }, expect: success },
  {
    operationId: "validateOtp",
    body: { otpReferenceId: "<otpReferenceId from generate-otp>", otp: fastagSettings.otp },
    expect: success,
  },
  {
    operationId: "dedupe",
    body: lookup,
    expect: { status: 200, statusCode: ["not-found"] },
    note: "A customer and vehicle the bank does not know answer not-found, which lets issuance go on.",
  },
  {
    operationId: "createWallet",
    // A tag the bank ships: one from the BC's stock fits one vehicle only, and a flow runs again.
    body: walletCreationRequest({ ...lookup, kycType: "MIN" }),
    expect: success,
  },
  {
    operationId: "walletCreationStatus",
    body: lookup,
    expect: { status: 200, statusCode: codesOf(walletCreationTimeline) },
    note: timelineNote("Wallet creation", walletCreationTimeline),
  },
  {
    operationId: "reissuance",
    // The examples' wallet and vehicle, with a tag the bank ships: one from the BC's stock fits once.
    body: {
      walletId: examplesWallet.walletId,
      ...issuanceParts(examplesWallet.customer, "M", examplesVehicle.vehicleNumber, undefined),
    },
    expect: success,
  },
  { operationId: "tagOperation", expect: success },
  { operationId: "rechargeRequest", expect: { status: 200, statusCode: ["submitted"] } },
  {
    operationId: "rechargeEnquiry",
    expect: { status: 200, statusCode: codesOf(rechargeTimeline) },
    note: timelineNote("A recharge", rechargeTimeline),
  },
  { operationId: "walletBalance", expect: { status: 200, statusCode: ["000"] } },
  { operationId: "tollTransactions", expect: success },
  { operationId: "walletTransactions", expect: success },
  { operationId: "vehicleStatus", expect: { status: 200, statusCode: ["vehicle-found"] } },
];

// The sandbox's own deliveries API (deliveries.yaml). Nothing needs to listen at the documented
// loopback receivers: the answers below are the sandbox's, whatever becomes of the attempts.

const deliveriesFlow: readonly SampleStep[] = [
  { operationId: "createDelivery", expect: { status: 202, fields: { event: "settlementNotification" } } },
  {
    operationId: "getDelivery",
    pathParameters: { deliveryId: "<id from deliveries>" },
    expect: { status: 200, fields: { event: "settlementNotification" } },
  },
  {
    operationId: "redeliver",
    pathParameters: { deliveryId: "<id from deliveries>" },
    expect: { status: 202, fields: { event: "settlementNotification" } },
  },
  {
    operationId: "registerNotificationUrls",
    expect: { status: 201, fields: { billerId: exampleBiller.billerId } },
  },
  {
    operationId: "getNotificationUrls",
    pathParameters: { registrationId: "<id from notification-urls>" },
    expect: { status: 200, fields: { billerId: exampleBiller.billerId } },
  },
  {
    operationId: "registerInstaCollectWebhooks",
    expect: { status: 201, fields: { baseUrl: "http://localhost:8080" } },
  },
  {
    operationId: "getInstaCollectWebhooks",
    pathParameters: { registrationId: "<id from webhook-urls>" },
    expect: { status: 200, fields: { baseUrl: "http://localhost:8080" } },
  },
  {
    operationId: "refundInstaCollectPayment",
    expect: { status: 404, statusCode: ["SANDBOX_PAYMENT_NOT_FOUND"] },
    note: "Only a payment made on the hosted payment page can be refunded, so this request answers SANDBOX_PAYMENT_NOT_FOUND until you pay a link and send its sessionId as orderId.",
  },
  // The request log shows the calls above, as this client made them.
  { operationId: "listLoggedExchanges", expect: { status: 200, has: ["exchanges"] } },
  {
    operationId: "getLoggedExchange",
    pathParameters: { traceId: "<traceId from refunds>" },
    expect: { status: 200, has: ["exchange"] },
  },
  {
    operationId: "openInstaCollectLink",
    pathParameters: { linkId: "icl_5T2M8Q1K7W4X0B9R3N6PDZ.c2FuZGJveA.c2lnbmF0dXJl" },
    expect: { status: 404, statusCode: ["SANDBOX_LINK_NOT_FOUND"] },
    note: "The hosted payment page makes this call with the id in its link's address; the example id is none the sandbox made, so it answers SANDBOX_LINK_NOT_FOUND.",
  },
  {
    operationId: "getInstaCollectSession",
    pathParameters: { sessionId: "ics_5T2M8Q1K7W4X0B9R3N6PDZC8EA" },
    expect: { status: 403, statusCode: ["SANDBOX_SESSION_KEY_INVALID"] },
    note: "Only the page that opened a link holds its session key, so the example answers SANDBOX_SESSION_KEY_INVALID.",
  },
  {
    operationId: "fetchInstaCollectSessionBill",
    pathParameters: { sessionId: "ics_5T2M8Q1K7W4X0B9R3N6PDZC8EA" },
    expect: { status: 403, statusCode: ["SANDBOX_SESSION_KEY_INVALID"] },
    note: "Only the page that opened a link holds its session key, so the example answers SANDBOX_SESSION_KEY_INVALID.",
  },
  {
    operationId: "payInstaCollectSession",
    pathParameters: { sessionId: "ics_5T2M8Q1K7W4X0B9R3N6PDZC8EA" },
    expect: { status: 403, statusCode: ["SANDBOX_SESSION_KEY_INVALID"] },
    note: "Only the page that opened a link holds its session key, so the example answers SANDBOX_SESSION_KEY_INVALID.",
  },
  {
    operationId: "registerFastagNotificationUrl",
    expect: { status: 201, fields: { channelId: publishedHeaderValue("BANK-CHANNEL-ID") } },
  },
  {
    operationId: "getFastagNotificationUrl",
    // The FASTag registration's path ends like the bill payment one's, and is the latest of the two.
    pathParameters: { registrationId: "<id from notification-urls>" },
    expect: { status: 200, fields: { channelId: publishedHeaderValue("BANK-CHANNEL-ID") } },
  },
  {
    operationId: "bookFastagToll",
    expect: { status: 202, fields: { transaction: { vehicleNumber: "KA05OD2000", txnType: "debit" } } },
  },
];

/**
 * Every operation of each document the sandbox serves, in the order the flow runs them: once, or
 * once per `variant`.
 */
export const sampleFlows: Readonly<Record<SandboxSpecId, readonly SampleStep[]>> = {
  cou: couFlow,
  provider: providerFlow,
  deliveries: deliveriesFlow,
  instacollect: instaCollectFlow,
  fastag: fastagFlow,
};

/** The steps of `operationId` in `specId`'s flow (one per variant), in flow order. */
export const sampleSteps = (specId: SandboxSpecId, operationId: string): SampleStep[] =>
  sampleFlows[specId].filter((step) => step.operationId === operationId);

/** The step of `operationId` in `specId`'s flow (its first variant), if any. */
export const sampleStep = (specId: SandboxSpecId, operationId: string): SampleStep | undefined =>
  sampleSteps(specId, operationId)[0];

/**
 * The sandbox-mode request of a step from the operation's documented one (`exampleRequest`):
 * published values in the credential headers, the step's own headers and body. The URL is the
 * caller's (see `sandboxUrl`); without a step the documented body stays.
 */
export function sandboxStepRequest(step: SampleStep | undefined, documented: ExampleRequest): ExampleRequest {
  const extra = Object.entries(step?.headers ?? {});
  const replaced = (name: string) =>
    extra.find(([extraName]) => extraName.toLowerCase() === name.toLowerCase());
  const headers = documented.headers.map(({ name, value }) => ({
    name,
    value: replaced(name)?.[1] ?? publishedHeaderValue(name) ?? value,
  }));
  const added = extra
    .filter(
      ([name]) => !documented.headers.some((header) => header.name.toLowerCase() === name.toLowerCase()),
    )
    .map(([name, value]) => ({ name, value }));
  return {
    ...documented,
    headers: [...headers, ...added],
    body: step && "body" in step ? step.body : documented.body,
  };
}

/** The sandbox-mode request of an operation's first step (see `sandboxStepRequest`). */
export const sandboxSampleRequest = (
  specId: SandboxSpecId,
  operationId: string,
  documented: ExampleRequest,
): ExampleRequest => sandboxStepRequest(sampleStep(specId, operationId), documented);
