import { describe, expect, it } from "vitest";
import type { ReportFilters } from "./report-filters";
import { decodeCursor, encodeCursor, reportPage, type FilterableRecord } from "./report-page";
import { signToken, tokenKey } from "./signed-token";

const key = tokenKey("test-secret-for-report-pages");

const record = (id: number, date: string, settled: string | null, biller = "B1"): FilterableRecord => ({
  payment: { txnReferenceId: `T${id}`, date, settlements: settled ? [{ date: settled }] : null },
  BBPS: { BBPSBillerID: biller },
});

const records = [
  record(1, "2026-11-01 10:00:00", "2026-11-02 14:30:00"),
  record(2, "2026-11-02 10:00:00", "2026-11-03 14:30:00"),
  record(3, "2026-11-03 10:00:00", null),
  record(4, "2026-11-03 11:00:00", null, "B2"),
];

const filters = (extra: Partial<ReportFilters>): ReportFilters => ({
  bbpsBillerID: "B1",
  txnReferenceId: undefined,
  txnDates: undefined,
  settlementDates: undefined,
  ...extra,
});

const ids = (page: { records: FilterableRecord[] | null }) =>
  page.records?.map((entry) => entry.payment.txnReferenceId);

describe("report pages", () => {
  it.each<[string, Partial<ReportFilters>, string[] | undefined]>([
    [
      "by transaction dates",
      { txnDates: { from: "2026-11-02 00:00:00", to: "2026-11-03 23:59:59" } },
      ["T2", "T3"],
    ],
    [
      "by settlement dates",
      { settlementDates: { from: "2026-11-02 00:00:00", to: "2026-11-02 23:59:59" } },
      ["T1"],
    ],
    [
      "by reference",
      { txnReferenceId: "T2", txnDates: { from: "2026-11-01 00:00:00", to: "2026-11-30 23:59:59" } },
      ["T2"],
    ],
    ["with no match", { txnDates: { from: "2025-01-01 00:00:00", to: "2025-01-02 23:59:59" } }, undefined],
  ])("filters %s", (_name, extra, expected) => {
    expect(ids(reportPage(records, filters(extra), { limit: 100, offset: 0 }, key))).toEqual(expected);
  });

  it("answers no data with totalRecords 0 and records null", () => {
    expect(reportPage(records, filters({ bbpsBillerID: "B9" }), { limit: 100, offset: 0 }, key)).toEqual({
      totalRecords: 0,
      records: null,
      nextCursor: null,
      previousCursor: null,
    });
  });

  it("pages with cursors in both directions", () => {
    const all = filters({ txnDates: { from: "2026-11-01 00:00:00", to: "2026-11-30 23:59:59" } });
    const first = reportPage(records, all, { limit: 2, offset: 0 }, key);
    expect([ids(first), first.totalRecords, first.previousCursor]).toEqual([["T1", "T2"], 3, null]);
    const second = reportPage(records, all, { limit: 2, offset: decodeCursor(first.nextCursor!, key)! }, key);
    expect([ids(second), second.nextCursor]).toEqual([["T3"], null]);
    expect(decodeCursor(second.previousCursor!, key)).toBe(0);
  });

  it("reads back only its own cursors", () => {
    expect(decodeCursor(encodeCursor(200, key), key)).toBe(200);
    for (const cursor of ["", "abc", "o:1", "bzotMQ", "bzoxMDAwMDAw"])
      expect(decodeCursor(cursor, key), cursor).toBeUndefined();
  });

  it("refuses a cursor signed with another secret, edited, or signed for something else", () => {
    const issued = encodeCursor(200, key);
    const [, signature] = issued.split(".");
    const edited = `${signToken({ c: 1_000_000 }, tokenKey("another-secret-entirely")).split(".")[0]}.${signature}`;
    for (const cursor of [
      encodeCursor(200, tokenKey("another-secret-entirely")),
      edited,
      signToken({ k: "bearer", c: 200 }, key),
      signToken({ c: -1 }, key),
      signToken({ c: "200" }, key),
    ])
      expect(decodeCursor(cursor, key), cursor).toBeUndefined();
  });

  it("keeps cursors short enough for a query string", () => {
    expect(encodeCursor(999_999_999, key).length).toBeLessThanOrEqual(64);
  });
});
