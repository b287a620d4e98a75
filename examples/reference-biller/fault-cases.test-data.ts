/**
 * The reference biller's faults as the kit meets them, and a kit config for a run against a
 * reference biller, shared by the tests that run the kit in-process and as the downloaded file.
 */
import type { KitConfigInput } from "../../core/biller-kit/kit-config";
import type { KitVersionId } from "../../content/biller-kit/kit-versions";
import {
  referenceBillerEndpoints,
  referenceBillerId,
  referenceCustomers,
  referenceReceiverEndpoints,
  type ReferenceBillerFault,
} from "./reference-biller";

/**
 * The options of a run against the reference biller at `url`: the version's endpoints of those
 * given, its test customers, its aggregator biller ID, and the plan MDM payment.
 */
export function referenceKitConfig(
  url: string,
  version: KitVersionId,
  endpoints: ReferenceEndpoints,
  extra: Partial<KitConfigInput> = {},
): KitConfigInput {
  const paths: Record<string, string> = referenceBillerEndpoints[version];
  const at = (path: string | undefined) => (path === undefined ? undefined : `${url}${path}`);
  return {
    version,
    endpoints: {
      ...(endpoints.includes("fetch") && paths.fetch ? { fetch: at(paths.fetch) } : {}),
      ...(endpoints.includes("posting") && paths.posting ? { posting: at(paths.posting) } : {}),
      ...(endpoints.includes("validation") && paths.validation ? { validation: at(paths.validation) } : {}),
      ...(endpoints.includes("receivers")
        ? {
            settlementNotification: at(referenceReceiverEndpoints.settlementNotification),
            paymentNotification: at(referenceReceiverEndpoints.paymentNotification),
          }
        : {}),
    },
    customers: { ...referenceCustomers },
    billerId: referenceBillerId,
    payment: { amountPaise: 49900, billNumber: "PLAN-MONTHLY" },
    ...extra,
  };
}

/** Which endpoints of the reference biller a run is given: the receivers stand for both notifications. */
export type ReferenceEndpoints = readonly ("fetch" | "posting" | "validation" | "receivers")[];

/** A fault switched on alone: the version and endpoints a run needs to meet it, and what it fails. */
export type FaultCase = {
  fault: ReferenceBillerFault;
  version: KitVersionId;
  endpoints: ReferenceEndpoints;
  /** The checks it fails, as `endpoint:check`; none for a fault that breaks no rule. */
  fails: readonly string[];
  /** The field each failing check names. */
  field?: string;
  timeoutMs?: number;
};

/** Every fault of the reference biller (a test keeps the two lists equal). */
export const faultCases: readonly FaultCase[] = [
  {
    fault: "bill-date-after-due-date",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:bill-date-not-after-due-date"],
    field: "billDate",
  },
  {
    fault: "bill-date-in-future",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:bill-date-not-in-future"],
    field: "billDate",
  },
  {
    fault: "five-additional-info",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:additional-info-count"],
    field: "additionalInfo",
  },
  {
    fault: "amount-in-rupees",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:amounts-in-paise"],
    field: "amountDue",
  },
  {
    fault: "unknown-customer-answers-02",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:fetch-unknown-01"],
    field: "errorCode",
  },
  {
    fault: "nothing-due-answers-01",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:fetch-nothing-due-02"],
    field: "errorCode",
  },
  {
    fault: "payment-option-min-above-max",
    version: "v1.1",
    endpoints: ["fetch"],
    fails: ["fetch:payment-option-range"],
    field: "paymentOptions.partPayment.min",
  },
  {
    fault: "five-payment-options",
    version: "v1.1",
    endpoints: ["fetch"],
    fails: ["fetch:payment-options-count"],
    field: "paymentOptions",
  },
  {
    fault: "b2b-repeated-bill-number",
    version: "b2b",
    endpoints: ["fetch"],
    fails: ["fetch:b2b-unique-bill-numbers"],
    field: "bills",
  },
  {
    fault: "split-sum-mismatch",
    version: "split-settlement",
    endpoints: ["fetch"],
    fails: ["fetch:split-sum"],
    field: "splitData",
  },
  {
    fault: "slow-fetch",
    version: "v1.0",
    endpoints: ["fetch"],
    fails: ["fetch:answers-in-time"],
    timeoutMs: 1000,
  },
  {
    fault: "short-acknowledgement-id",
    version: "v1.0",
    endpoints: ["fetch", "posting"],
    fails: ["posting:posting-success"],
    field: "acknowledgementId",
  },
  {
    fault: "duplicate-answered-success",
    version: "v1.0",
    endpoints: ["fetch", "posting"],
    fails: ["posting:posting-duplicate"],
    field: "status",
  },
  {
    fault: "failure-with-acknowledgement-id",
    version: "v1.0",
    endpoints: ["fetch", "posting"],
    fails: ["posting:posting-failure-empty-ack"],
    field: "acknowledgementId",
  },
  {
    fault: "posting-split-sum-mismatch",
    version: "split-settlement",
    endpoints: ["fetch", "posting"],
    fails: ["posting:posting-split-sum"],
    field: "splitData",
  },
  {
    fault: "validation-five-additional-info",
    version: "v1.0",
    endpoints: ["validation"],
    fails: ["validation:validation-shape"],
    field: "data.additionalInfo",
  },
  { fault: "receiver-rejects-once", version: "v1.0", endpoints: ["receivers"], fails: [] },
  {
    fault: "receiver-always-rejects",
    version: "v1.0",
    endpoints: ["receivers"],
    fails: ["settlementNotification:settlement-accepted", "paymentNotification:payment-accepted"],
  },
  {
    fault: "text-content-type",
    version: "v1.0",
    endpoints: ["fetch", "posting", "validation", "receivers"],
    fails: [
      "fetch:json-answer",
      "posting:json-answer",
      "validation:json-answer",
      "settlementNotification:json-answer",
      "paymentNotification:json-answer",
    ],
    field: "Content-Type",
  },
];
