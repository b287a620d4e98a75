/**
 * The sandbox's outbound deliveries, as data: the events it can send to a partner's URL, how it
 * reads the partner's answer, and when it retries. The notification guides, the InstaCollect and
 * FASTag pages, the sandbox and the tests all read this file. Where the documents give a schedule
 * (`schedule: "documented"`) it is theirs; elsewhere the schedule is the sandbox's own choice and
 * the pages say so.
 */

/** How the partner's answer is read: the documented rule for each kind of call. */
export type AnswerRule =
  /** Settlement and payment notifications: HTTP 200 with `success` true; `false` (or anything else) is retried. */
  | "success-true"
  /** InstaCollect webhooks: a reply with status `acknowledged`; `failure` (or anything else) is retried. */
  | "status-acknowledged"
  /** FASTag notifications: HTTP 200 means delivered. */
  | "http-200";

export type DeliveryEventData = {
  /** The webhook's operationId in its OpenAPI document, used as the event's name. */
  event: string;
  label: string;
  /** The OpenAPI document (content/specs/<spec>.yaml) whose `webhooks` describe the call. */
  spec: "biller" | "instacollect" | "fastag";
  /** The page that documents the event, which shows its deliveries. */
  docs: string;
  answerRule: AnswerRule;
  /** Minutes from one attempt to the next retry: its length is the number of retries. */
  retryMinutes: readonly number[];
  schedule: "documented" | "sandbox";
  /** Headers the call carries besides `Content-Type`: InstaCollect's credentials. */
  credentialHeaders?: "instacollect";
  /** Whether `encrypted: true` sends `transactionsEncrypted` instead of `transactions`. */
  encryptable?: boolean;
};

/**
 * Whether a trigger's `auth` applies to the event: the biller's endpoints document Basic auth and
 * the JWT of /bbps/jwt; the other webhooks document neither.
 */
export const takesAuth = (event: Pick<DeliveryEventData, "spec">): boolean => event.spec === "biller";

/** The sandbox's choice where the documents give no retry schedule. */
const sandboxRetryMinutes = [1, 5, 15] as const;

export const deliveryEvents: readonly DeliveryEventData[] = [
  {
    event: "settlementNotification",
    label: "Settlement notification",
    spec: "biller",
    docs: "/bbps/settlementNotifications",
    answerRule: "success-true",
    retryMinutes: [1, 2, 4, 8, 10],
    schedule: "documented",
  },
  {
    event: "paymentNotification",
    label: "Payment notification",
    spec: "biller",
    docs: "/bbps/paymentNotifications",
    answerRule: "success-true",
    retryMinutes: [5, 5, 5, 5],
    schedule: "documented",
  },
  {
    event: "paymentEvent",
    label: "InstaCollect payment event",
    spec: "instacollect",
    docs: "/cou/instacollect/api",
    answerRule: "status-acknowledged",
    retryMinutes: sandboxRetryMinutes,
    schedule: "sandbox",
    credentialHeaders: "instacollect",
  },
  {
    event: "refundEvent",
    label: "InstaCollect refund event",
    spec: "instacollect",
    docs: "/cou/instacollect/api",
    answerRule: "status-acknowledged",
    retryMinutes: sandboxRetryMinutes,
    schedule: "sandbox",
    credentialHeaders: "instacollect",
  },
  {
    event: "transactionNotification",
    label: "FASTag transaction notification",
    spec: "fastag",
    docs: "/fastag/push-notifications",
    answerRule: "http-200",
    retryMinutes: sandboxRetryMinutes,
    schedule: "sandbox",
    encryptable: true,
  },
  {
    event: "transactionNotificationBankVariant",
    label: "FASTag transaction notification (bank variant)",
    spec: "fastag",
    docs: "/fastag/push-notifications-axis",
    answerRule: "http-200",
    retryMinutes: sandboxRetryMinutes,
    schedule: "sandbox",
    encryptable: true,
  },
];

/**
 * The sandbox's published limits and values for deliveries. All of them are the sandbox's own
 * choices; production's are issued during onboarding.
 */
export const deliverySettings = {
  /** A trigger's `timeScale`: 1 is the real schedule; 600 turns a minute into 100 ms. */
  timeScale: { min: 1, max: 1000, default: 1 },
  /** How long one attempt may take before it counts as unanswered. */
  attemptTimeoutSeconds: 10,
  /** The most of an answer's body the sandbox reads; the log keeps the first 4 KiB. */
  maxAnswerBytes: 64 * 1024,
  loggedAnswerBytes: 4 * 1024,
  /** How long a delivery and its log can be read, counted from its creation. */
  keptHours: 24,
  /** Triggers (new deliveries, redeliveries and registrations) per client per minute. */
  triggersPerMinute: 60,
  /** Hosts a delivery may go to unless `DELIVERY_ALLOWED_HOSTS` says otherwise: this machine only. */
  defaultAllowedHosts: ["localhost", "127.0.0.1", "[::1]"],
  /** How long a notification-URL registration lasts. */
  registrationHours: 24,
  /**
   * How often the sandbox looks for FASTag credits that have fallen due with no call (a recharge
   * is credited when it succeeds), so their notifications go within about this long; and how many
   * it announces per look before looking again at once.
   */
  dueBookings: { everyMs: 1000, batch: 100 },
  /** InstaCollect's published sandbox credentials, sent on its webhooks as on link creation. */
  instaCollectCredentials: [
    { name: "x-api-user", value: "sandbox-api-user" },
    { name: "x-api-password", value: "sandbox-api-password" },
  ],
  /** Values the documents do not give, chosen by the sandbox for its sample bodies. */
  sampleValues: {
    instaCollectPaymentMode: "UPI",
    instaCollectPaymentStatus: "SUCCESSFUL",
    instaCollectRefundStatus: "SUCCESSFUL",
    fastagBalanceType: "SANDBOX-BALANCE-TYPE",
    /** A settlement notification's `batch_info` (contents issued during onboarding): this and a fresh id. */
    settlementBatchInfoPrefix: "SBXBATCH",
  },
} as const;
