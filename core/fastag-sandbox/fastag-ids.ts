/** Random identifiers in the FASTag formats. */

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** `count` random decimal digits, e.g. `randomDigits(4)` → `"0419"`. */
export function randomDigits(count: number): string {
  // 250 is a multiple of 10: dropping bytes from 250 up keeps every digit equally likely.
  let digits = "";
  while (digits.length < count)
    for (const byte of randomBytes(count))
      if (byte < 250 && digits.length < count) digits += String(byte % 10);
  return digits;
}

/** A tag ID: 24 upper-case hexadecimal characters. */
export function randomTagId(): string {
  return Array.from(randomBytes(12), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}
