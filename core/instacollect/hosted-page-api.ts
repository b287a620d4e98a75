import type { Editability } from "../bill-payment/amount-rules";

/**
 * What the hosted payment page and the sandbox say to each other: the session API below the
 * sandbox's mount that only the page calls. Partners never call it; they create links with
 * `bill-link` and `direct-link` and hear about payments through the webhooks.
 */

/** Where a link lands the customer, decided by the depth of the link's input. */
export type Landing =
  | { screen: "home" }
  | { screen: "billers"; categoryCode: string }
  | { screen: "fetch"; categoryCode: string; billerId: string }
  | {
      screen: "bill";
      categoryCode: string;
      billerId: string;
      customerParams: { name: string; value: string }[];
    };

export type CatalogueParam = {
  paramName: string;
  dataType: string;
  minLength: number;
  maxLength: number;
  regex: string;
  optional: boolean;
};

/** A biller as the page shows it, with the rules its forms apply. */
export type CatalogueBiller = {
  billerId: string;
  name: string;
  categoryCode: string;
  exactness: string;
  /** How the amount may differ from the bill amount, from the bill API's exactness rule. */
  editability: Editability;
  customerParams: CatalogueParam[];
  paymentModes: string[];
  /** The biller's limits (paise) for the hosted page's payment channel; absent when it takes none. */
  limits?: { minLimit: number; maxLimit: number };
};

export type Catalogue = {
  categories: { categoryCode: string; categoryName: string }[];
  billers: CatalogueBiller[];
};

/** A fetched bill. Amounts are in paise. */
export type HostedBill = {
  billerId: string;
  customerParams: { name: string; value: string }[];
  billNumber: string;
  customerName: string;
  amount: number;
  billDate: string;
  dueDate: string;
  billPeriod: string;
  additionalInfo: { name: string; value: string }[];
};

/** A payment's result, as the page shows it and the payment event reports it. */
export type HostedPayment = {
  /** The payment event's `orderId`: in the sandbox, the link's `sessionId`. */
  orderId: string;
  transactionId: string;
  /** Paise. */
  amount: number;
  /** The payment event's `amount`: rupees with two decimals. */
  amountText: string;
  paymentMode: string;
  paymentStatus: string;
  /** UTC, `YYYY-MM-DD HH:MM:SS`. */
  paymentDateTime: string;
  billerId: string;
  billNumber: string;
};

export type SessionView = {
  sessionId: string;
  mobileNumber: string;
  agentMobileNumber?: string;
  landing: Landing;
  /** Paise; prefills the amount where the biller lets the customer choose it. */
  defaultAmount?: number;
  /** An absolute http(s) URL the page sends the customer to after the result. */
  redirectTo?: string;
  /** Epoch milliseconds: the session ends then unless the page calls again. */
  expiresAt: number;
  inactivitySeconds: number;
  catalogue: Catalogue;
  /** The bill last fetched in this session. */
  bill?: HostedBill;
  payment?: HostedPayment;
};

/** A documented outcome the page shows in place of a bill or a payment, e.g. BFR004. */
export type SessionProblem = { code: string; message: string };

/** `POST /sandbox/instacollect/links/{linkId}/open`: the session, and the key its later calls carry. */
export type OpenedSession = { sessionKey: string; session: SessionView };

/** Answers of the session's calls: the session now, and what went wrong if anything did. */
export type SessionAnswer = { session: SessionView; problem?: SessionProblem };

export type FetchBillInput = { billerId: string; customerParams: { name: string; value: string }[] };
export type PayInput = { amount: number; paymentMode: string };

/** The header that carries the session key on the session's calls. */
export const sessionKeyHeader = "x-session-key";

/** The session API's paths below the sandbox's mount (`/sandbox`). */
export const sessionApi = {
  open: (linkId: string) => `/instacollect/links/${encodeURIComponent(linkId)}/open`,
  session: (sessionId: string) => `/instacollect/sessions/${encodeURIComponent(sessionId)}`,
  bill: (sessionId: string) => `/instacollect/sessions/${encodeURIComponent(sessionId)}/bill`,
  payment: (sessionId: string) => `/instacollect/sessions/${encodeURIComponent(sessionId)}/payment`,
} as const;
