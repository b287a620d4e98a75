const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// Asking the system for random bytes costs far more than the bytes, so take them 4 KiB at a time.
const pool = new Uint8Array(4096);
let used = pool.length;

/** A random upper-case alphanumeric id, e.g. `randomId(12)` → `"7KQ2M0X9RD1B"`. */
export function randomId(length: number): string {
  if (length > pool.length) throw new RangeError(`randomId gives at most ${pool.length} characters.`);
  if (used + length > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  let id = "";
  // 256 is not a multiple of 36, so the first letters are slightly likelier; harmless for ids.
  for (let index = used; index < used + length; index += 1)
    id += alphabet[(pool[index] ?? 0) % alphabet.length];
  used += length;
  return id;
}
