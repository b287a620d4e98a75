/**
 * A sandbox header that takes a whole number within bounds (`x-sandbox-session-timeout`,
 * `x-sandbox-time-scale`): `fallback` when the header is absent, undefined when it is not a whole
 * number from `min` to `max`.
 */
export function wholeNumberHeader(
  value: string | undefined,
  bounds: { min: number; max: number },
  fallback: number,
): number | undefined {
  if (value === undefined) return fallback;
  const number = /^[0-9]{1,6}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return number >= bounds.min && number <= bounds.max ? number : undefined;
}
