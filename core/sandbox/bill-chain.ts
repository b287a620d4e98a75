import { checkAgent } from "../bill-payment/agent-fields";
import { checkPaymentAmount, parseAmount } from "../bill-payment/amount-rules";
import { checkAccountNumber } from "../bill-payment/card-and-account";
import {
  issueContext,
  readContext,
  type BillContext,
  type FetchContext,
  type PaymentContext,
} from "../bill-payment/context-chain";
import { customerParamValues } from "../bill-payment/customer-params";
import { checkMobileNumber } from "../bill-payment/mobile-number";
import { paymentStatusAt } from "../bill-payment/payment-status";
import { isMissing, missingFieldCode } from "../bill-payment/required-field-codes";
import { billerRefusal, lookUpBill } from "./bill-lookup";
import { documentedFailure, type CouOperation, type CouRuntime } from "./cou-runtime";
import type { LedgerPayment } from "./payment-ledger";
import { randomId } from "./random-id";
import { couSuccess, sandboxFailure, type SandboxReply } from "./reply";
import type { SandboxBiller } from "./sandbox-data";

/**
 * The context chain: bill-fetch-request → get-fetched-bill → make-payment → get-payment-status.
 * Each step reads the signed context of the step before, checks the documented rules and signs
 * the next context; the only thing remembered is which references and bill contexts were paid.
 */

const findBiller = (runtime: CouRuntime, billerId: unknown): SandboxBiller | undefined =>
  runtime.data.billers.find((biller) => biller.billerId === billerId);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sandbox's auto header on bill-fetch-request: every sandbox customer is a walk-in customer,
 * so an auto fetch answers ERR190, and an auto payment ERR191, or ERR222 from a biller that offers
 * no auto payment. Without the header the fetch is an ordinary one.
 */
function autoRefusal(biller: SandboxBiller, value: string | undefined, runtime: CouRuntime) {
  const op = "billFetchRequest";
  const { name, values } = runtime.data.autoHeader;
  if (value === undefined) return undefined;
  if (value === values[0]) return documentedFailure(runtime, op, "ERR190", `(${name}: ${value})`);
  if (value !== values[1])
    return sandboxFailure("SANDBOX_INVALID_AUTO", `${name} takes ${values.join(" or ")}.`);
  if (!biller.autoPayment)
    return documentedFailure(runtime, op, "ERR222", `(${biller.billerId} offers no auto payment)`);
  return documentedFailure(runtime, op, "ERR191", `(${name}: ${value})`);
}

const billFetchRequest: CouOperation = {
  precheck: (body, runtime, required) => {
    const op = "billFetchRequest";
    const missing = missingFieldCode(op, body, required);
    if (missing) return documentedFailure(runtime, op, missing.code);
    const fields = body as Record<string, unknown>;
    const mobile = checkMobileNumber(fields.mobileNumber);
    if (mobile)
      return documentedFailure(
        runtime,
        op,
        mobile,
        "The sandbox takes 10 digits starting with 6, 7, 8 or 9.",
      );
    const agent = checkAgent(fields.agent, runtime.rules.mandatoryByChannel);
    if (!agent.ok) {
      const detail =
        agent.code === "ERRAGT" ? undefined : `Missing for this channel: ${agent.missing.join(", ")}.`;
      return documentedFailure(runtime, op, agent.code, detail);
    }
    return undefined;
  },
  run: async (body, runtime, caller) => {
    const op = "billFetchRequest";
    if (!runtime.data.categories.some((category) => category.categoryCode === body.categoryCode))
      return documentedFailure(runtime, op, "ERR000", `No category ${String(body.categoryCode)}.`);
    const biller = findBiller(runtime, body.billerId);
    if (!biller || biller.categoryCode !== body.categoryCode)
      return documentedFailure(
        runtime,
        op,
        "ERR155",
        `No biller ${String(body.billerId)} in category ${String(body.categoryCode)}.`,
      );
    const values = customerParamValues(body.customerParams);
    const refusal = billerRefusal(biller, values, runtime.now());
    if (refusal) {
      if (refusal.afterSeconds) await delay(refusal.afterSeconds * 1000);
      return documentedFailure(runtime, op, refusal.code, refusal.detail);
    }
    const auto = autoRefusal(biller, caller.header(runtime.data.autoHeader.name), runtime);
    if (auto) return auto;
    const agent = body.agent as { channel: string; id: string };
    const { token } = issueContext<FetchContext>(
      { k: "fetch", b: biller.billerId, c: agent.channel, g: agent.id, p: values },
      runtime.now(),
      runtime.key,
    );
    return couSuccess({ context: token }, "Bill fetch registered.");
  },
};

const getFetchedBill: CouOperation = {
  run: async (body, runtime) => {
    const op = "getFetchedBill";
    const now = runtime.now();
    const read = readContext(body.context, ["fetch"], now, runtime.key);
    if (!read.ok) return documentedFailure(runtime, op, read.code, read.message);
    const fetch = read.context as FetchContext;
    const biller = findBiller(runtime, fetch.b);
    if (!biller) return documentedFailure(runtime, op, "BFR008", "The biller is no longer in the sandbox.");
    const sent = Object.entries(fetch.p).map(([name, value]) => ({ name, value }));
    const found = lookUpBill(biller, sent, runtime.data, now, `BILL-${fetch.i.slice(0, 8)}`);
    if (!found.ok) return documentedFailure(runtime, op, found.code, found.detail);
    const { bill } = found;
    const { token } = issueContext<BillContext>(
      {
        k: "bill",
        b: biller.billerId,
        c: fetch.c,
        g: fetch.g,
        p: fetch.p,
        a: bill.amount,
        n: bill.billNumber,
      },
      now,
      runtime.key,
    );
    return couSuccess({ bill, context: token, fetchAPIStatus: "Active" });
  },
};

