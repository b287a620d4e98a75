/**
 * How to get each documented answer of the provider's token, transaction status and reports APIs
 * from the sandbox on purpose: the rows of the table on `/testing/bill-payment#sandbox-provider`, and the
 * requests a test replays against the sandbox, so that the table and the sandbox cannot drift.
 * The values come from ./fixtures, so the table follows the published data.
 */
import { sandboxFixtures } from "./fixtures";

export type ProviderTriggerRequest = {
  /** The operation's path below the sandbox's mount, e.g. `/api/transaction/status`. */
  path: "/api/auth/token" | "/api/transaction/status" | "/api/reports";
  /** Which token API's published credentials the bearer token comes from; none for the token call. */
  token?: "status" | "reports";
  body: Record<string, unknown>;
};

export type ProviderTrigger = {
  /** What the answer shows, as the documents name it (Markdown, for the page). */
  answer: string;
  /** The code of provider.yaml's `x-error-groups` this answer is, where it is one. */
  documentedCode?: string;
  request: ProviderTriggerRequest;
  /** What else sends it, when the request is one example of many (a sentence, for the page). */
  alsoWith?: string;
  /** The part of the answer's body that shows it: the answer contains this (a subset match). */
  expected: Record<string, unknown>;
};

const { provider } = sandboxFixtures;

/** A published value the table relies on; a data change that removes it fails at load, not on the page. */
function published<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`content/sandbox/fixtures.ts no longer publishes ${what}.`);
  return value;
}

const transactionWith = (outcome: "PENDING" | "SUCCESSFUL" | "FAILED") =>
  published(
    provider.transactions.find((transaction) => transaction.outcome === outcome),
    `a ${outcome} transaction`,
  ).txnReferenceId;

const settledRecord = published(
  provider.reportRecords.find((record) => record.payment.settlements !== null),
  "a settled report record",
);
const unsettledRecord = published(
  provider.reportRecords.find((record) => record.payment.settlements === null),
  "a report record without settlements",
);

/** The filters that find one published record: its biller, its reference, the day it was paid. */
const filtersFor = (record: typeof settledRecord) => {
  const day = record.payment.date.slice(0, 10);
  return {
    bbpsBillerID: record.BBPS.BBPSBillerID,
    txnReferenceId: record.payment.txnReferenceId,
    txnStartDate: day,
    txnEndDate: day,
  };
};

const statusOf = (txnReferenceId: string): ProviderTriggerRequest => ({
  path: "/api/transaction/status",
  token: "status",
  body: { txnReferenceId },
});

/** A biller the published records do not have. */
const billerWithoutRecords = "SBXNORECORDS1";

export const providerTriggers: readonly ProviderTrigger[] = [
  {
    answer: "The documented token error: `data.expiresIn` 0 with `success` true",
    documentedCode: "expiresIn: 0",
    request: {
      path: "/api/auth/token",
      body: { clientID: provider.credentials.status.clientID, secret: "not-the-sandbox-secret" },
    },
    alsoWith: "Any credentials other than the published ones, for either API, get it too.",
    expected: { success: true, data: { expiresIn: 0 } },
  },
  {
    answer: "A pending transaction: top-level `status` `PROCESSING PENDING`, `data.payment` empty",
    documentedCode: "PROCESSING PENDING",
    request: statusOf(transactionWith("PENDING")),
    expected: { success: true, status: "PROCESSING PENDING", data: { payment: {} } },
  },
  {
    answer: "A failed transaction: `data.payment.status` `FAILED`",
    request: statusOf(transactionWith("FAILED")),
    expected: { success: true, data: { payment: { status: "FAILED" } } },
  },
  {
    answer: "A successful transaction: `data.payment.status` `SUCCESSFUL`",
    request: statusOf(transactionWith("SUCCESSFUL")),
    expected: { success: true, data: { payment: { status: "SUCCESSFUL" } } },
  },
  {
    answer: "A settled payment: the record's `payment.settlements` lists its settlement",
    request: { path: "/api/reports", token: "reports", body: { filters: filtersFor(settledRecord) } },
    expected: {
      metadata: { totalRecords: 1 },
      records: [{ payment: { settlements: settledRecord.payment.settlements } }],
    },
  },
  {
    answer: "A payment not yet settled: the record's `payment.settlements` is `null`",
    documentedCode: "settlements: null",
    request: { path: "/api/reports", token: "reports", body: { filters: filtersFor(unsettledRecord) } },
    expected: { metadata: { totalRecords: 1 }, records: [{ payment: { settlements: null } }] },
  },
  {
    answer: "No data: `metadata.totalRecords` 0 and `records` `null`",
    documentedCode: "records: null",
    request: {
      path: "/api/reports",
      token: "reports",
      body: {
        filters: {
          bbpsBillerID: billerWithoutRecords,
          txnStartDate: filtersFor(settledRecord).txnStartDate,
          txnEndDate: filtersFor(settledRecord).txnEndDate,
        },
      },
    },
    expected: { metadata: { totalRecords: 0 }, records: null },
  },
];
