/**
 * Every check the biller conformance kit makes, as data: its name, the endpoint it tests, the rule
 * in the guide's words, the guide section the rule comes from, and the versions it applies to.
 * The checks' code (core/biller-kit) is one small function per id; the kit's page lists this table.
 */
import type { KitEndpointId, KitVersionId } from "./kit-versions";

export type KitCheckData = {
  id: string;
  /** The endpoint the check tests; `transport` checks run once per endpoint called. */
  endpoint: KitEndpointId | "transport";
  title: string;
  rule: string;
  /** The guide section the rule comes from. */
  source: string;
  /** The versions it applies to; every version when absent. */
  versions?: readonly KitVersionId[];
};

const fetchVersions = ["v1.0", "v1.1", "aggregator", "b2b", "split-settlement"] as const;
const v10 = "/bbps/biller/guide";

export const kitChecks = [
  // Transport, for every endpoint the kit calls.
  {
    id: "https",
    endpoint: "transport",
    title: "Served over HTTPS",
    rule: "HTTPS is mandatory in production. On loopback the kit warns instead of failing.",
    source: `${v10}#security`,
  },
  {
    id: "answers-in-time",
    endpoint: "transport",
    title: "Answers within the timeout",
    rule: "The endpoint answers before the kit's timeout (10 s unless you set another); the provider's own timeout is issued during onboarding.",
    source: `${v10}#what-is-issued-during-onboarding`,
  },
  {
    id: "json-answer",
    endpoint: "transport",
    title: "Answers JSON",
    rule: "The answer is a JSON body with a JSON content type (application/json).",
    source: `${v10}#api-reference`,
  },

  // Bill fetch.
  {
    id: "fetch-shape",
    endpoint: "fetch",
    title: "Fields and types of the version's response",
    rule: "The response has the fields of the version's fetch response, each of its documented type (amounts whole paise, dates YYYY-MM-DD for aggregator billers).",
    source: `${v10}#response-fields`,
    versions: fetchVersions,
  },
  {
    id: "fetch-due-success",
    endpoint: "fetch",
    title: "A bill due answers SUCCESS with 00",
    rule: "The customer with a bill due gets status SUCCESS with errorCode 00.",
    source: `${v10}#choosing-the-outcome`,
    versions: fetchVersions,
  },
  {
    id: "fetch-unknown-01",
    endpoint: "fetch",
    title: "An unknown customer answers FAILURE with 01",
    rule: "Answer 01 when you cannot find the customer, or the identifier is not valid.",
    source: `${v10}#choosing-the-outcome`,
    versions: fetchVersions,
  },
  {
    id: "fetch-nothing-due-02",
    endpoint: "fetch",
    title: "Nothing due answers FAILURE with 02",
    rule: "Answer 02 when the customer exists but owes nothing, or the bill is already paid.",
    source: `${v10}#choosing-the-outcome`,
    versions: fetchVersions,
  },
  {
    id: "fetch-status-pairs",
    endpoint: "fetch",
    title: "status and errorCode match",
    rule: "status and errorCode match: SUCCESS with 00, FAILURE with 01 to 03.",
    source: `${v10}#validation-rules`,
    versions: fetchVersions,
  },
  {
    id: "bill-date-not-in-future",
    endpoint: "fetch",
    title: "billDate is not in the future",
    rule: "billDate is not in the future relative to the fetch.",
    source: `${v10}#validation-rules`,
    versions: fetchVersions,
  },
  {
    id: "bill-date-not-after-due-date",
    endpoint: "fetch",
    title: "billDate is on or before dueDate",
    rule: "billDate is on or before dueDate.",
    source: `${v10}#validation-rules`,
    versions: fetchVersions,
  },
  {
    id: "additional-info-count",
    endpoint: "fetch",
    title: "At most 4 additionalInfo entries",
    rule: "At most 4 additionalInfo entries.",
    source: `${v10}#validation-rules`,
    versions: fetchVersions,
  },
  {
    id: "amounts-in-paise",
    endpoint: "fetch",
    title: "Amounts in paise",
    rule: "Amounts are whole numbers of paise.",
    source: `${v10}#validation-rules`,
    versions: fetchVersions,
  },
  {
    id: "payment-options-count",
    endpoint: "fetch",
    title: "At most 4 payment options besides the default",
    rule: "paymentOptions has at most 4 options besides the default.",
    source: "/bbps/1.1/biller/guide#rules-for-payment-options",
    versions: ["v1.1"],
  },
  {
    id: "payment-option-range",
    endpoint: "fetch",
    title: "Each option's min is not above its max",
    rule: "min, max and amountMultiple restrict the payable amount, so min must not be above max: otherwise no amount is payable.",
    source: "/bbps/1.1/biller/guide#rules-for-payment-options",
    versions: ["v1.1"],
  },
  {
    id: "b2b-unique-bill-numbers",
    endpoint: "fetch",
    title: "Each B2B bill has its own bill number",
    rule: "The bills array needs a unique bill number per bill.",
    source: "/bbps/b2b#b2b-rules",
    versions: ["b2b"],
  },
  {
    id: "split-sum",
    endpoint: "fetch",
    title: "Split amounts sum to the bill total",
    rule: "Split amounts must sum to the total bill amount; the amount may be omitted for a single account.",
    source: "/bbps/settlements#rules-for-the-split",
    versions: ["split-settlement"],
  },

  // Payment posting.
  {
    id: "posting-shape",
    endpoint: "posting",
    title: "Fields and types of the posting response",
    rule: "The response has status and acknowledgementId (and errorCode for aggregator billers), each of its documented type.",
    source: `${v10}#statuses-and-retries`,
  },
  {
    id: "posting-success",
    endpoint: "posting",
    title: "A payment answers SUCCESS with an acknowledgementId",
    rule: "SUCCESS: you have recorded the payment. Return your own acknowledgementId: alphanumeric, at least 8 characters.",
    source: `${v10}#statuses-and-retries`,
  },
  {
    id: "posting-duplicate",
    endpoint: "posting",
    title: "The same transaction again answers DUPLICATE",
    rule: "When a payment arrives with a transaction reference you have already recorded, do not record it again: answer DUPLICATE with an empty acknowledgementId.",
    source: `${v10}#statuses-and-retries`,
  },
  {
    id: "posting-failure-empty-ack",
    endpoint: "posting",
    title: "FAILURE carries an empty acknowledgementId",
    rule: "FAILURE: return an empty acknowledgementId. The kit posts a payment for the unknown customer; if you answer FAILURE, the acknowledgementId must be empty.",
    source: `${v10}#statuses-and-retries`,
  },
  {
    id: "posting-split-sum",
    endpoint: "posting",
    title: "A realtime split sums to the total bill amount",
    rule: "For a realtime split, the split is returned in the payment response, and its amounts sum to the total bill amount.",
    source: "/bbps/settlements#realtime-split-in-the-payment-response",
    versions: ["split-settlement"],
  },

  // Bill validation.
  {
    id: "validation-shape",
    endpoint: "validation",
    title: "status, errorCode and data.additionalInfo",
    rule: "You answer with status, errorCode and data.additionalInfo, a list of name/value pairs (at most 4 entries).",
    source: `${v10}#bill-validation`,
    versions: ["v1.0", "v1.1", "plan-mdm"],
  },

  // Notification receivers.
  {
    id: "settlement-reply",
    endpoint: "settlementNotification",
    title: "Replies HTTP 200 with success true or false",
    rule: "Reply with HTTP 200 and success true or false.",
    source: "/bbps/settlementNotifications#reply-and-retries",
  },
  {
    id: "settlement-accepted",
    endpoint: "settlementNotification",
    title: "Accepts the notification, if need be on a retry",
    rule: "A reply of success: false is retried up to 5 times, at 1, 2, 4, 8 and 10 minutes (the kit compresses the schedule); the notification must be accepted by the last retry.",
    source: "/bbps/settlementNotifications#reply-and-retries",
  },
  {
    id: "settlement-repeat",
    endpoint: "settlementNotification",
    title: "Answers the same notification again",
    rule: "Retries resend the same notification, so a repeat is answered like the first: HTTP 200 and success true or false.",
    source: "/bbps/settlementNotifications#reply-and-retries",
  },
  {
    id: "payment-reply",
    endpoint: "paymentNotification",
    title: "Replies HTTP 200 with success true or false",
    rule: "Reply with HTTP 200 and success true or false.",
    source: "/bbps/paymentNotifications#reply-and-retries",
  },
  {
    id: "payment-accepted",
    endpoint: "paymentNotification",
    title: "Accepts the notification, if need be on a retry",
    rule: "A reply of success: false is retried up to 4 times, 5 minutes apart (the kit compresses the schedule); the notification must be accepted by the last retry.",
    source: "/bbps/paymentNotifications#reply-and-retries",
  },
  {
    id: "payment-repeat",
    endpoint: "paymentNotification",
    title: "Answers the same notification again",
    rule: "Retries resend the same notification, so a repeat is answered like the first: HTTP 200 and success true or false.",
    source: "/bbps/paymentNotifications#reply-and-retries",
  },
] as const satisfies readonly KitCheckData[];

