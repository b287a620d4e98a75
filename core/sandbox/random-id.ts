const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A random upper-case alphanumeric id, e.g. `randomId(12)` → `"7KQ2M0X9RD1B"`. */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 36, so the first letters are slightly likelier; harmless for ids.
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
