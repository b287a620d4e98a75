/**
 * Card expiry and account number rules (specification, sections 5 and 8): card expiry is four
 * digits (`ERR184` not specified, `ERR179` not length 4, `ERR180` invalid year or month), and the
 * account number is 16 digits (`ERR178`). The specification names no card-expiry field; the
 * sandbox applies the rule to the customer parameter its credit-card biller marks as the expiry.
 */

/**
 * Checks a card expiry as `MMYY`. `ERR180` covers a month outside 01–12 and a card that has
 * expired before `now`'s month (a year in the past is an invalid year). Example:
 * `checkCardExpiry("1330", now)` → `"ERR180"`.
 */
export function checkCardExpiry(value: unknown, now: Date): "ERR184" | "ERR179" | "ERR180" | undefined {
  if (value === undefined || value === null || value === "") return "ERR184";
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || text.length !== 4) return "ERR179";
  if (!/^[0-9]{4}$/.test(text)) return "ERR180";
  const month = Number(text.slice(0, 2));
  const year = 2000 + Number(text.slice(2));
  if (month < 1 || month > 12) return "ERR180";
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return "ERR180";
  return undefined;
}

/** `ERR178` unless the account number is exactly 16 digits; not checked when it is not sent. */
export function checkAccountNumber(value: unknown): "ERR178" | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" && /^[0-9]{16}$/.test(value) ? undefined : "ERR178";
}
