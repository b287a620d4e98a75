import { describe, expect, it } from "vitest";
import { checkFetchResponse, checkPostingResponse, detectKind, type RuleId } from "./rules";

const now = new Date("2026-11-22T10:00:00Z");
const rules = (violations: { rule: RuleId }[]) => violations.map((violation) => violation.rule);

const goodFetch = {
  status: "SUCCESS",
  errorCode: "00",
  customerName: "A Customer",
  amountDue: 150000,
  billDate: "2026-11-01",
  dueDate: "2026-11-30",
  billNumber: "B-1",
  additionalInfo: { interest: 0, penalty: 0 },
};

describe("checkFetchResponse", () => {
  it("accepts a response that follows every rule", () => {
    expect(checkFetchResponse(goodFetch, now)).toEqual([]);
  });

  it("reads the fetch's day in India, where bills are dated", () => {
    // 20:00 UTC on 22 November is 01:30 IST on 23 November.
    const evening = new Date("2026-11-22T20:00:00Z");
    const datedToday = { ...goodFetch, billDate: "2026-11-23" };
    expect(rules(checkFetchResponse(datedToday, evening))).not.toContain("bill-date-not-in-future");
    expect(rules(checkFetchResponse({ ...goodFetch, billDate: "2026-11-24" }, evening))).toContain(
      "bill-date-not-in-future",
    );
  });

  it.each([
    ["an unknown status", { ...goodFetch, status: "OK" }, "fetch-status"],
    ["SUCCESS with a failure code", { ...goodFetch, errorCode: "02" }, "fetch-error-code"],
    ["FAILURE without a code", { status: "FAILURE", errorCode: "00" }, "fetch-error-code"],
    ["an undocumented code", { status: "FAILURE", errorCode: "07" }, "fetch-error-code"],
    ["billDate after dueDate", { ...goodFetch, billDate: "2026-12-05" }, "bill-date-not-after-due-date"],
    ["billDate in the future", { ...goodFetch, billDate: "2026-11-25" }, "bill-date-not-in-future"],
    [
      "five additionalInfo entries",
      { ...goodFetch, additionalInfo: { a: 1, b: 2, c: 3, d: 4, e: 5 } },
      "additional-info-count",
    ],
    ["an amount in rupees with decimals", { ...goodFetch, amountDue: 1500.5 }, "amounts-in-paise"],
    ["an amount as a string", { ...goodFetch, amountDue: "150000" }, "amounts-in-paise"],
  ])("flags %s", (_name, response, rule) => {
    expect(rules(checkFetchResponse(response, now))).toContain(rule);
  });

  it("accepts every documented failure code", () => {
    for (const errorCode of ["01", "02", "03"])
      expect(checkFetchResponse({ status: "FAILURE", errorCode }, now)).toEqual([]);
  });

  it("checks v1.1 payment options: count and range", () => {
    const option = { amount: 10000, min: 5000, max: 20000, amountMultiple: 1000 };
    const ok = {
      ...goodFetch,
      paymentOptions: { partPayment: option, advanceEmi: option, foreclosure: option },
    };
    expect(checkFetchResponse(ok, now)).toEqual([]);
    const five = { ...goodFetch, paymentOptions: { a: option, b: option, c: option, d: option, e: option } };
    expect(rules(checkFetchResponse(five, now))).toContain("payment-options-count");
    // The limits restrict what the customer pays, not the option's own amount: neither its range
    // nor its multiple applies to it.
    const amountOutside = { ...goodFetch, paymentOptions: { partPayment: { ...option, amount: 30000 } } };
    expect(checkFetchResponse(amountOutside, now)).toEqual([]);
    const inverted = { ...goodFetch, paymentOptions: { partPayment: { ...option, min: 25000 } } };
    expect(rules(checkFetchResponse(inverted, now))).toEqual(["payment-option-range"]);
    const notMultiple = { ...goodFetch, paymentOptions: { partPayment: { ...option, amount: 10500 } } };
    expect(checkFetchResponse(notMultiple, now)).toEqual([]);
  });

  it("reads the bill-selection list form with minAmount, maxAmount and a null multiple", () => {
    const bill = {
      amount: 10000,
      billNumber: "B-2",
      dueDate: "2026-11-30",
      paymentOptions: [
        { name: "partPayment", amount: 4000, minAmount: 12000, maxAmount: 10000, amountMultiple: null },
      ],
    };
    expect(rules(checkFetchResponse({ status: "SUCCESS", errorCode: "00", bill }, now))).toEqual([
      "payment-option-range",
    ]);
  });

  it("checks that split amounts add up to the total, except a single account without an amount", () => {
    const split = {
      ...goodFetch,
      splitData: [
        { bankCode: "X", amount: 100000 },
        { bankCode: "Y", amount: 40000 },
      ],
    };
    expect(rules(checkFetchResponse(split, now))).toEqual(["split-sum"]);
    const single = { ...goodFetch, splitData: [{ bankCode: "X" }] };
    expect(checkFetchResponse(single, now)).toEqual([]);
  });

  it("requires unique bill numbers in a B2B response", () => {
    const bill = { amount: 100, billNumber: "N1", billDate: "2026-11-01", dueDate: "2026-11-30" };
    const response = { status: "SUCCESS", errorCode: "00", bills: [bill, bill] };
    expect(rules(checkFetchResponse(response, now))).toEqual(["b2b-unique-bill-numbers"]);
  });

  it("never throws on input that is not an object", () => {
    expect(rules(checkFetchResponse("nope", now))).toEqual(["fetch-status"]);
    expect(rules(checkFetchResponse(null, now))).toEqual(["fetch-status"]);
  });
});

describe("checkPostingResponse", () => {
  it("accepts SUCCESS with an 8-character alphanumeric acknowledgementId", () => {
    expect(checkPostingResponse({ status: "SUCCESS", acknowledgementId: "ACK12345" })).toEqual([]);
  });

  it.each([
    ["a short acknowledgementId", { status: "SUCCESS", acknowledgementId: "ACK1234" }, "acknowledgement-id"],
    [
      "a non-alphanumeric acknowledgementId",
      { status: "SUCCESS", acknowledgementId: "ACK-12345" },
      "acknowledgement-id",
    ],
    [
      "DUPLICATE with an acknowledgementId",
      { status: "DUPLICATE", acknowledgementId: "ACK12345" },
      "acknowledgement-id",
    ],
    ["an unknown status", { status: "DONE", acknowledgementId: "" }, "posting-status"],
  ])("flags %s", (_name, response, rule) => {
    expect(rules(checkPostingResponse(response))).toEqual([rule]);
  });

  it("accepts FAILURE and DUPLICATE with an empty acknowledgementId", () => {
    expect(checkPostingResponse({ status: "FAILURE", acknowledgementId: "" })).toEqual([]);
    expect(checkPostingResponse({ status: "DUPLICATE", acknowledgementId: "" })).toEqual([]);
  });
});

describe("detectKind", () => {
  it("tells a posting response by its acknowledgementId", () => {
    expect(detectKind({ status: "SUCCESS", acknowledgementId: "x" })).toBe("posting");
    expect(detectKind(goodFetch)).toBe("fetch");
  });
});
