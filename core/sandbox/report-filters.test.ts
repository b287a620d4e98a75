import { describe, expect, it } from "vitest";
import { checkReportFilters, parseIstDate, type ReportFilterRule } from "./report-filters";

const rulesOf = (filters: unknown): ReportFilterRule[] => {
  const result = checkReportFilters(filters);
  return result.ok ? [] : result.violations.map((violation) => violation.rule);
};

describe("reports filter rules", () => {
  it.each([
    ["transaction dates", { bbpsBillerID: "B1", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" }],
    [
      "settlement dates",
      { bbpsBillerID: "B1", settlementStartDate: "2026-11-01", settlementEndDate: "2026-11-02" },
    ],
    [
      "both pairs and a transaction reference",
      {
        bbpsBillerID: "B1",
        txnReferenceId: "T1",
        txnStartDate: "2026-11-01 00:00:00",
        txnEndDate: "2026-11-01 23:59:59",
        settlementStartDate: "2026-11-01",
        settlementEndDate: "2026-11-02",
      },
    ],
    ["one day", { bbpsBillerID: "B1", txnStartDate: "2026-11-01", txnEndDate: "2026-11-01" }],
  ])("accepts %s", (_name, filters) => {
    expect(rulesOf(filters)).toEqual([]);
  });

  it.each<[string, unknown, ReportFilterRule[]]>([
    ["no filters", undefined, ["biller-id-mandatory", "dates-mandatory"]],
    ["no bbpsBillerID", { txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" }, ["biller-id-mandatory"]],
    [
      "a blank bbpsBillerID",
      { bbpsBillerID: " ", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" },
      ["biller-id-mandatory"],
    ],
    ["no dates", { bbpsBillerID: "B1", txnReferenceId: "T1" }, ["dates-mandatory"]],
    ["half a transaction pair", { bbpsBillerID: "B1", txnStartDate: "2026-11-01" }, ["date-pair-incomplete"]],
    [
      "half a settlement pair",
      { bbpsBillerID: "B1", settlementEndDate: "2026-11-01" },
      ["date-pair-incomplete"],
    ],
    [
      "a date in another format",
      { bbpsBillerID: "B1", txnStartDate: "01/11/2026", txnEndDate: "2026-11-30" },
      ["date-format"],
    ],
    [
      "an impossible date",
      { bbpsBillerID: "B1", txnStartDate: "2026-02-30", txnEndDate: "2026-03-01" },
      ["date-format"],
    ],
    [
      "an impossible time",
      { bbpsBillerID: "B1", txnStartDate: "2026-02-01 24:00:00", txnEndDate: "2026-03-01" },
      ["date-format"],
    ],
    [
      "a number for a date",
      { bbpsBillerID: "B1", txnStartDate: 20261101, txnEndDate: "2026-11-30" },
      ["date-format"],
    ],
    [
      "a range that ends first",
      { bbpsBillerID: "B1", txnStartDate: "2026-11-30", txnEndDate: "2026-11-01" },
      ["date-range-order"],
    ],
  ])("flags %s", (_name, filters, rules) => {
    expect(rulesOf(filters)).toEqual(rules);
  });

  it("reads whole days as the full day, in IST", () => {
    const result = checkReportFilters({
      bbpsBillerID: "B1",
      txnStartDate: "2026-11-01",
      txnEndDate: "2026-11-02",
    });
    expect(result).toEqual({
      ok: true,
      filters: {
        bbpsBillerID: "B1",
        txnReferenceId: undefined,
        txnDates: { from: "2026-11-01 00:00:00", to: "2026-11-02 23:59:59" },
        settlementDates: undefined,
      },
    });
    expect(parseIstDate("2026-11-01 14:30:00", false)).toBe("2026-11-01 14:30:00");
  });
});
