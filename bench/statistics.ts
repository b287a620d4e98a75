/** The middle value (mean of the two middle ones for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle]!;
  return sorted.length % 2 === 1 ? upper : (sorted[middle - 1]! + upper) / 2;
}

/** The median of the defined values, or null when a figure was missing from every run. */
export function medianOrNull(values: readonly (number | null)[]): number | null {
  return median(values.filter((value): value is number => value !== null)) ?? null;
}

/** Nearest-rank percentile: the value below which `share` (0 to 1) of the samples fall; NaN when empty. */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

export type Point = { pages: number; seconds: number };

export type Growth = {
  /** Seconds each extra page added, between consecutive points, e.g. 50→200 and 200→800. */
  marginal: { from: number; to: number; millisecondsPerPage: number }[];
  verdict: "linear" | "superlinear" | "sublinear" | "noisy" | "too few points";
  summary: string;
};

// Build times on a shared two-core machine wander by a tenth or so; within this band of the
// first interval's cost per page, growth is called linear.
const linearBand = { low: 0.67, high: 1.5 };

/**
 * Whether build time grows in proportion to the page count: compares the cost of each extra
 * page up to the second-largest point with its cost over the last, largest interval (a wide
 * interval first, so one noisy small step does not decide). A fixed start-up cost does not count
 * against linearity, since only differences between points are used.
 */
export function describeGrowth(points: readonly Point[]): Growth {
  const sorted = [...points].sort((a, b) => a.pages - b.pages);
  const perPage = (from: Point, to: Point) => ((to.seconds - from.seconds) * 1000) / (to.pages - from.pages);
  const marginal = sorted.slice(1).map((point, index) => {
    const previous = sorted[index]!;
    return { from: previous.pages, to: point.pages, millisecondsPerPage: perPage(previous, point) };
  });
  const costs = marginal
    .map(({ from, to, millisecondsPerPage }) => `${Math.round(millisecondsPerPage)} ms/page (${from}→${to})`)
    .join(", ");
  const first = sorted[0];
  const beforeLast = sorted.at(-2);
  const last = sorted.at(-1);
  if (sorted.length < 3 || !first || !beforeLast || !last)
    return { marginal, verdict: "too few points", summary: costs || "too few scenarios built" };
  // A bigger build that finished sooner says the timings are noise (a busy machine), not growth.
  if (marginal.some(({ millisecondsPerPage }) => millisecondsPerPage <= 0))
    return { marginal, verdict: "noisy", summary: `inconclusive, timings too noisy; ${costs}` };
  const early = perPage(first, beforeLast);
  const late = perPage(beforeLast, last);
  const ratio = late / early;
  const verdict = ratio < linearBand.low ? "sublinear" : ratio > linearBand.high ? "superlinear" : "linear";
  const explained = {
    linear: "roughly linear",
    superlinear: `superlinear: a page costs ${ratio.toFixed(1)}× more at the largest size`,
    sublinear: "sublinear: fixed costs still dominate",
  }[verdict];
  return { marginal, verdict, summary: `${explained}; ${costs}` };
}
