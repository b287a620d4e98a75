/**
 * A code the sandbox sends (a payment mode, a bill period) as the customer reads it: acronyms stay
 * (`UPI`), words are written in sentence case (`INTERNET BANKING` → `Internet banking`).
 */
export function codeLabel(code: string): string {
  if (code.length <= 4) return code;
  const lower = code.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
