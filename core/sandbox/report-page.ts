import { base64UrlToBytes, bytesToBase64Url } from "../base64url";
import type { IstRange, ReportFilters } from "./report-filters";

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

/** Cursors are opaque to clients; here they only carry the offset of the page they point at. */
export function encodeCursor(offset: number): string {
  return bytesToBase64Url(new TextEncoder().encode(`o:${offset}`));
}

export function decodeCursor(cursor: string): number | undefined {
  const bytes = base64UrlToBytes(cursor);
  const match = bytes ? /^o:(\d{1,9})$/.exec(new TextDecoder().decode(bytes)) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * One page of the matching records. With no match, `totalRecords` is 0 and `records` null, as
 * documented; cursors are null where there is no neighbouring page.
 */
export function reportPage<R extends FilterableRecord>(
  records: readonly R[],
  filters: ReportFilters,
  page: { limit: number; offset: number },
): ReportPage<R> {
  const matching = records.filter((record) => matchesFilters(record, filters));
  if (matching.length === 0)
    return { totalRecords: 0, records: null, nextCursor: null, previousCursor: null };
  const { limit, offset } = page;
  const end = offset + limit;
  return {
    totalRecords: matching.length,
    records: matching.slice(offset, end),
    nextCursor: end < matching.length ? encodeCursor(end) : null,
    previousCursor: offset > 0 ? encodeCursor(Math.max(0, offset - limit)) : null,
  };
}