const makePayment: CouOperation = {
  precheck: (body, runtime) => {
    const fields = (body ?? {}) as { remittanceDetails?: unknown; referenceId?: unknown };
    const remittance = fields.remittanceDetails;
    const accountNumber =
      remittance && typeof remittance === "object"
        ? (remittance as Record<string, unknown>).accountNumber
        : undefined;
    const code = checkAccountNumber(accountNumber);
    if (code) return documentedFailure(runtime, "makePayment", code);
    if (accountNumber === runtime.data.failingAccountNumber)
      return documentedFailure(runtime, "makePayment", "ERR159", "(sandbox test account)");
    // A reference that is sent but blank identifies nothing, so it could never be a duplicate.
    if (typeof fields.referenceId === "string" && isMissing(fields.referenceId))
      return sandboxFailure("SANDBOX_INVALID_REQUEST", undefined, [
        { path: "/referenceId", message: "must not be empty or blank" },
      ]);
    return undefined;
  },
  run: async (body, runtime, caller) => {
    const op = "makePayment";
    const now = runtime.now();
    const read = readContext(body.context, ["bill"], now, runtime.key);
    if (!read.ok) return documentedFailure(runtime, op, read.code, read.message);
    const bill = read.context as BillContext;
    const biller = findBiller(runtime, bill.b);
    if (!biller) return documentedFailure(runtime, op, "ERR181", "The biller is no longer in the sandbox.");
    const amountCode = checkPaymentAmount({
      amount: body.amount,
      billAmount: bill.a,
      exactness: biller.exactness,
      editability: runtime.rules.amountEditability,
      channel: bill.c,
      channelLimits: biller.paymentChannels,
    });
    if (amountCode)
      return sandboxFailure(
        amountCode,
        `Bill amount ${bill.a}, exactness ${biller.exactness}, channel ${bill.c}.`,
      );
    if (!biller.paymentModes.some((mode) => mode.paymentMode === body.txnMode))
      return sandboxFailure(
        "SANDBOX_PAYMENT_MODE_NOT_ACCEPTED",
        `${biller.billerId} takes ${biller.paymentModes.map((mode) => mode.paymentMode).join(", ")}.`,
      );
    // A biller that fails payments on purpose does so before anything is claimed, so a retry can
    // reuse the referenceId.
    if (biller.failure?.operation === "makePayment")
      return documentedFailure(runtime, op, biller.failure.code, "(sandbox test biller)");
    // The documented duplicate check is on the transaction reference; a bill is paid once too,
    // however many bill contexts get-fetched-bill gave for it.
    const keep = now + 24 * 3_600_000;
    if (!(await runtime.store.claim(`reference:${String(body.referenceId)}`, keep)))
      return documentedFailure(
        runtime,
        op,
        "AM05",
        `referenceId ${String(body.referenceId)} was already used.`,
      );
    if (!(await runtime.store.claim(`bill-paid:${bill.b}:${bill.n}`, keep)))
      return documentedFailure(runtime, op, "AM05", `Bill ${bill.n} has already been paid.`);
    const txnId = `SBXTXN${randomId(12)}`;
    const amount = parseAmount(body.amount) ?? bill.a;
    const { token } = issueContext<PaymentContext>(
      { k: "payment", b: biller.billerId, a: amount, m: String(body.txnMode), x: txnId },
      now,
      runtime.key,
    );
    // The provider's transaction status and reports show the payment to its biller.
    const payment: LedgerPayment = {
      txnReferenceId: txnId,
      billerId: biller.billerId,
      amount,
      txnMode: String(body.txnMode),
      billNumber: bill.n,
      billPeriod: biller.bill.billPeriod,
      customerName: biller.bill.customerName,
      customerParams: Object.entries(bill.p).map(([name, value]) => ({ name, value })),
      paidAt: now,
      agentId: bill.g,
    };
    await runtime.ledger.record(payment);
    await runtime.paid?.(payment, caller.client, caller.witness);
    return couSuccess({ context: token, sourceRefNum: `SBXSRN${randomId(12)}` }, "Payment accepted.");
  },
};

const getPaymentStatus: CouOperation = {
  run: async (body, runtime): Promise<SandboxReply> => {
    const op = "getPaymentStatus";
    const now = runtime.now();
    const read = readContext(body.context, ["fetch", "bill", "payment"], now, runtime.key);
    if (!read.ok) return documentedFailure(runtime, op, read.code, read.message);
    if (read.context.k !== "payment")
      return documentedFailure(
        runtime,
        op,
        "ERR000",
        "No payment has been made with this context; send make-payment's context.",
      );
    const payment = read.context;
    return couSuccess({
      amount: payment.a,
      billerId: payment.b,
      status: paymentStatusAt(now / 1000 - payment.t),
      txnId: payment.x,
      txnMode: payment.m,
    });
  },
};

export const billChainOperations: Record<string, CouOperation> = {
  billFetchRequest,
  getFetchedBill,
  makePayment,
  getPaymentStatus,
};
