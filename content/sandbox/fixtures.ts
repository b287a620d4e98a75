import { reportRecord, settlement, transactionStatusPayment } from "../../core/sandbox/provider-records";
import type { SandboxBillerFixtureInput, SandboxFixturesInput } from "./fixtures-schema";

/**
 * The sandbox's published data: the credential values partners use before they have their own,
 * the billers and customers it knows, and the provider APIs' transactions and report records.
 * Everything here is public by design and shown on the reference pages; none of it is a real
 * credential. Checked by `sandboxFixturesSchema` when the server starts.
 */

const allChannels = ["INT", "INTB", "MOB", "BNKBRNCH", "BSC", "AGT", "KIOSK", "ATM"];

/** The example limits of the specification (minLimit 100, maxLimit 99999900), in paise, for every channel. */
const exampleLimits = allChannels.map((paymentChannel) => ({
  paymentChannel,
  minLimit: 100,
  maxLimit: 99999900,
}));

const commonModes = [
  { paymentMode: "UPI", minLimit: 100 },
  { paymentMode: "INTERNET BANKING", minLimit: 100 },
  { paymentMode: "ACCOUNT TRANSFER", minLimit: 100 },
  { paymentMode: "DEBIT CARD", minLimit: 100 },
];

const tenDigitConsumerNumber: SandboxBillerFixtureInput["customerParams"][number] = {
  paramName: "Consumer Number",
  dataType: "Numeric",
  minLength: 10,
  maxLength: 10,
  regex: "^[0-9]{10}$",
  optional: false,
  cardExpiry: false,
};

const powerBill: SandboxBillerFixtureInput["bill"] = {
  customerName: "Asha Rao",
  amount: 150000,
  billPeriod: "MONTHLY",
  additionalInfo: [{ name: "Connection type", value: "Domestic" }],
};

/** The published records' common facts: one loan biller, one customer. */
const loanPayment = (
  txnReferenceId: string,
  amount: number,
  paidOn: string,
  billNumber: string,
  billDate: string,
) => ({
  txnReferenceId,
  billerId: "BILLER0000001",
  amount,
  mode: "UPI",
  billNumber,
  billDate,
  dueDate: "2026-11-30",
  billPeriod: "MONTHLY",
  customerName: "Asha Rao",
  customerParams: [{ name: "Loan Number", value: "LN0012345678" }],
  paidOn,
});

const publishedReportRecord = (
  index: number,
  amount: number,
  date: string,
  settledOn: string | null,
  status: "SUCCESSFUL" | "FAILED" = "SUCCESSFUL",
) =>
  reportRecord(
    loanPayment(`BBPS000000000000010${index}`, amount, date, `SBX-BILL-${index}`, date.slice(0, 10)),
    { paymentRefId: `SBXPAYREF00000${index}`, refId: `SBXREF000000000000000000000000000${index}` },
    settledOn === null ? null : [settlement(amount, settledOn, true, index)],
    status,
  );

const paymentOfStatus = (txnReferenceId: string, status: "SUCCESSFUL" | "FAILED") =>
  transactionStatusPayment(
    loanPayment(txnReferenceId, 150000, "2026-11-20 10:15:00", "BILL-2026-11-001", "2026-11-01"),
    status,
  );

/** A power biller like BILLER000001 that fails on purpose, in one published way. */
const failingPowerBiller = (
  billerId: string,
  aliasName: string,
  purpose: string,
  failure: NonNullable<SandboxBillerFixtureInput["failure"]>,
) => ({
  billerId,
  name: `Example ${aliasName} Ltd`,
  aliasName,
  description: "A test biller that fails on purpose.",
  categoryCode: "C01",
  type: "BBPS" as const,
  exactness: "EXACT" as const,
  status: "active" as const,
  purpose,
  customerParams: [tenDigitConsumerNumber],
  paymentChannels: exampleLimits,
  paymentModes: commonModes,
  timeout: 480,
  exampleParams: [{ name: "Consumer Number", value: "1234567890" }],
  bill: powerBill,
  failure,
});

