/**
 * The reports API's filter rules (provider specification, section 5): `bbpsBillerID` is
 * mandatory, `txnReferenceId` optional, and either the transaction dates or the settlement dates
 * are mandatory, in IST. The date format is not shown; the sandbox accepts `YYYY-MM-DD` and
 * `YYYY-MM-DD HH:MM:SS` (IST) and says so on the page.
 */

export type ReportFilterRule =
  "biller-id-mandatory" | "dates-mandatory" | "date-pair-incomplete" | "date-format" | "date-range-order";

export type ReportFilterViolation = { rule: ReportFilterRule; field: string; message: string };

/** A date range in IST as sortable `YYYY-MM-DD HH:MM:SS` strings, both ends included. */
export type IstRange = { from: string; to: string };

export type ReportFilters = {
  bbpsBillerID: string;
  txnReferenceId: string | undefined;
  txnDates: IstRange | undefined;
  settlementDates: IstRange | undefined;
};

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** `2026-11-22` or `2026-11-22 14:05:00` as a sortable IST timestamp, or undefined if neither. */
export function parseIstDate(value: unknown, endOfDay: boolean): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = datePattern.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  // Reject 2026-02-30 and friends: the calendar date must survive a round trip.
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day!) return undefined;
  if (match[4] === undefined) return `${value.slice(0, 10)} ${endOfDay ? "23:59:59" : "00:00:00"}`;
  if (hours! > 23 || minutes! > 59 || seconds! > 59) return undefined;
  return value;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

function rangeOf(
  filters: Record<string, unknown>,
  startField: string,
  endField: string,
  violations: ReportFilterViolation[],
): IstRange | undefined {
  const start = filters[startField];
  const end = filters[endField];
  if (!present(start) && !present(end)) return undefined;
  if (!present(start) || !present(end)) {
    const missing = present(start) ? endField : startField;
    violations.push({
      rule: "date-pair-incomplete",
      field: missing,
      message: `${startField} and ${endField} are sent together; ${missing} is missing.`,
    });
    return undefined;
  }
  const from = parseIstDate(start, false);
  const to = parseIstDate(end, true);
  for (const [field, parsed] of [
    [startField, from],
    [endField, to],
  ] as const) {
    if (parsed === undefined)
      violations.push({
        rule: "date-format",
        field,
        message: `${field} is not a date the sandbox reads (YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, IST).`,
      });
  }
  if (from === undefined || to === undefined) return undefined;
  if (from > to) {
    violations.push({
      rule: "date-range-order",
      field: startField,
      message: `${startField} is after ${endField}.`,
    });
    return undefined;
  }
  return { from, to };
}

/**
 * Checks a reports request's `filters` and reads them, e.g.
 * `checkReportFilters({ bbpsBillerID: "B1", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" })`.
 */
export function checkReportFilters(
  filters: unknown,
): { ok: true; filters: ReportFilters } | { ok: false; violations: ReportFilterViolation[] } {
  const object = filters && typeof filters === "object" ? (filters as Record<string, unknown>) : {};
  const violations: ReportFilterViolation[] = [];
  const billerId = object.bbpsBillerID;
  if (typeof billerId !== "string" || billerId.trim() === "")
    violations.push({
      rule: "biller-id-mandatory",
      field: "bbpsBillerID",
      message: "filters.bbpsBillerID is mandatory.",
    });
  const txnDates = rangeOf(object, "txnStartDate", "txnEndDate", violations);
  const settlementDates = rangeOf(object, "settlementStartDate", "settlementEndDate", violations);
  const anyDates = ["txnStartDate", "txnEndDate", "settlementStartDate", "settlementEndDate"].some((field) =>
    present(object[field]),
  );
  if (!anyDates)
    violations.push({
      rule: "dates-mandatory",
      field: "txnStartDate",
      message: "Either the transaction dates or the settlement dates are mandatory.",
    });
  if (violations.length > 0) return { ok: false, violations };
  const txnReferenceId = object.txnReferenceId;
  return {
    ok: true,
    filters: {
      bbpsBillerID: billerId as string,
      txnReferenceId:
        typeof txnReferenceId === "string" && txnReferenceId !== "" ? txnReferenceId : undefined,
      txnDates,
      settlementDates,
    },
  };
}
