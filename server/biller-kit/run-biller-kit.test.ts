/**
 * The conformance suite against the reference biller: every version passes it as shipped, and each
 * fault, switched on alone, fails exactly the check for the rule it breaks, naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitConfigInput } from "../../core/biller-kit/kit-config";
import { kitConfigSchema } from "../../core/biller-kit/kit-config";
import type { KitReport } from "../../core/biller-kit/kit-report";
import type { KitVersionId } from "../../content/biller-kit/kit-versions";
import {
  referenceBillerEndpoints,
  referenceBillerId,
  referenceCustomers,
  referenceReceiverEndpoints,
  startReferenceBiller,
  type ReferenceBiller,
  type ReferenceBillerFault,
} from "../../examples/reference-biller/reference-biller";
import { runBillerKit } from "./run-biller-kit";

/** A minute of the retry schedule takes 10 ms, so a receiver that never accepts costs half a second. */
const timeScale = 6000;

function configFor(
  biller: ReferenceBiller,
  version: KitVersionId,
  endpoints: readonly ("fetch" | "posting" | "validation" | "receivers")[],
  extra: Partial<KitConfigInput> = {},
) {
  const paths: Record<string, string> = referenceBillerEndpoints[version];
  const at = (path: string | undefined) => (path === undefined ? undefined : `${biller.url}${path}`);
  return kitConfigSchema.parse({
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
    customers: referenceCustomers,
    billerId: referenceBillerId,
    payment: { amountPaise: 49900, billNumber: "PLAN-MONTHLY" },
    ...extra,
  });
}

const failing = (report: KitReport) =>
  report.results
    .filter((result) => result.outcome === "fail")
    .map((result) => `${result.endpoint}:${result.check}`);

describe("the reference biller as shipped", () => {
  let biller: ReferenceBiller;
  beforeAll(async () => {
    biller = await startReferenceBiller();
  });
  afterAll(() => biller.close());

  it.each(["v1.0", "v1.1", "aggregator", "b2b", "plan-mdm", "split-settlement"] as const)(
    "passes every %s check, warning only that loopback is not HTTPS",
    async (version) => {
      const report = await runBillerKit(
        configFor(biller, version, ["fetch", "posting", "validation", "receivers"]),
        {
          timeScale,
        },
      );
      expect(failing(report)).toEqual([]);
      expect(report.counts["not-run"]).toBe(0);
      expect(report.passed).toBe(true);
      const warnings = report.results
        .filter((result) => result.outcome === "warn")
        .map((result) => result.check);
      expect(new Set(warnings)).toEqual(new Set(["https"]));
      // Every endpoint the version uses was called and judged.
      const endpoints = new Set(report.results.map((result) => result.endpoint));
      expect(endpoints.has("posting")).toBe(true);
      expect(endpoints.has("settlementNotification")).toBe(true);
    },
  );
});

type FaultCase = {
  fault: ReferenceBillerFault;
  version: KitVersionId;
  endpoints: readonly ("fetch" | "posting" | "validation" | "receivers")[];
  fails: readonly string[];
  field?: string;
  timeoutMs?: number;
};

const faults: readonly FaultCase[] = [
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

describe("each fault of the reference biller, switched on alone", () => {
  it.each(faults.map((entry) => [entry.fault, entry] as const))(
    "%s fails exactly its check",
    async (_fault, entry) => {
      const biller = await startReferenceBiller({ faults: [entry.fault] });
      try {
        const config = configFor(
          biller,
          entry.version,
          entry.endpoints,
          entry.timeoutMs ? { timeoutMs: entry.timeoutMs } : {},
        );
        const report = await runBillerKit(config, { timeScale });
        expect(failing(report)).toEqual(entry.fails);
        expect(report.passed).toBe(entry.fails.length === 0);
        if (entry.field !== undefined)
          for (const result of report.results.filter((found) => found.outcome === "fail"))
            expect(
              result.findings.map((finding) => finding.path),
              result.check,
            ).toContain(entry.field);
      } finally {
        await biller.close();
      }
    },
  );
});
