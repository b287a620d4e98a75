import { requestLogSettings } from "../../content/sandbox/request-log";
import { maxBodyBytes, maxHeadBytes } from "./sandbox-limits";

/**
 * The sandbox's own codes: for transport problems the specification leaves open, and for rules it
 * states without a code. Production issues its own statuses and codes during onboarding; these
 * exist so that a request that breaks a rule in the sandbox says which rule. The reference page
 * lists this table, so it is the documentation as well as the implementation.
 */
export const sandboxCodes = {
  SANDBOX_UNKNOWN_OPERATION: { status: 404, meaning: "No sandbox operation at this method and path." },
  SANDBOX_METHOD_NOT_ALLOWED: { status: 405, meaning: "The operation exists, but not for this HTTP method." },
  SANDBOX_MALFORMED_JSON: { status: 400, meaning: "The body is not valid JSON, or not valid UTF-8." },
  SANDBOX_INVALID_REQUEST: {
    status: 400,
    meaning:
      "The body does not match the operation's schema (a missing field without a documented code, a wrong type, a value outside its enum); `errors` lists each problem.",
  },
  SANDBOX_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: "A body was sent without `Content-Type: application/json`.",
  },
  SANDBOX_BODY_TOO_LARGE: {
    status: 413,
    meaning: `The body is larger than the sandbox's limit (${maxBodyBytes / 1024} KiB).`,
  },
  SANDBOX_HEADERS_TOO_LARGE: {
    status: 431,
    meaning: `The request line and headers together are larger than the server's limit (${maxHeadBytes / 1024} KiB), e.g. a cursor or a header of many kilobytes.`,
  },
  SANDBOX_MISSING_CREDENTIALS: {
    status: 401,
    meaning: "One or more of the seven credential headers is missing; `errors` names them.",
  },
  SANDBOX_INVALID_CREDENTIALS: {
    status: 401,
    meaning: "A credential header does not carry the published sandbox value; `errors` names it.",
  },
  SANDBOX_TOKEN_MISSING: { status: 401, meaning: "No `Authorization: Bearer <token>` header." },
  SANDBOX_TOKEN_INVALID: {
    status: 401,
    meaning: "The bearer token was not issued by this sandbox's token call.",
  },
  SANDBOX_TOKEN_EXPIRED: { status: 401, meaning: "The bearer token is older than its 300 seconds." },
  SANDBOX_TOKEN_WRONG_API: {
    status: 403,
    meaning:
      "The token was issued for the other API: the status API takes a clientID/secret token, the reports API an email/password/otp/grant_type token.",
  },
  SANDBOX_INVALID_CURSOR: { status: 400, meaning: "The reports `cursor` was not returned by the sandbox." },
  SANDBOX_INVALID_LIMIT: { status: 400, meaning: "The reports `limit` is not a whole number from 1 to 100." },
  SANDBOX_REPORT_FILTERS: {
    status: 400,
    meaning:
      "The reports filters break a documented rule (bbpsBillerID mandatory; transaction or settlement dates, each pair complete, start before end, in IST); `errors` lists each.",
  },
  SANDBOX_TXN_NOT_FOUND: { status: 404, meaning: "No sandbox transaction has this txnReferenceId." },
  SANDBOX_INVALID_AMOUNT: {
    status: 200,
    meaning:
      "The amount is not a whole number of paise (a JSON number or a string of digits). The amount's type and unit are issued during onboarding; the sandbox uses paise.",
  },
  SANDBOX_AMOUNT_NOT_EDITABLE: {
    status: 200,
    meaning: "The biller's exactness is EXACT: the amount must equal the bill amount.",
  },
  SANDBOX_AMOUNT_ABOVE_BILL: {
    status: 200,
    meaning: "The biller's exactness is EXACT_DOWN: the amount may not exceed the bill amount.",
  },
  SANDBOX_AMOUNT_BELOW_BILL: {
    status: 200,
    meaning: "The biller's exactness is EXACT_UP: the amount may not be below the bill amount.",
  },
  SANDBOX_AMOUNT_OUTSIDE_LIMITS: {
    status: 200,
    meaning: "The amount is outside the biller's minLimit–maxLimit for the agent's payment channel.",
  },
  SANDBOX_CHANNEL_NOT_ACCEPTED: {
    status: 200,
    meaning:
      "The biller lists no payment-channel limits for the agent's channel, so it does not accept payments from it.",
  },
  SANDBOX_PAYMENT_MODE_NOT_ACCEPTED: {
    status: 200,
    meaning: "The biller's blrPaymentModes do not list this txnMode.",
  },
  SANDBOX_INVALID_AUTO: {
    status: 400,
    meaning:
      "The sandbox's auto header on bill-fetch-request takes fetch (an auto fetch) or payment (an auto payment).",
  },
  SANDBOX_INVALID_COMPLAINT: {
    status: 200,
    meaning:
      "The complaint breaks a sandbox input rule: txnId or description blank (which the schema's pattern also refuses), or txnDate not a date (YYYY-MM-DD) on or before today in IST.",
  },
  SANDBOX_UNKNOWN_COMPLAINT: {
    status: 200,
    meaning: "The referenceId was not issued by the sandbox's raise-complaint.",
  },
  SANDBOX_DESTINATION_REFUSED: {
    status: 422,
    meaning:
      "The sandbox will not call this URL; the message names the rule: `url` (not an absolute URL), `scheme` (not http or https), `credentials` (a user name or password in it), `allow-list` (a host the sandbox does not call) or `loop` (the request came from a delivery of the sandbox's own).",
  },
  SANDBOX_UNKNOWN_BILLER: {
    status: 422,
    meaning: "No sandbox biller has this billerId; `biller-list` lists them.",
  },
  SANDBOX_RATE_LIMITED: {
    status: 429,
    meaning:
      "Too many deliveries, redeliveries, registrations or conformance-kit runs from this client in a minute; `Retry-After` says when to try again.",
  },
  SANDBOX_KIT_BUSY: {
    status: 503,
    meaning:
      "This server is already running as many conformance-kit suites as it runs at once; `Retry-After` says when to try again.",
  },
  SANDBOX_DELIVERY_NOT_FOUND: {
    status: 404,
    meaning: "No delivery has this id, or it is older than 24 hours.",
  },
  SANDBOX_REGISTRATION_NOT_FOUND: {
    status: 404,
    meaning: "No registration has this id, or it has ended.",
  },
  SANDBOX_EXCHANGE_NOT_FOUND: {
    status: 404,
    meaning: `The request log holds no exchange with this trace id: it is not one the sandbox issued, or it is older than ${requestLogSettings.keptHours} hours.`,
  },
  SANDBOX_MISSING_API_CREDENTIALS: {
    status: 401,
    meaning: "`x-api-user` or `x-api-password` is missing; `errors` names it.",
    area: "instacollect",
  },
  SANDBOX_INVALID_API_CREDENTIALS: {
    status: 401,
    meaning:
      "`x-api-user` or `x-api-password` does not carry the published sandbox value; `errors` names it.",
    area: "instacollect",
  },
  SANDBOX_INVALID_SESSION_TIMEOUT: {
    status: 400,
    meaning: "`x-sandbox-session-timeout` is not a whole number of seconds from 1 to 900.",
    area: "instacollect",
  },
  SANDBOX_UNKNOWN_BILL: {
    status: 422,
    meaning: "No sandbox bill has this `billId`; the InstaCollect page lists them.",
    area: "instacollect",
  },
  SANDBOX_UNKNOWN_CATEGORY: {
    status: 422,
    meaning: "No sandbox biller category has this `categoryName`; `biller-categories` lists them.",
    area: "instacollect",
  },
  SANDBOX_INCOMPLETE_LINK_INPUT: {
    status: 422,
    meaning:
      "The direct link input skips a level: `billerId` needs `categoryName`, and `customerParams` need `billerId`.",
    area: "instacollect",
  },
  SANDBOX_INVALID_CUSTOMER_PARAMS: {
    status: 422,
    meaning: "`customerParams` break the biller's rules (mandatory, length, regex); `errors` lists each.",
    area: "instacollect",
  },
  SANDBOX_INVALID_MOBILE_NUMBER: {
    status: 422,
    meaning:
      "`mobileNumber` (or `agentMobileNumber`) is not ten digits starting with 6, 7, 8 or 9; `errors` names the field.",
    area: "instacollect",
  },
  SANDBOX_INVALID_DEFAULT_AMOUNT: {
    status: 422,
    meaning:
      "`defaultAmount` is not an amount in rupees (a number, or a string of digits with up to two decimals) above zero.",
    area: "instacollect",
  },
  SANDBOX_INVALID_REDIRECT: {
    status: 422,
    meaning: "`redirectTo` is not an absolute http or https URL of at most 2,000 characters.",
    area: "instacollect",
  },
  SANDBOX_LINK_NOT_FOUND: {
    status: 404,
    meaning: "No link has this id, or it is older than 24 hours.",
    area: "instacollect",
  },
  SANDBOX_LINK_USED: {
    status: 410,
    meaning: "The link has already been opened; a link opens once.",
    area: "instacollect",
  },
  SANDBOX_SESSION_EXPIRED: {
    status: 410,
    meaning: "The link's session ended after its inactivity window.",
    area: "instacollect",
  },
  SANDBOX_SESSION_KEY_INVALID: {
    status: 403,
    meaning: "The session's calls need the key its link's opening returned, in `x-session-key`.",
    area: "instacollect",
  },
  SANDBOX_PAYMENT_NOT_FOUND: {
    status: 404,
    meaning: "No hosted-page payment has this `orderId`, or it is older than 24 hours.",
    area: "instacollect",
  },
  SANDBOX_NOT_REFUNDABLE: {
    status: 409,
    meaning: "The payment failed or has already been refunded; a successful payment is refunded once.",
    area: "instacollect",
  },
  SANDBOX_MISSING_FASTAG_HEADERS: {
    status: 401,
    meaning: "One or more of the nine `BANK-*` headers is missing; `errors` names them.",
    area: "fastag",
  },
  SANDBOX_INVALID_FASTAG_HEADERS: {
    status: 401,
    meaning: "A `BANK-*` header does not carry the published sandbox value; `errors` names it.",
    area: "fastag",
  },
  SANDBOX_TOLL_REFUSED: {
    status: 422,
    meaning:
      "The sandbox books no such toll: no sandbox plaza has this `plazaCode`, your channel has no tag on the vehicle, the tag is not active, or the plaza has no toll for its class; the message says which.",
    area: "fastag",
  },
  SANDBOX_INVALID_TIME_SCALE: {
    status: 400,
    meaning: "`x-sandbox-time-scale` is not a whole number from 1 to 1000.",
    area: "fastag",
  },
  SANDBOX_FASTAG_WALLET_NOT_FOUND: {
    status: 404,
    meaning:
      "No wallet with this `walletId` exists for your channel on the balance and statement calls, which have no code of their own for it.",
    area: "fastag",
  },
  SANDBOX_FASTAG_VEHICLE_NOT_FOUND: {
    status: 404,
    meaning:
      "`/vehicle-status` knows no vehicle with this number: no tag of the sandbox and none of its published vehicles. The call documents only `vehicle-found`.",
    area: "fastag",
  },
  SANDBOX_NOT_IMPLEMENTED: {
    status: 501,
    meaning: "The document lists this operation, but the sandbox does not implement it yet.",
  },
  SANDBOX_UNAVAILABLE: {
    status: 503,
    meaning:
      "The sandbox is unavailable for a moment; the rest of the portal is unaffected. Try again later.",
  },
  SANDBOX_STORE_UNAVAILABLE: {
    status: 503,
    meaning: "The sandbox cannot reach its shared store just now; try again in a moment.",
  },
  SANDBOX_INTERNAL_ERROR: {
    status: 500,
    meaning: "A fault in the sandbox itself. It should never be seen; please report it.",
  },
} as const satisfies Record<string, { status: number; meaning: string; area?: "instacollect" | "fastag" }>;

export type SandboxCode = keyof typeof sandboxCodes;
