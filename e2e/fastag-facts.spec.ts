import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * The FASTag facts sheet, as a list: every operation, request and response field, header, enum
 * value and status code it gives must appear on the built pages, so a gap in the OpenAPI document
 * or the guides fails here rather than reaching partners.
 */
const operations = [
  ["/generate-otp", "generateOtp"],
  ["/validate-otp", "validateOtp"],
  ["/dedupe", "dedupe"],
  ["/wallet-creation", "createWallet"],
  ["/wallet-status", "walletCreationStatus"],
  ["/tag-reissuance", "reissuance"],
  ["/tag-operation", "tagOperation"],
  ["/recharge", "rechargeRequest"],
  ["/recharge-status", "rechargeEnquiry"],
  ["/wallet-balance", "walletBalance"],
  ["/toll-transactions", "tollTransactions"],
  ["/wallet-transactions", "walletTransactions"],
  ["/vehicle-status", "vehicleStatus"],
] as const;

const headers = [
  "CHANNEL-ID",
  "CLIENT-ID",
  "CLIENT-SECRET",
  "ENCRYPTION-KEY",
  "SALT-KEY",
  "MERCHANT-ID",
  "POS-NUMBER",
  "AGENT-ID",
  "PRODUCT-ID",
];

const fields = [
  // Envelope
  "statusCode",
  "statusMessage",
  // KYC and issuance
  "mobile",
  "otpReferenceId",
  "otp",
  "firstName",
  "lastName",
  "dob",
  "vehicleNumber",
  "walletId",
  "kycType",
  "gender",
  "email",
  "addToExisting",
  "document",
  "number",
  "line",
  "city",
  "state",
  "pinCode",
  "toBeShippedByBank",
  "sequence",
  "class",
  "isCommercial",
  "chasisNumber",
  "depositAmount",
  "issuanceAmount",
  "taxAmount",
  "topupAmount",
  // Tag operations, recharge and balances
  "operation",
  "amount",
  "referenceId",
  "rechargeDateTime",
  "balance",
  "odBalance",
  "sdbalance",
  "unclearBalance",
  "thresholdAmount",
  // Toll and wallet transactions
  "startDate",
  "endDate",
  "limit",
  "offset",
  "tollTransactionReference",
  "tagId",
  "vehicleClass",
  "avcClass",
  "transactionType",
  "transactionAmount",
  "plazaName",
  "plazaCode",
  "readerDateAndTime",
  "transactionDateAndTime",
  "metadata",
  "count",
  "openingBalance",
  "closingBalance",
  "transactionDate",
  "laneTransationTime",
  "narration",
  "merchantName",
  "debit",
  "credit",
  "odAmount",
  // Vehicle status
  "bankStatus",
  "npciMapperStatus",
];

const enumValues = [
  "FULL",
  "MIN",
  "PAN",
  "AADHAR",
  "ACTIVATE",
  "DEACTIVATE",
  "CLOSE",
  "ALL",
  "CREDIT",
  "DEBIT",
  "ACTIVE",
  "SUSPENDED",
  "CLOSED",
  "BLACKLIST",
  "LOW_BALANCE",
  "NOT_FOUND",
  "EXEMPT",
];

const statusCodes = [
  "success",
  "invalid-mobile-number",
  "invalid-otp",
  "registered-customer-and-vehicle",
  "vehicle-already-registered",
  "not-found",
  "mobile-already-exists",
  "duplicate-creation-request",
  "invalid-topup-amount",
  "invalid-deposit-amount",
  "invalid-issuance-amount",
  "invalid-tax-amount",
  "invalid-tag-seq-number",
  "invalid-channel-id",
  "wallet-not-found",
  "tag-not-found",
  "tag-is-already-active",
  "tag-is-already-inactive",
  "tag-is-already-closed",
  "submitted",
  "invalid-wallet-id",
  "recharge-failed",
  "ref-id-not-valid",
  "ref-id-not-unique",
  "recharge-processing",
  "txn-number-not-found",
  "vehicle-found",
  "000",
  // Documented discrepancy: the example code that is not in the enum.
  "wallet-creation-successful",
];

const vehicleClasses = ["4", "5", "6", "7", "12", "15", "16"];

/** The page's text without JavaScript: what the prerendered HTML says. */
async function pageText(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

const word = (text: string, value: string) =>
  new RegExp(`(^|[^A-Za-z0-9_-])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^A-Za-z0-9_-])`).test(
    text,
  );

test.describe("the FASTag facts sheet, on the pages", () => {
  test("the API reference shows every operation, header, field and enum value", async ({ request }) => {
    const text = await pageText(request, "/fastag/api");
    const missing = [
      ...operations.flatMap(([path, id]) => [path, id]).filter((value) => !text.includes(value)),
      ...headers.filter((header) => !text.includes(`-${header}`)),
      ...[...fields, ...enumValues].filter((value) => !word(text, value)),
    ];
    expect(missing).toEqual([]);
  });

  test("the error codes page lists every status code", async ({ request }) => {
    const text = await pageText(request, "/fastag/error-codes");
    expect(statusCodes.filter((code) => !word(text, code))).toEqual([]);
  });

  test("the vehicle classes are listed", async ({ request }) => {
    const text = await pageText(request, "/fastag/api");
    expect(vehicleClasses.filter((value) => !word(text, value))).toEqual([]);
    expect(text).toContain("Heavy construction machinery");
  });
});
