import { checkCardExpiry } from "../bill-payment/card-and-account";
import { checkCustomerParams } from "../bill-payment/customer-params";
import type { CouSandboxData, SandboxBiller } from "./sandbox-data";

/**
 * How the sandbox finds a customer's bill: the rules the bill API's fetch chain applies, shared with
 * the InstaCollect hosted page so that both answer the same customer the same way.
 */

/** A documented code and what exactly went wrong; a slow biller answers after `afterSeconds`. */
export type BillRefusal = { code: string; detail?: string; afterSeconds?: number };

/** The bill the sandbox issues a biller's customer. Amounts are in paise; dates YYYY-MM-DD. */
export type SandboxBill = {
  additionalInfo: { name: string; value: string }[];
  amount: number;
  billDate: string;
  billNumber: string;
  billPeriod: string;
  customerName: string;
  dueDate: string;
};

/** YYYY-MM-DD, `days` from `nowMs` (the sandbox's date format). */
function dateFrom(nowMs: number, days: number): string {
  return new Date(nowMs + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Whether the biller takes a fetch for these parameter values at all: an inactive biller answers
 * ERR131, a deregistered one ERR999, a biller that fails fetches on purpose its published code,
 * and a card expiry parameter its card-expiry code.
 */
export function billerRefusal(
  biller: SandboxBiller,
  values: Readonly<Record<string, string>>,
  now: number,
): BillRefusal | undefined {
  if (biller.status === "inactive") return { code: "ERR131" };
  if (biller.status === "deregistered") return { code: "ERR999" };
  const failure = biller.failure;
  if (failure?.operation === "billFetchRequest")
    return {
      code: failure.code,
      detail: "(sandbox test biller)",
      ...(failure.afterSeconds === undefined ? {} : { afterSeconds: failure.afterSeconds }),
    };
  for (const param of biller.customerParams.filter((entry) => entry.cardExpiry)) {
    const code = checkCardExpiry(values[param.paramName], new Date(now));
    if (code) return { code, detail: `(${param.paramName}, MMYY)` };
  }
  return undefined;
}

/**
 * The customer's bill, or why there is none: parameters that break the biller's rules are an
 * invalid account (BFR001), and a published scenario value gives its code.
 */
export function lookUpBill(
  biller: SandboxBiller,
  sent: readonly { name: string; value: string }[],
  data: Pick<CouSandboxData, "billScenarios">,
  now: number,
  billNumber: string,
): { ok: true; bill: SandboxBill } | ({ ok: false } & BillRefusal) {
  const params = checkCustomerParams(sent, biller.customerParams);
  if (!params.ok) return { ok: false, code: "BFR001", detail: params.problems.join(" ") };
  const values = Object.values(params.values);
  const scenario = data.billScenarios.find((entry) => values.includes(entry.value));
  if (scenario)
    return { ok: false, code: scenario.code, detail: `(sandbox scenario: ${scenario.description})` };
  return {
    ok: true,
    bill: {
      additionalInfo: [...biller.bill.additionalInfo],
      amount: biller.bill.amount,
      billDate: dateFrom(now, -10),
      billNumber,
      billPeriod: biller.bill.billPeriod,
      customerName: biller.bill.customerName,
      dueDate: dateFrom(now, 20),
    },
  };
}
