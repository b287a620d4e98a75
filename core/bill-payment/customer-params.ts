/**
 * Customer parameters against the biller's `blrCustomerParams` (specification, section 5: "biller
 * parameters carry minLength, maxLength and regex"). The specification has no code for a value
 * that breaks them; the sandbox answers get-fetched-bill with `BFR001`, invalid customer account.
 */

export type BillerCustomerParam = {
  paramName: string;
  minLength: number;
  maxLength: number;
  regex: string;
  optional: boolean;
};

export type CustomerParamsCheck =
  { ok: true; values: Record<string, string> } | { ok: false; problems: string[] };

/** The sent `customerParams` (a list of `{ name, value }`) as a map from name to value; first wins. */
export function customerParamValues(sent: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!Array.isArray(sent)) return values;
  for (const entry of sent as unknown[]) {
    if (!entry || typeof entry !== "object") continue;
    const { name, value } = entry as { name?: unknown; value?: unknown };
    if (typeof name === "string" && typeof value === "string" && !Object.hasOwn(values, name))
      values[name] = value;
  }
  return values;
}

/**
 * Checks every parameter the biller declares, e.g. a 10-digit consumer number sent as `"12345"`
 * → `{ ok: false, problems: ["Consumer Number must have at least 10 characters."] }`.
 */
export function checkCustomerParams(
  sent: unknown,
  params: readonly BillerCustomerParam[],
): CustomerParamsCheck {
  const values = customerParamValues(sent);
  const problems: string[] = [];
  for (const param of params) {
    const value = Object.hasOwn(values, param.paramName) ? values[param.paramName] : undefined;
    if (value === undefined || value === "") {
      if (!param.optional) problems.push(`${param.paramName} is mandatory.`);
      continue;
    }
    if (value.length < param.minLength)
      problems.push(`${param.paramName} must have at least ${param.minLength} characters.`);
    else if (value.length > param.maxLength)
      problems.push(`${param.paramName} must have at most ${param.maxLength} characters.`);
    else if (!new RegExp(param.regex).test(value))
      problems.push(`${param.paramName} must match ${param.regex}.`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}
