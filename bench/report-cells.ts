/** Columns and cells more than one section of the report uses. */
import { layoutShift, milliseconds, score, secondsFromMilliseconds, truncate } from "./format";
import type { LighthouseFigures, LighthouseResult } from "./lighthouse";
import type { Column, TableSection } from "./table";

export const right = (header: string): Column => ({ header, align: "right" });
export const left = (header: string): Column => ({ header });

export const lighthouseColumns = [
  right("perf"),
  right("a11y"),
  right("best pr."),
  right("SEO"),
  right("LCP"),
  right("TBT"),
  right("CLS"),
];

export function lighthouseCells(figures: LighthouseFigures | undefined): string[] {
  return [
    score(figures?.performance),
    score(figures?.accessibility),
    score(figures?.bestPractices),
    score(figures?.seo),
    secondsFromMilliseconds(figures?.largestContentfulPaintMs, 2),
    milliseconds(figures?.totalBlockingTimeMs),
    layoutShift(figures?.cumulativeLayoutShift),
  ];
}

/** One line per page whose runs failed: how many, and Lighthouse's error code when it gave one. */
export function lighthouseNotes(label: string, result: LighthouseResult): string[] {
  if (result.errors.length === 0) return [];
  const reasons = new Set(result.errors.map((error) => /\(([A-Z_]+)\)\s*$/.exec(error)?.[1] ?? error));
  return [
    truncate(
      `${label}: ${result.errors.length} failed run(s), ${result.runs.length} kept (${[...reasons].join("; ")})`,
      160,
    ),
  ];
}

/** The section of a step that could not be measured, with the reason under it. */
export function failed(title: string, outcome: { error: string }): TableSection {
  return { title, columns: [left("status")], rows: [["not measured"]], notes: [truncate(outcome.error)] };
}
