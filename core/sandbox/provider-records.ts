import type { LedgerPayment } from "./payment-ledger";

/**
 * The documented shapes of the provider APIs' records (transaction status's `payment`, a reports
 * record), built from the facts of one payment: the sandbox's published records and the payments
 * made through its make-payment come out the same.
 */
export type PaymentFacts = {
  txnReferenceId: string;
  billerId: string;
  /** Paise. */
  amount: number;
  mode: string;
  billNumber: string;
  billDate: string;
  dueDate: string;
  billPeriod: string;
  customerName: string;
  customerParams: { name: string; value: string }[];
  /** IST, `YYYY-MM-DD HH:MM:SS`. */
  paidOn: string;
  /** The `agent.id` the payment's bill fetch carried; `sandboxReportPlaceholders.agentId` when not known. */
  agentId?: string | undefined;
};

/**
 * Values of report fields whose format or values the documents do not show: sandbox placeholders,
 * marked `SBX` like the sandbox's other made-up references, and listed on the reference page.
 * Production's are issued during onboarding. The prefixes precede the payment's txnReferenceId.
 */
export const sandboxReportPlaceholders = {
  agentId: "SBXAGENT0000001",
  billerApprovalRefNumPrefix: "SBXAPPROVAL",
  directBillChannel: "SBXDIRECTBILLCHANNEL",
  directBillChannelDescription: "Sandbox placeholder: production's values are issued during onboarding.",
  type: "SBXPAYMENTTYPE",
  origRefIdPrefix: "SBXORIG",
  /** `bill.additionalInfo`: a list of name/value like a fetched bill's, empty on every sandbox record. */
  billAdditionalInfo: [] as readonly { name: string; value: string }[],
  /** A failed record's `failureReason`, `postingErrorCode` and their descriptions. */
  failureReason: "SBXFAILUREREASON",
  failureReasonDescription: "Sandbox placeholder: production's failure reasons are issued during onboarding.",
  postingErrorCode: "SBXPOSTINGERROR",
  postingErrorDesc: "Sandbox placeholder: production's posting error codes are issued during onboarding.",
} as const;

export type Settlement = ReturnType<typeof settlement>;

export const settlement = (amount: number, date: string, isPrimary: boolean, index: number | string) => ({
  amount,
  isPrimary,
  utr: `SBXUTR00000000${index}`,
  date,
  bankCode: isPrimary ? "SBXBANK01" : "SBXBANK02",
  bankAccount: isPrimary ? "000000000001" : "000000000002",
  bankIfsc: isPrimary ? "SBXB0000001" : "SBXB0000002",
  beneficiaryName: "Sandbox Biller Ltd",
});

/** Transaction status's `data.payment`. */
export const transactionStatusPayment = (facts: PaymentFacts, status: "SUCCESSFUL" | "FAILED") => ({
  amount: { amt: { amount: facts.amount }, splitPayAmount: 0 },
  billDetails: { biller: { id: facts.billerId }, customerParams: facts.customerParams },
  billerResponse: {
    amount: facts.amount,
    billDate: facts.billDate,
    billNumber: facts.billNumber,
    billPeriod: facts.billPeriod,
    customerName: facts.customerName,
    dueDate: facts.dueDate,
  },
  head: { refId: `SBXREF${facts.txnReferenceId}` },
  paymentMethod: { OFFUSPay: false, paymentMode: facts.mode, quickPay: false, splitPay: false },
  status,
  txn: { ts: facts.paidOn, txnReferenceId: facts.txnReferenceId },
});

/**
 * The fields a FAILED record adds: the documents list why the payment failed and why its posting
 * to the biller did, so a failed record carries them, as sandbox placeholders.
 */
const failureFields = () => ({
  failureReason: sandboxReportPlaceholders.failureReason,
  failureReasonDescription: sandboxReportPlaceholders.failureReasonDescription,
  postingErrorCode: sandboxReportPlaceholders.postingErrorCode,
  postingErrorDesc: sandboxReportPlaceholders.postingErrorDesc,
});

/** One record of the reports API; a FAILED one carries the failure fields. */
export const reportRecord = (
  facts: PaymentFacts,
  ids: { paymentRefId: string; refId: string },
  settlements: Settlement[] | null,
  status: "SUCCESSFUL" | "FAILED" = "SUCCESSFUL",
) => ({
  bill: {
    number: facts.billNumber,
    generatedOn: facts.billDate,
    dueDate: facts.dueDate,
    periodicity: facts.billPeriod,
    amount: { currencyCode: "INR", value: facts.amount },
    additionalInfo: [...sandboxReportPlaceholders.billAdditionalInfo],
    customerDetails: { name: facts.customerName, customerParams: facts.customerParams },
  },
  payment: {
    status,
    ...(status === "FAILED" ? failureFields() : {}),
    txnReferenceId: facts.txnReferenceId,
    paymentRefId: ids.paymentRefId,
    date: facts.paidOn,
    billerApprovalRefNum: `${sandboxReportPlaceholders.billerApprovalRefNumPrefix}${facts.txnReferenceId}`,
    directBillChannel: sandboxReportPlaceholders.directBillChannel,
    directBillChannelDescription: sandboxReportPlaceholders.directBillChannelDescription,
    type: sandboxReportPlaceholders.type,
    mode: facts.mode,
    offUsPay: false,
    quickPay: false,
    splitPay: false,
    // Its shape is issued during onboarding; the sandbox writes it as the bill's amount is written.
    amount: { currencyCode: "INR", value: facts.amount },
    settlements,
  },
  BBPS: {
    TxnRefID: facts.txnReferenceId,
    OrigRefID: `${sandboxReportPlaceholders.origRefIdPrefix}${facts.txnReferenceId}`,
    AgentID: facts.agentId ?? sandboxReportPlaceholders.agentId,
    RefID: ids.refId,
    BBPSBillerID: facts.billerId,
  },
  reposting: { RepostingStatus: "NOT_REQUIRED", RepostingsDone: 0, NextRepostingTimestamp: null },
});

/** `YYYY-MM-DD HH:MM:SS` in IST (UTC+05:30), as the provider APIs write dates. */
export function istDateTime(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");
}

const day = 86_400_000;

/** The facts of a payment made through make-payment: dates as the bill the sandbox issued. */
export function ledgerFacts(payment: LedgerPayment): PaymentFacts {
  const date = (offsetDays: number) => istDateTime(payment.paidAt + offsetDays * day).slice(0, 10);
  return {
    txnReferenceId: payment.txnReferenceId,
    billerId: payment.billerId,
    amount: payment.amount,
    mode: payment.txnMode,
    billNumber: payment.billNumber,
    billDate: date(-10),
    dueDate: date(20),
    billPeriod: payment.billPeriod,
    customerName: payment.customerName,
    customerParams: payment.customerParams,
    paidOn: istDateTime(payment.paidAt),
    agentId: payment.agentId,
  };
}
