import { describe, expect, it } from "vitest";
import { emptyMemory, fillPlaceholders, remember } from "./try-it-memory";

const afterChain = () => {
  let memory = emptyMemory();
  memory = remember(memory, "bill-fetch-request", { statusCode: "success", data: { context: "C1" } });
  memory = remember(memory, "get-fetched-bill", {
    statusCode: "success",
    data: { bill: { amount: 150000, billNumber: "B-1" }, context: "C2", fetchAPIStatus: "Active" },
  });
  return memory;
};

describe("the try-it console's memory", () => {
  it("fills each context from the step the placeholder names", () => {
    const memory = afterChain();
    expect(fillPlaceholders({ context: "<context from bill-fetch-request>" }, memory, "2026-11-22")).toEqual({
      context: "C1",
    });
    expect(
      fillPlaceholders(
        { amount: "<amount>", context: "<context from get-fetched-bill>", referenceId: "REF1" },
        memory,
        "2026-11-22",
      ),
    ).toEqual({ amount: 150000, context: "C2", referenceId: "REF1" });
  });

  it("leaves what it does not know, and dates complaints today", () => {
    expect(
      fillPlaceholders(
        { context: "<context from make-payment>", txnDate: "<txnDate>", list: [{ v: "<txnId>" }], n: 1 },
        afterChain(),
        "2026-11-22",
      ),
    ).toEqual({
      context: "<context from make-payment>",
      txnDate: "2026-11-22",
      list: [{ v: "<txnId>" }],
      n: 1,
    });
  });

  it("learns nothing from a failure", () => {
    const memory = afterChain();
    expect(remember(memory, "make-payment", { statusCode: "AM05", statusMessage: "Duplication." })).toBe(
      memory,
    );
    expect(remember(memory, "make-payment", "not json")).toBe(memory);
  });

  it("remembers the provider's token", () => {
    const memory = remember(emptyMemory(), "token", { success: true, data: { token: "T", expiresIn: 300 } });
    expect(fillPlaceholders("<token>", memory, "")).toBe("T");
    expect(fillPlaceholders("Bearer <token>", memory, "")).toBe("Bearer T");
    expect(fillPlaceholders("Bearer <token>", emptyMemory(), "")).toBe("Bearer <token>");
  });
});
