import { checkCustomerParams, type BillerCustomerParam } from "../../core/bill-payment/customer-params";

type NameValue = { name: string; value: string };

/**
 * The fetch form's problems by parameter name, by the sandbox's own rule (`checkCustomerParams`),
 * so the form refuses exactly what the sandbox would. A broken pattern is worded for the customer
 * rather than shown as a regular expression.
 */
export function paramProblems(
  sent: NameValue[],
  params: readonly BillerCustomerParam[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const param of params) {
    const check = checkCustomerParams(sent, [param]);
    if (check.ok) continue;
    const problem = check.problems[0] ?? "";
    problems[param.paramName] = problem.endsWith(`must match ${param.regex}.`)
      ? `${param.paramName} is not in the form the biller uses.`
      : problem;
  }
  return problems;
}
