import type { Editability } from "../../core/bill-payment/amount-rules";
import type { CatalogueBiller, HostedBill } from "../../core/instacollect/hosted-page-api";
import { formatRupees, parseRupees } from "./rupees";

/** How the bill screen shows the amount: read-only or editable, what it starts at, and the rule. */
export type AmountField = { editable: boolean; initial: number; rule: string };

type AmountBiller = Pick<CatalogueBiller, "editability">;

/**
 * The amount field for a biller's bill, and its rule in words. Only an editable amount starts at
 * the link's `defaultAmount`; a fixed one is always the bill amount. The sandbox applies the rule,
 * and the biller's limits, when the customer pays, and answers a refusal with its code, which the
 * page shows.
 */
export function amountField(biller: AmountBiller, bill: HostedBill, defaultAmount?: number): AmountField {
  const due = formatRupees(bill.amount);
  const rules: Record<Editability, string> = {
    fixed: "The biller takes the bill amount in full.",
    any: "You can pay any amount.",
    "up-to-bill-amount": `You can pay up to the bill amount, ${due}.`,
    "at-least-bill-amount": `You can pay the bill amount, ${due}, or more.`,
  };
  const editable = biller.editability !== "fixed";
  return {
    editable,
    initial: editable ? (defaultAmount ?? bill.amount) : bill.amount,
    rule: rules[biller.editability],
  };
}

/**
 * The amount to send, in paise: the bill amount when it is fixed, else what the customer typed,
 * or undefined when that is not an amount in rupees above zero.
 */
export function amountToPay(field: AmountField, text: string): number | undefined {
  if (!field.editable) return field.initial;
  return parseRupees(text) || undefined;
}
