/**
 * The InstaCollect sandbox's published values: the bills a bill link can name, the hosted payment
 * page's inactivity window, and the outcomes it simulates. All of them are the sandbox's own
 * choices (production's are issued during onboarding); the reference page shows this file, and the
 * sandbox, the hosted payment page and the tests read it. The bills are bills of the bill-payment
 * sandbox's billers (content/sandbox/fixtures.ts), so both sandboxes answer the same customer the
 * same way.
 */

export type InstaCollectBill = {
  /** The `billId` a partner sends to `bill-link`. */
  billId: string;
  /** A bill-payment sandbox biller, and the customer parameters that find the bill. */
  billerId: string;
  customerParams: readonly { name: string; value: string }[];
  /** What the customer sees when the link opens, for the reference page's table. */
  outcome: string;
  /** Where a payment of this bill fails (paymentStatus `FAILED`), so a partner can rehearse it. */
  paymentFails?: true;
};

export const instaCollectBills: readonly InstaCollectBill[] = [
  {
    billId: "SBX-BILL-POWER",
    billerId: "BILLER000001",
    customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    outcome: "An electricity bill of ₹1,500.00 to pay in full (exactness EXACT).",
  },
  {
    billId: "SBX-BILL-WATER",
    billerId: "BILLER000002",
    customerParams: [{ name: "Connection ID", value: "WTR123456" }],
    outcome: "A water bill of ₹450.00; any amount may be paid (exactness ANY).",
  },
  {
    billId: "SBX-BILL-GAS",
    billerId: "BILLER000003",
    customerParams: [{ name: "Customer ID", value: "50012345" }],
    outcome: "A gas bill of ₹890.00; at least the bill amount may be paid (exactness EXACT_UP).",
  },
  {
    billId: "SBX-BILL-CARD",
    billerId: "BILLER000004",
    customerParams: [
      { name: "Card Last 4 Digits", value: "4321" },
      { name: "Card Expiry", value: "1230" },
    ],
    outcome: "A credit card bill of ₹25,000.00; up to the bill amount may be paid (exactness EXACT_DOWN).",
  },
  {
    billId: "SBX-BILL-PAYMENT-FAILS",
    billerId: "BILLER000001",
    customerParams: [{ name: "Consumer Number", value: "1234567891" }],
    outcome: "An electricity bill whose payment fails: the result page and the payment event say FAILED.",
    paymentFails: true,
  },
  {
    billId: "SBX-BILL-NOTHING-DUE",
    billerId: "BILLER000001",
    customerParams: [{ name: "Consumer Number", value: "0000000004" }],
    outcome: "No amount due (BFR004): the page says so and offers no payment.",
  },
  {
    billId: "SBX-BILL-UNKNOWN-ACCOUNT",
    billerId: "BILLER000001",
    customerParams: [{ name: "Consumer Number", value: "0000000001" }],
    outcome: "The biller does not know the account (BFR001).",
  },
  {
    billId: "SBX-BILL-NO-ANSWER",
    billerId: "BILLER000001",
    customerParams: [{ name: "Consumer Number", value: "0000000008" }],
    outcome: "The biller does not answer (BFR008).",
  },
  {
    billId: "SBX-BILL-INACTIVE-BILLER",
    billerId: "BILLER000009",
    customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    outcome: "The biller is not active (ERR131).",
  },
];

type NameValue = { name: string; value: string };

/**
 * The published values whose payment fails (paymentStatus `FAILED`): a biller and the customer
 * parameters that find the bill, whether a bill link or a direct link names them.
 */
export const failingPayments: readonly { billerId: string; customerParams: readonly NameValue[] }[] =
  instaCollectBills.flatMap((bill) =>
    bill.paymentFails ? [{ billerId: bill.billerId, customerParams: bill.customerParams }] : [],
  );

/**
 * The hosted payment page's settings. A link opens once; its session ends after
 * `inactivityMinutes` without a call from the page (counted from creation until the link opens).
 */
export const instaCollectSettings = {
  /** The path of the hosted payment page on the portal's origin; the link adds `?link=<id>`. */
  payPagePath: "/instacollect/pay",
  inactivityMinutes: 15,
  /**
   * A sandbox-only request header on link creation: a shorter inactivity window, in seconds, so a
   * test can see a session expire without waiting 15 minutes.
   */
  sessionTimeoutHeader: "x-sandbox-session-timeout",
  sessionTimeoutSeconds: { min: 1, max: 15 * 60 },
  /** The payment channel whose limits apply to the hosted page's payments. */
  paymentChannel: "INT",
  /** How the page sends the customer back to `redirectTo` after the result: after this many seconds. */
  redirectSeconds: 5,
  /** How long a link, its session and its payment can be read (a used or expired link says so). */
  keptHours: 24,
  /** The values the sandbox puts in `paymentStatus` and `refundStatus`; production's are issued at onboarding. */
  paymentStatus: { success: "SUCCESSFUL", failure: "FAILED" },
  refundStatus: "SUCCESSFUL",
  /**
   * `defaultAmount`'s format in the sandbox: rupees, as a number or a string with up to two
   * decimals (the webhooks' amount is a two-decimal string).
   */
  defaultAmountPattern: "^[0-9]{1,9}(\\.[0-9]{1,2})?$",
} as const;
