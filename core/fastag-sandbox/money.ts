/** Amounts are kept in whole paise and written as rupees with two decimals, as the FASTag API writes them. */

const rupeesPattern = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/** Rupees as sent (`"100"`, `"84.75"`) in paise; undefined for anything else, e.g. `"-1"` or `"1e3"`. */
export function paiseOf(rupees: unknown): number | undefined {
  if (typeof rupees !== "string" || !rupeesPattern.test(rupees)) return undefined;
  const [whole = "0", fraction = ""] = rupees.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Paise as rupees with two decimals, e.g. 10550 → `"105.50"`, -100 → `"-1.00"`. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** Paise as a JSON number of rupees, e.g. 499500 → 4995, as the statement's `balance` is written. */
export function rupeesNumber(paise: number): number {
  return paise / 100;
}

/** Paise of a published amount; published data is checked by its tests, so a bad one is a fault. */
export function publishedPaise(rupees: string): number {
  const paise = paiseOf(rupees);
  if (paise === undefined) throw new RangeError(`Not an amount: ${rupees}`);
  return paise;
}
