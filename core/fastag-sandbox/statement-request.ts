import type { RequestProblem } from "../sandbox/reply";
import { invalidRequest, readStrings, type FastagReply, type FastagRuntime } from "./fastag-runtime";
import { isCalendarDate, istDate } from "./ist-time";
import type { BookedEntry } from "./ledger";

/** The date range and page shared by the toll and wallet transaction calls. */
export type StatementRequest = {
  walletId: string;
  startDate: string;
  endDate: string;
  limit: number;
  offset: number;
};

const statementFields = ["walletId", "startDate", "endDate", "limit", "offset"] as const;

/**
 * Reads the range and page: real dates, start on or before end, `limit` from 1 to the sandbox's
 * maximum and `offset` a whole number, all strings of digits as documented (the published patterns,
 * which the schema carries too). The reference documents no code for a bad range or page, so each
 * is the sandbox's request code naming the field.
 */
export function readStatementRequest(
  body: unknown,
  runtime: FastagRuntime,
): { ok: true; request: StatementRequest } | { ok: false; reply: FastagReply } {
  const read = readStrings(body, statementFields);
  if (!read.ok) return { ok: false, reply: invalidRequest(read.problems) };
  const { walletId, startDate, endDate, limit, offset } = read.values;
  const { maxPageRows: maxRows, pageLimitPattern, pageOffsetPattern } = runtime.data.fastagSettings;
  const problems: RequestProblem[] = [];
  if (!isCalendarDate(startDate))
    problems.push({ path: "/startDate", message: "must be a date, YYYY-MM-DD" });
  if (!isCalendarDate(endDate)) problems.push({ path: "/endDate", message: "must be a date, YYYY-MM-DD" });
  if (problems.length === 0 && startDate > endDate)
    problems.push({ path: "/endDate", message: "must not be before startDate" });
  if (!new RegExp(pageLimitPattern).test(limit) || Number(limit) > maxRows)
    problems.push({
      path: "/limit",
      message: `must be a whole number from 1 to ${maxRows}, in digits without leading zeros`,
    });
  if (!new RegExp(pageOffsetPattern).test(offset))
    problems.push({ path: "/offset", message: "must be a whole number, in digits without leading zeros" });
  if (problems.length > 0) return { ok: false, reply: invalidRequest(problems) };
  return {
    ok: true,
    request: { walletId, startDate, endDate, limit: Number(limit), offset: Number(offset) },
  };
}

/** Whether the entry's IST date falls in the request's range, both ends included. */
export function inRange(entry: BookedEntry, request: StatementRequest): boolean {
  const date = istDate(entry.at);
  return date >= request.startDate && date <= request.endDate;
}

/** The request's page of `rows`. */
export function pageOf<T>(rows: readonly T[], request: StatementRequest): T[] {
  return rows.slice(request.offset, request.offset + request.limit);
}
