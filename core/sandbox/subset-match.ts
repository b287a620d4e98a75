/** Whether `actual` holds every field of `expected`, recursively (objects compared as a subset). */
export function isSubset(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== "object") return Object.is(expected, actual);
  if (actual === null || typeof actual !== "object") return false;
  return Object.entries(expected).every(([key, value]) =>
    isSubset(value, (actual as Record<string, unknown>)[key]),
  );
}
