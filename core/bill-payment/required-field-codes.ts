/**
 * The documented codes for a required body field that is not sent (specification, section 8),
 * by operationId. The required fields themselves come from the operation's schema in cou.yaml;
 * this table only says which code a missing one gets. A field without an entry is left to the
 * schema check. biller-details has no codes of its own in the specification; the sandbox gives it
 * the Fields group's, since it takes the same body as biller-fields.
 */
export const missingFieldCodes: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  billFetchRequest: { billerId: "ERR100", mobileNumber: "ERR104", agent: "ERRAGT" },
  getBillerFields: { categoryCode: "ERR154" },
  getBillerDetails: { categoryCode: "ERR154" },
  getBillerList: { categoryCode: "ERR100" },
};

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * The code of the first required field (in schema order) that is missing and has a documented
 * code, e.g. `missingFieldCode("getBillerList", {}, ["categoryCode"])` → `{ field: "categoryCode", code: "ERR100" }`.
 */
export function missingFieldCode(
  operationId: string,
  body: unknown,
  requiredFields: readonly string[],
): { field: string; code: string } | undefined {
  const codes = missingFieldCodes[operationId] ?? {};
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  for (const field of requiredFields) {
    const code = codes[field];
    if (code !== undefined && isMissing(fields[field])) return { field, code };
  }
  return undefined;
}
