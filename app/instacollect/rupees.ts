const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** An amount in paise as the customer reads it: `formatRupees(150000)` → `₹1,500.00`. */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}

/** An amount in paise as an editable field holds it: `150050` → `1500.50`, with no grouping. */
export function rupeesFieldText(paise: number): string {
  return (paise / 100).toFixed(2);
}

/**
 * What the customer typed, in paise, or undefined when it is not an amount in rupees with up to
 * two decimals: `"1,500.5"` → 150050, `"₹ 99"` → 9900, `"1.234"` → undefined. Whole numbers only,
 * so no floating-point rounding reaches the sandbox.
 */
export function parseRupees(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
