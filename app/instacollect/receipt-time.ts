/**
 * A payment's time as the receipt shows it, in India Standard Time: the webhook's UTC
 * `YYYY-MM-DD HH:MM:SS`, e.g. `"2026-11-28 17:20:18"` → `{ date: "2026-11-28", time: "22:50:18" }`;
 * undefined when the text is not one.
 */
export function istReceiptTime(utc: string): { date: string; time: string } | undefined {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$/.test(utc)) return undefined;
  const epoch = Date.parse(`${utc.replace(" ", "T")}Z`);
  if (Number.isNaN(epoch)) return undefined;
  // India Standard Time is UTC+5:30 all year.
  const ist = new Date(epoch + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 19) };
}
