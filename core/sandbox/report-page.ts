import type { IstRange, ReportFilters } from "./report-filters";
import { signToken, verifyToken, type TokenKey } from "./signed-token";

/** The fields of a report record the filters look at; fixtures carry the rest of the record. */
export type FilterableRecord = {
  payment: {
    txnReferenceId: string;
    /** IST, `YYYY-MM-DD HH:MM:SS`. */
    date: string;
    settlements: { date: string }[] | null;
  };
  BBPS: { BBPSBillerID: string };
};

export type ReportPage<R> = {
  totalRecords: number;
  records: R[] | null;
  nextCursor: string | null;
  previousCursor: string | null;
};

/** The specification's sample page size; the sandbox uses it as the default and the maximum. */
export const maxReportPageSize = 100;

const within = (value: string, range: IstRange) => value >= range.from && value <= range.to;

export function matchesFilters(record: FilterableRecord, filters: ReportFilters): boolean {
  if (record.BBPS.BBPSBillerID !== filters.bbpsBillerID) return false;
  if (filters.txnReferenceId && record.payment.txnReferenceId !== filters.txnReferenceId) return false;
  if (filters.txnDates && !within(record.payment.date, filters.txnDates)) return false;
  if (filters.settlementDates) {
    const range = filters.settlementDates;
    if (!(record.payment.settlements ?? []).some((settlement) => within(settlement.date, range)))
      return false;
  }
  return true;
}

/**
 * A cursor to the page at `offset`: a token signed like the sandbox's contexts, so that a cursor
 * the sandbox did not issue (an edited or made-up offset) is refused, e.g. `encodeCursor(100, key)`.
 * Its payload is one short key, `{"c":100}`, so a cursor stays within 64 characters.
 */
export function encodeCursor(offset: number, key: TokenKey): string {
  return signToken({ c: offset }, key);
}

/** The offset of a cursor `encodeCursor` signed with `key`, or undefined for anything else. */
export function decodeCursor(cursor: string, key: TokenKey): number | undefined {
  const payload = verifyToken(cursor, key);
  if (typeof payload !== "object" || payload === null || Object.keys(payload).length !== 1) return undefined;
  const offset: unknown = (payload as { c?: unknown }).c;
  return typeof offset === "number" && Number.isSafeInteger(offset) && offset >= 0 ? offset : undefined;
}

/**
 * One page of the matching records. With no match, `totalRecords` is 0 and `records` null, as
 * documented; cursors are null where there is no neighbouring page.
 */
export function reportPage<R extends FilterableRecord>(
  records: readonly R[],
  filters: ReportFilters,
  page: { limit: number; offset: number },
  key: TokenKey,
): ReportPage<R> {
  const matching = records.filter((record) => matchesFilters(record, filters));
  if (matching.length === 0)
    return { totalRecords: 0, records: null, nextCursor: null, previousCursor: null };
  const { limit, offset } = page;
  const end = offset + limit;
  return {
    totalRecords: matching.length,
    records: matching.slice(offset, end),
    nextCursor: end < matching.length ? encodeCursor(end, key) : null,
    previousCursor: offset > 0 ? encodeCursor(Math.max(0, offset - limit), key) : null,
  };
}
