/** The inactivity window in words: 900 → `15 minutes`, 60 → `1 minute`, 90 → `90 seconds`. */
export function durationText(seconds: number): string {
  const [count, unit] = seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
