/**
 * A mobile number with all but its last four digits hidden, as a page a phone may show to others
 * should: `maskMobile("9876543210")` → `••••••3210`.
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  return "•".repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}
