import { issueBearerToken, type TokenScope } from "./bearer-token";
import { checkReportFilters } from "./report-filters";
import { decodeCursor, maxReportPageSize, reportPage } from "./report-page";
import { sandboxFailure, traceId, type SandboxReply } from "./reply";
import { paymentStatusAt, paymentStatusTimeline } from "../bill-payment/payment-status";
import type { PaymentLedger } from "./payment-ledger";
import {
  istDateTime,
  ledgerFacts,
  reportRecord,
  settlement,
  transactionStatusPayment,
} from "./provider-records";
import type { ProviderSandboxData } from "./sandbox-data";
import type { TokenKey } from "./signed-token";

/** The provider's token, transaction status and reports APIs over the sandbox's fixtures. */

export type ProviderRuntime = {
  now: () => number;
  /** Signs and checks bearer tokens. */
  key: TokenKey;
  data: ProviderSandboxData;
  /** Payments made through the bill API's make-payment, reported beside the published records. */
  ledger: PaymentLedger;
};

export type ProviderRequest = { body: Record<string, unknown>; query: Record<string, string | undefined> };

export type ProviderOperation = {
  /** The token API a bearer token for this operation must come from (provider specification, section 6). */
  scope?: TokenScope;
  /** Rule checks run before the schema, for clearer messages than a schema error. */
  precheck?: (
    request: { body: unknown; query: ProviderRequest["query"] },
    runtime: ProviderRuntime,
  ) => SandboxReply | undefined;
  run: (request: ProviderRequest, runtime: ProviderRuntime) => Promise<SandboxReply>;
};

/** Which token API the credentials in a token request are for, if they are the sandbox's. */
export function tokenScopeFor(
  body: Record<string, unknown>,
  data: ProviderSandboxData,
): TokenScope | undefined {
  const { status, reports } = data.credentials;
  if (body.clientID === status.clientID && body.secret === status.secret) return "status";
  if (
    body.email === reports.email &&
    body.password === reports.password &&
    body.otp === reports.otp &&
    body.grant_type === reports.grant_type
  )
    return "reports";
  return undefined;
}

const createToken: ProviderOperation = {
  run: async ({ body }, runtime) => {
    const scope = tokenScopeFor(body, runtime.data);
    // The only documented token error: expiresIn 0 with success true.
    if (!scope) return { status: 200, body: { success: true, data: { expiresIn: 0 } } };
    return {
      status: 200,
      body: { success: true, data: issueBearerToken(scope, runtime.now(), runtime.key) },
    };
  },
};

/** When the bill API's payment status reaches Settled. */
const settledAfterSeconds =
  paymentStatusTimeline.find((stage) => stage.state === "Settled")?.fromSeconds ?? 0;

/**
 * A payment made with make-payment, as transaction status reports it: pending while the bill
 * API's status is Execution Awaited, successful once it is Executed.
 */
async function ledgerTransaction(runtime: ProviderRuntime, txnReferenceId: string) {
  const payment = await runtime.ledger.find(txnReferenceId);
  if (!payment) return undefined;
  if (paymentStatusAt((runtime.now() - payment.paidAt) / 1000) === "Execution Awaited")
    return { txnReferenceId, outcome: "PENDING" as const };
  return {
    txnReferenceId,
    outcome: "SUCCESSFUL" as const,
    payment: transactionStatusPayment(ledgerFacts(payment), "SUCCESSFUL"),
  };
}

/** The biller's payments made with make-payment as report records, settled once Settled. */
async function ledgerReportRecords(runtime: ProviderRuntime, billerId: string) {
  const payments = await runtime.ledger.forBiller(billerId);
  return payments.map((payment, index) => {
    const facts = ledgerFacts(payment);
    const settledAt = payment.paidAt + settledAfterSeconds * 1000;
    return reportRecord(
      facts,
      { paymentRefId: `SBXPAY${payment.txnReferenceId}`, refId: `SBXREF${payment.txnReferenceId}` },
      runtime.now() >= settledAt
        ? [settlement(payment.amount, istDateTime(settledAt), true, index + 1)]
        : null,
    );
  });
}

const getTransactionStatus: ProviderOperation = {
  scope: "status",
  run: async ({ body }, runtime) => {
    const transaction =
      runtime.data.transactions.find((entry) => entry.txnReferenceId === body.txnReferenceId) ??
      (await ledgerTransaction(runtime, String(body.txnReferenceId)));
    if (!transaction) return sandboxFailure("SANDBOX_TXN_NOT_FOUND", undefined, undefined, "provider");
    if (transaction.outcome === "PENDING")
      return {
        status: 200,
        body: { success: true, traceId: traceId(), status: "PROCESSING PENDING", data: { payment: {} } },
      };
    return {
      status: 200,
      body: { success: true, traceId: traceId(), data: { payment: transaction.payment } },
    };
  },
};

/**
 * `limit` (1–100, default 100) and `cursor` (from a previous page, signed with `key`) as an offset
 * and a size.
 */
export function readPageQuery(
  query: ProviderRequest["query"],
  key: TokenKey,
): { limit: number; offset: number } | SandboxReply {
  const limitText = query.limit ?? String(maxReportPageSize);
  // Any spelling of an integer in digits, as the parameter's `integer` schema reads a query value.
  const limit = /^[0-9]+$/.test(limitText) ? Number(limitText) : Number.NaN;
  if (!(limit >= 1 && limit <= maxReportPageSize))
    return sandboxFailure("SANDBOX_INVALID_LIMIT", `Got ${limitText}.`, undefined, "provider");
  if (query.cursor === undefined) return { limit, offset: 0 };
  const offset = decodeCursor(query.cursor, key);
  return offset === undefined
    ? sandboxFailure("SANDBOX_INVALID_CURSOR", undefined, undefined, "provider")
    : { limit, offset };
}

const getReports: ProviderOperation = {
  scope: "reports",
  precheck: ({ body, query }, runtime) => {
    const page = readPageQuery(query, runtime.key);
    if ("status" in page) return page;
    const filters = (body as { filters?: unknown } | undefined)?.filters;
    const checked = checkReportFilters(filters);
    if (checked.ok) return undefined;
    const errors = checked.violations.map((violation) => ({
      path: `/filters/${violation.field}`,
      message: violation.message,
    }));
    return sandboxFailure("SANDBOX_REPORT_FILTERS", undefined, errors, "provider");
  },
  run: async ({ body, query }, runtime) => {
    const page = readPageQuery(query, runtime.key);
    const checked = checkReportFilters(body.filters);
    // The precheck has passed both; this keeps the types honest.
    if ("status" in page) return page;
    if (!checked.ok) return sandboxFailure("SANDBOX_REPORT_FILTERS", undefined, undefined, "provider");
    const records = [
      ...runtime.data.reportRecords,
      ...(await ledgerReportRecords(runtime, checked.filters.bbpsBillerID)),
    ];
    const result = reportPage(records, checked.filters, page, runtime.key);
    return {
      status: 200,
      body: {
        metadata: {
          generatedAt: new Date(runtime.now()).toISOString(),
          totalRecords: result.totalRecords,
          nextCursor: result.nextCursor,
          previousCursor: result.previousCursor,
          filters: body.filters,
          threshold: 100000,
        },
        records: result.records,
      },
    };
  },
};

/** Every provider operation the sandbox implements, by the operationId provider.yaml gives it. */
export const providerOperations: Readonly<Record<string, ProviderOperation>> = {
  createToken,
  getTransactionStatus,
  getReports,
};
