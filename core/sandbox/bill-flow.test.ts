import { describe, expect, it } from "vitest";
import { billFlowOperations, freshReferenceId, runBillFlow, type BillFlowOperation } from "./bill-flow";

const examples = {
  "bill-fetch-request": { billerId: "B1" },
  "get-fetched-bill": { context: "<context from bill-fetch-request>" },
  "make-payment": { amount: "<amount>", context: "<context from get-fetched-bill>", referenceId: "REF1" },
  "get-payment-status": { context: "<context from make-payment>" },
};

const success = (data: unknown) => ({ status: 200, body: { statusCode: "success", data } });

async function collect(
  send: (operation: BillFlowOperation, body: unknown) => Promise<{ status: number; body: unknown }>,
) {
  const steps = [];
  for await (const step of runBillFlow(examples, send, { today: "2026-11-23" })) steps.push(step);
  return steps;
}

describe("runBillFlow", () => {
  it("passes each step's context to the next and the bill's amount to the payment", async () => {
    const requests: [string, unknown][] = [];
    const steps = await collect(async (operation, body) => {
      requests.push([operation, body]);
      if (operation === "get-fetched-bill") return success({ context: "C2", bill: { amount: 150000 } });
      return success({ context: `C-${operation}` });
    });
    expect(steps.map((step) => step.operation)).toEqual([...billFlowOperations]);
    expect(requests[1]).toEqual(["get-fetched-bill", { context: "C-bill-fetch-request" }]);
    expect(requests[2]![1]).toMatchObject({ amount: 150000, context: "C2" });
    expect(requests[3]).toEqual(["get-payment-status", { context: "C-make-payment" }]);
  });

  it("pays with a fresh referenceId each run, so a second run is not a duplicate", async () => {
    const references: unknown[] = [];
    for (let run = 0; run < 2; run += 1) {
      await collect(async (operation, body) => {
        if (operation === "make-payment") references.push((body as { referenceId: unknown }).referenceId);
        return success({ context: "C" });
      });
    }
    expect(references).toHaveLength(2);
    expect(references[0]).not.toBe("REF1");
    expect(references[0]).not.toBe(references[1]);
  });

  it("stops after the first step that does not succeed", async () => {
    const steps = await collect(async (operation) =>
      operation === "get-fetched-bill"
        ? { status: 200, body: { statusCode: "BFR004", statusMessage: "No bill" } }
        : success({ context: "C" }),
    );
    expect(steps.map((step) => step.operation)).toEqual(["bill-fetch-request", "get-fetched-bill"]);
  });

  it("makes references of letters and digits only, a new one every time", () => {
    const references = Array.from({ length: 10_000 }, () => freshReferenceId());
    for (const reference of references.slice(0, 10)) expect(reference).toMatch(/^REF[0-9A-Z]+$/);
    expect(new Set(references).size).toBe(references.length);
  });
});
