const rangePattern = /^([A-Za-z_]+)(\d+)\s*[–-]\s*\1?(\d+)$/;

/** Whether a listed code (or range) covers `wanted`. */
export function codeMatches(listed: string, wanted: string): boolean {
  const a = listed.trim().toLowerCase();
  const b = wanted.trim().toLowerCase();
  if (a === b) return true;
  const range = rangePattern.exec(listed.trim());
  const single = /^([A-Za-z_]+)(\d+)$/.exec(wanted.trim());
  if (!range || !single || range[1]!.toLowerCase() !== single[1]!.toLowerCase()) return false;
  const number = Number(single[2]);
  return number >= Number(range[2]) && number <= Number(range[3]);
}