export type KitCheckId = (typeof kitChecks)[number]["id"];

/**
 * Documented rules a caller of the biller's endpoints cannot observe, so the kit does not check
 * them; the kit's page lists them so a biller knows what remains to be agreed or reviewed.
 */
export const unobservableRules: readonly { rule: string; source: string }[] = [
  {
    rule: "FAILURE is retried by the provider or the bank in batches until accepted.",
    source: `${v10}#statuses-and-retries`,
  },
  { rule: "Each split bankCode must be pre-registered.", source: "/bbps/settlements#rules-for-the-split" },
  {
    rule: "Deemed split needs EXACT amount exactness, Deemed configuration and the Fetch and Pay flow; realtime split needs EXACT, EXACT UP or EXACT DOWN with Realtime configuration.",
    source: "/bbps/settlements#deemed-or-realtime",
  },
  {
    rule: "Plan MDM needs the Validate and Pay configuration with plan MDM enabled.",
    source: "/bbps/plan-mdm#configuration",
  },
  {
    rule: "B2B: only one bill is paid at a time (the kit pays one bill per posting).",
    source: "/bbps/b2b#b2b-rules",
  },
  { rule: "Bill selection types SINGLE, MULTIPLE and ALL.", source: "/bbps/1.1/biller/guide#bill-selection" },
  {
    rule: "The values of status and errorCode for bill validation, the aggregator's posting errorCode values, and the formats of dates (other than the aggregator's), billPeriod and paymentMode, all issued during onboarding.",
    source: `${v10}#what-is-issued-during-onboarding`,
  },
  {
    rule: "How the identifier is passed when bill fetch is a GET (the kit calls with POST).",
    source: `${v10}#bill-fetch`,
  },
  {
    rule: "OAuth, payload encryption and IP whitelisting, agreed during onboarding.",
    source: `${v10}#security`,
  },
];
