import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastagOperations } from "./fastag-operations";
import type { FastagOperationId } from "./fastag-runtime";
import { creationBody, fastagTestRuntime, isDocumentedAnswer } from "./fastag-runtime.test-data";

/** Bodies near the documented ones: each documented field may hold any JSON, and any field may be missing. */
const examples: Record<FastagOperationId, Record<string, unknown>> = {
  generateOtp: { mobile: "9876543210" },
  validateOtp: { otpReferenceId: "9TFUZBA4UW", otp: "4321" },
  dedupe: {
    customer: { firstName: "Ravi", lastName: "Kumar", mobile: "9876543210", dob: "1974-10-29" },
    vehicleNumber: "KA12AB5618",
  },
  createWallet: creationBody(),
  walletCreationStatus: {
    customer: { firstName: "Ravi", lastName: "Kumar", mobile: "9876543210", dob: "1974-10-29" },
    vehicleNumber: "KA12AB5618",
  },
  reissuance: { ...creationBody(), walletId: "19000009653984" },
  tagOperation: { walletId: "19000009653984", vehicleNumber: "KA12AB5618", operation: "DEACTIVATE" },
  rechargeRequest: { walletId: "19000009653984", amount: "100", referenceId: "BCRCH0000000001" },
  rechargeEnquiry: { walletId: "19000009653984", referenceId: "BCRCH0000000001" },
  walletBalance: { walletId: "19000009653984" },
  tollTransactions: {
    walletId: "19000009653984",
    startDate: "2020-06-01",
    endDate: "2020-06-30",
    limit: "100",
    offset: "0",
  },
  walletTransactions: {
    walletId: "19000009653984",
    startDate: "2020-06-01",
    endDate: "2020-06-30",
    limit: "100",
    offset: "0",
    transactionType: "ALL",
  },
  vehicleStatus: { vehicleNumber: "JK02JK1234" },
};

const mutated = (example: Record<string, unknown>) =>
  fc.record(
    Object.fromEntries(
      Object.entries(example).map(([name, value]) => [
        name,
        fc.oneof(fc.constant(value), fc.jsonValue(), fc.string(), fc.constant(undefined)),
      ]),
    ),
  );

const operationIds = Object.keys(fastagOperations) as FastagOperationId[];

describe("generated bodies", () => {
  it("never throw and always answer a documented code, on all thirteen operations", async () => {
    expect(operationIds).toHaveLength(13);
    const { runtime } = fastagTestRuntime();
    const bodies = fc
      .constantFrom(...operationIds)
      .chain((operationId) =>
        fc.tuple(fc.constant(operationId), fc.oneof(fc.jsonValue(), mutated(examples[operationId]))),
      );
    await fc.assert(
      fc.asyncProperty(bodies, async ([operationId, body]) => {
        const operation = fastagOperations[operationId];
        const prechecked = operation.precheck?.(body, runtime);
        if (prechecked) expect(isDocumentedAnswer(prechecked)).toBe(true);
        const reply = await operation.run(body, runtime);
        expect(isDocumentedAnswer(reply), JSON.stringify({ operationId, body, reply })).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });
});
