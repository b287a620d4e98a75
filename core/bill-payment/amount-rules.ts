/**
 * Amount rules for make-payment: editability by the biller's exactness (specification, section 5)
 * and the biller's limits for the agent's payment channel (`blrPaymentChannels`). The exactness
 * mapping is the `x-amount-editability` extension on cou.yaml's `Exactness` schema, passed in.
 *
 * The specification shows neither the amount's type nor its unit. The sandbox takes a whole number
 * of paise (a JSON number or a string of digits), the unit of its bills and of the example limits
 * (minLimit 100, maxLimit 99999900), and says so on the page.
 */

export type Editability = "fixed" | "up-to-bill-amount" | "at-least-bill-amount" | "any";

/** `x-amount-editability`: exactness → editability. */
export type AmountEditability = Readonly<Record<string, Editability>>;

export type ChannelLimits = { paymentChannel: string; minLimit: number; maxLimit: number };

export type AmountCode =
  | "SANDBOX_INVALID_AMOUNT"
  | "SANDBOX_AMOUNT_NOT_EDITABLE"
  | "SANDBOX_AMOUNT_ABOVE_BILL"
  | "SANDBOX_AMOUNT_BELOW_BILL"
  | "SANDBOX_CHANNEL_NOT_ACCEPTED"
  | "SANDBOX_AMOUNT_OUTSIDE_LIMITS";

/** The amount in paise, or undefined when it is not a whole, non-negative number of paise. */
export function parseAmount(value: unknown): number | undefined {
  const amount = typeof value === "string" && /^[0-9]{1,15}$/.test(value) ? Number(value) : value;
  return typeof amount === "number" && Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}

/** Whether the payer may change the amount, e.g. `isAmountEditable("EXACT", mapping)` → false. */
export function isAmountEditable(exactness: string, mapping: AmountEditability): boolean {
  return (mapping[exactness] ?? "fixed") !== "fixed";
}

/**
 * The first rule a payment amount breaks, or undefined. An exactness the mapping does not list is
 * treated as fixed, the strictest reading.
 */
export function checkPaymentAmount(input: {
  amount: unknown;
  billAmount: number;
  exactness: string;
  editability: AmountEditability;
  channel: string;
  channelLimits: readonly ChannelLimits[];
}): AmountCode | undefined {
  const amount = parseAmount(input.amount);
  if (amount === undefined) return "SANDBOX_INVALID_AMOUNT";
  const rule = Object.hasOwn(input.editability, input.exactness)
    ? input.editability[input.exactness]
    : "fixed";
  if (rule === "fixed" && amount !== input.billAmount) return "SANDBOX_AMOUNT_NOT_EDITABLE";
  if (rule === "up-to-bill-amount" && amount > input.billAmount) return "SANDBOX_AMOUNT_ABOVE_BILL";
  if (rule === "at-least-bill-amount" && amount < input.billAmount) return "SANDBOX_AMOUNT_BELOW_BILL";
  const limits = input.channelLimits.find((limit) => limit.paymentChannel === input.channel);
  if (!limits) return "SANDBOX_CHANNEL_NOT_ACCEPTED";
  if (amount < limits.minLimit || amount > limits.maxLimit) return "SANDBOX_AMOUNT_OUTSIDE_LIMITS";
  return undefined;
}