export const sandboxFixtures = {
  couCredentials: [
    { name: "channel-id", label: "Channel id", value: "SANDBOX-CHANNEL" },
    { name: "body-channel-id", label: "Body channel id", value: "SANDBOX-BODY-CHANNEL" },
    { name: "client-id", label: "Client id", value: "sandbox-client-id" },
    { name: "client-secret", label: "Client secret", value: "sandbox-client-secret" },
    { name: "encryption-key", label: "Encryption key", value: "sandbox-encryption-key" },
    { name: "salt-key", label: "Salt key", value: "sandbox-salt-key" },
    { name: "channel-password", label: "Channel password", value: "sandbox-channel-password" },
  ],
  categories: [
    { categoryCode: "C01", categoryName: "Electricity" },
    { categoryCode: "C02", categoryName: "Water" },
    { categoryCode: "C03", categoryName: "Gas" },
    { categoryCode: "C04", categoryName: "Credit Card" },
    { categoryCode: "C05", categoryName: "Broadband" },
  ],
  billers: [
    {
      billerId: "BILLER000001",
      name: "Example Power Distribution Ltd",
      aliasName: "Example Power",
      description: "Electricity bills of Example Power customers.",
      categoryCode: "C01",
      type: "BBPS",
      exactness: "EXACT",
      status: "active",
      purpose: "The documented examples: every channel, EXACT amount (pay the bill amount only).",
      customerParams: [tenDigitConsumerNumber],
      paymentChannels: exampleLimits,
      paymentModes: commonModes,
      timeout: 480,
      exampleParams: [{ name: "Consumer Number", value: "1234567890" }],
      bill: powerBill,
      autoPayment: true,
    },
    {
      billerId: "BILLER000002",
      name: "Example Water Board",
      aliasName: "Example Water",
      description: "Water bills of the Example Water Board.",
      categoryCode: "C02",
      type: "EBPP",
      exactness: "ANY",
      status: "active",
      purpose: "ANY amount, but only INT, INTB, AGT and BNKBRNCH channels, up to 500000 paise.",
      customerParams: [
        {
          paramName: "Connection ID",
          dataType: "Alphanumeric",
          minLength: 6,
          maxLength: 12,
          regex: "^[A-Z0-9]{6,12}$",
          optional: false,
          cardExpiry: false,
        },
      ],
      paymentChannels: ["INT", "INTB", "AGT", "BNKBRNCH"].map((paymentChannel) => ({
        paymentChannel,
        minLimit: 100,
        maxLimit: 500000,
      })),
      paymentModes: commonModes,
      timeout: 480,
      exampleParams: [{ name: "Connection ID", value: "WTR123456" }],
      bill: { customerName: "Ravi Kumar", amount: 45000, billPeriod: "QUARTERLY", additionalInfo: [] },
    },
    {
      billerId: "BILLER000003",
      name: "Example Gas Ltd",
      aliasName: "Example Gas",
      description: "Piped gas bills of Example Gas customers.",
      categoryCode: "C03",
      type: "BBPS",
      exactness: "EXACT_UP",
      status: "active",
      purpose: "EXACT_UP: pay at least the bill amount.",
      customerParams: [
        {
          paramName: "Customer ID",
          dataType: "Numeric",
          minLength: 8,
          maxLength: 10,
          regex: "^[0-9]{8,10}$",
          optional: false,
          cardExpiry: false,
        },
      ],
      paymentChannels: exampleLimits,
      paymentModes: commonModes,
      timeout: 480,
      exampleParams: [{ name: "Customer ID", value: "50012345" }],
      bill: { customerName: "Meera Iyer", amount: 89000, billPeriod: "BIMONTHLY", additionalInfo: [] },
    },
    {
      billerId: "BILLER000004",
      name: "Example Bank Credit Card",
      aliasName: "Example Card",
      description: "Credit card bills of Example Bank cardholders.",
      categoryCode: "C04",
      type: "BBPS",
      exactness: "EXACT_DOWN",
      status: "active",
      purpose:
        "EXACT_DOWN (pay up to the bill amount) and the card-expiry rule on its Card Expiry parameter (MMYY).",
      customerParams: [
        {
          paramName: "Card Last 4 Digits",
          dataType: "Numeric",
          minLength: 4,
          maxLength: 4,
          regex: "^[0-9]{4}$",
          optional: false,
          cardExpiry: false,
        },
        {
          paramName: "Card Expiry",
          dataType: "Numeric",
          minLength: 4,
          maxLength: 4,
          regex: "^[0-9]{4}$",
          optional: false,
          cardExpiry: true,
        },
      ],
      paymentChannels: exampleLimits,
      paymentModes: commonModes,
      timeout: 480,
      exampleParams: [
        { name: "Card Last 4 Digits", value: "4321" },
        { name: "Card Expiry", value: "1230" },
      ],
      bill: {
        customerName: "Asha Rao",
        amount: 2500000,
        billPeriod: "MONTHLY",
        additionalInfo: [{ name: "Minimum amount due", value: "125000" }],
      },
    },
    {
      billerId: "BILLER000009",
      name: "Example Old Power Co",
      aliasName: "Old Power",
      description: "A biller that is not active.",
      categoryCode: "C01",
      type: "BBPS",
      exactness: "EXACT",
      status: "inactive",
      purpose: "Not active: bill-fetch-request answers ERR131.",
      customerParams: [tenDigitConsumerNumber],
      paymentChannels: exampleLimits,
      paymentModes: commonModes,
      timeout: 480,
      exampleParams: [{ name: "Consumer Number", value: "1234567890" }],
      bill: powerBill,
    },
    {
      billerId: "BILLER000010",
      name: "Example Closed Power Co",
      aliasName: "Closed Power",
      description: "A biller that has been deregistered.",
      categoryCode: "C01",
      type: "BBPS",
      exactness: "EXACT",
      status: "deregistered",
      purpose: "Deregistered, pending authorization: bill-fetch-request answers ERR999.",
      customerParams: [tenDigitConsumerNumber],
      paymentChannels: exampleLimits,
      paymentModes: commonModes,
      timeout: 480,
      exampleParams: [{ name: "Consumer Number", value: "1234567890" }],
      bill: powerBill,
    },
    failingPowerBiller("BILLER000011", "Offline Power", "Down: bill-fetch-request answers ERR_CONN.", {
      operation: "billFetchRequest",
      code: "ERR_CONN",
    }),
    failingPowerBiller(
      "BILLER000012",
      "Misrouted Power",
      "Its address on BBPS is wrong: bill-fetch-request answers ERR_URL.",
      { operation: "billFetchRequest", code: "ERR_URL" },
    ),
    failingPowerBiller(
      "BILLER000013",
      "Faulty Power",
      "A technical issue: bill-fetch-request answers ERR_TECHNICAL.",
      { operation: "billFetchRequest", code: "ERR_TECHNICAL" },
    ),
    failingPowerBiller(
      "BILLER000014",
      "Slow Power",
      "Slow: bill-fetch-request waits 2 seconds, then answers ERR_TIMEOUT.",
      { operation: "billFetchRequest", code: "ERR_TIMEOUT", afterSeconds: 2 },
    ),
    failingPowerBiller(
      "BILLER000015",
      "Expired Certificate Power",
      "Its certificate fails: bill-fetch-request answers ERRSSLCER.",
      { operation: "billFetchRequest", code: "ERRSSLCER" },
    ),
    failingPowerBiller("BILLER000016", "Twin Power", "Registered twice: bill-fetch-request answers ERR130.", {
      operation: "billFetchRequest",
      code: "ERR130",
    }),
    failingPowerBiller(
      "BILLER000017",
      "Renamed Power",
      "Modified since it was listed: bill-fetch-request answers ERR166.",
      { operation: "billFetchRequest", code: "ERR166" },
    ),
    failingPowerBiller(
      "BILLER000018",
      "Payments Down Power",
      "Its bills fetch, but make-payment answers ERROR (system down, try again).",
      { operation: "makePayment", code: "ERROR" },
    ),
    failingPowerBiller(
      "BILLER000019",
      "Reversing Power",
      "Its bills fetch, but make-payment answers ERR_PYMT_DUPLICATE (the payment is reversed).",
      { operation: "makePayment", code: "ERR_PYMT_DUPLICATE" },
    ),
  ],
  billScenarios: [
    { value: "0000000001", code: "BFR001", description: "the biller does not know this customer account" },
    { value: "0000000004", code: "BFR004", description: "the customer has no amount due" },
    { value: "0000000008", code: "BFR008", description: "the biller does not answer" },
  ],
  autoHeader: { name: "x-sandbox-auto", values: ["fetch", "payment"] },
  failingAccountNumber: "0000000000000000",
  provider: {
    credentials: {
      status: { clientID: "sandbox-client", secret: "sandbox-secret" },
      reports: {
        email: "reports@sandbox.example.com",
        password: "sandbox-password",
        otp: "123456",
        grant_type: "password",
      },
    },
    transactions: [
      {
        txnReferenceId: "BBPS0000000000000001",
        outcome: "SUCCESSFUL",
        payment: paymentOfStatus("BBPS0000000000000001", "SUCCESSFUL"),
      },
      { txnReferenceId: "BBPS0000000000000002", outcome: "PENDING" },
      {
        txnReferenceId: "BBPS0000000000000003",
        outcome: "FAILED",
        payment: paymentOfStatus("BBPS0000000000000003", "FAILED"),
      },
    ],
    reportRecords: [
      publishedReportRecord(1, 150000, "2026-11-01 10:00:00", "2026-11-02 14:30:00"),
      publishedReportRecord(2, 89000, "2026-11-02 11:30:00", "2026-11-03 14:30:00"),
      publishedReportRecord(3, 45000, "2026-11-03 09:15:00", "2026-11-04 14:30:00"),
      publishedReportRecord(4, 250000, "2026-11-04 16:45:00", "2026-11-05 14:30:00"),
      publishedReportRecord(5, 120000, "2026-11-05 12:00:00", null),
      // A failed payment, never settled: the record that carries the failure fields.
      publishedReportRecord(6, 99000, "2026-11-05 18:20:00", null, "FAILED"),
    ],
  },
} satisfies SandboxFixturesInput;
