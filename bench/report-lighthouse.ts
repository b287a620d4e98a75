/** The site's Lighthouse figures as report sections: per route, the lowest, and what falls short. */
import { count, kilobytes, layoutShift, milliseconds, score, secondsFromMilliseconds } from "./format";
import type { LighthouseFigures } from "./lighthouse";
import type { AuditFinding, FindingCategory } from "./lighthouse-findings";
import { left, lighthouseCells, lighthouseColumns, lighthouseNotes, right } from "./report-cells";
import type { SiteAudit } from "./site-lighthouse";
import type { TableSection } from "./table";

/** The scores every route is held to (the issue's aim): 98 for performance, 100 for the rest. */
export const lighthouseAim = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 } as const;

type ScoreKey = keyof typeof lighthouseAim;

const scoreNames: Record<ScoreKey, string> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best practices",
  seo: "SEO",
};

const categoryOf: Record<ScoreKey, FindingCategory> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

/** Metrics where more is worse, with how a value prints. */
const worstMetrics = [
  { key: "totalBlockingTimeMs", name: "TBT", format: milliseconds },
  { key: "largestContentfulPaintMs", name: "LCP", format: (ms: number) => secondsFromMilliseconds(ms, 2) },
  { key: "cumulativeLayoutShift", name: "CLS", format: layoutShift },
] as const satisfies readonly {
  key: keyof LighthouseFigures;
  name: string;
  format: (value: number) => string;
}[];

function routeName(audit: SiteAudit): string {
  return audit.expectErrorStatus ? `${audit.path} (404)` : audit.path;
}

/** The routes sharing the extreme value, a few by name and the rest counted. */
function named(audits: readonly SiteAudit[]): string {
  const shown = audits.slice(0, 3).map(routeName).join(", ");
  return audits.length > 3 ? `${shown} and ${audits.length - 3} more` : shown;
}

/** One line per score naming its lowest route, then one per metric naming its worst. */
export function lowestNotes(audits: readonly SiteAudit[]): string[] {
  const scored = audits.filter((audit) => audit.lighthouse.median);
  const notes: string[] = [];
  for (const key of Object.keys(lighthouseAim) as ScoreKey[]) {
    const values = scored.flatMap((audit) => {
      const value = audit.lighthouse.median?.[key];
      return value === null || value === undefined ? [] : [{ audit, value }];
    });
    if (values.length === 0) continue;
    const lowest = Math.min(...values.map((entry) => entry.value));
    const at = values.filter((entry) => entry.value === lowest).map((entry) => entry.audit);
    const under = values.filter((entry) => entry.value < lighthouseAim[key]).length;
    notes.push(
      `lowest ${scoreNames[key]}: ${score(lowest)} (${named(at)}); ${under} of ${values.length} routes under ${lighthouseAim[key]}`,
    );
  }
  for (const metric of worstMetrics) {
    const values = scored.flatMap((audit) => {
      const value = audit.lighthouse.median?.[metric.key];
      return value === null || value === undefined ? [] : [{ audit, value }];
    });
    if (values.length === 0) continue;
    const worst = Math.max(...values.map((entry) => entry.value));
    const at = values.filter((entry) => entry.value === worst).map((entry) => entry.audit);
    notes.push(`worst ${metric.name}: ${metric.format(worst)} (${named(at)})`);
  }
  return notes;
}

/** The per-route table: scores, metrics and bytes, with the lowest route of each named under it. */
export function siteLighthouseSection(
  title: string,
  audits: readonly SiteAudit[],
  extra: readonly { header: string; cell: (audit: SiteAudit) => string }[] = [],
): TableSection {
  return {
    title,
    columns: [
      left("route"),
      ...lighthouseColumns,
      right("transferred"),
      ...extra.map((column) => right(column.header)),
    ],
    rows: audits.map((audit) => [
      routeName(audit),
      ...lighthouseCells(audit.lighthouse.median),
      kilobytes(audit.lighthouse.median?.transferredBytes),
      ...extra.map((column) => column.cell(audit)),
    ]),
    notes: [
      ...lowestNotes(audits),
      ...audits.flatMap((audit) => lighthouseNotes(audit.path, audit.lighthouse)),
    ],
  };
}

function belowAim(figures: LighthouseFigures | undefined, key: ScoreKey): boolean {
  const value = figures?.[key];
  return value !== null && value !== undefined && value < lighthouseAim[key];
}

function findingLines(finding: AuditFinding, origin: string, runs: number): string[] {
  const facts = [
    finding.displayValue,
    finding.score === null ? undefined : `score ${count(finding.score, 2)}`,
    finding.pointsLost === undefined ? undefined : `−${count(finding.pointsLost, 1)} points`,
    finding.failedRuns === undefined ? undefined : `${finding.failedRuns} of ${runs} runs`,
  ].filter((fact): fact is string => fact !== undefined);
  const strip = (text: string) => (origin ? text.replaceAll(origin, "") : text);
  return [
    `    ${finding.id}: ${finding.title}${facts.length > 0 ? ` (${facts.join(", ")})` : ""}`,
    ...(finding.explanation ? [`      ${strip(finding.explanation)}`] : []),
    ...finding.items.map((item) => `      - ${strip(item)}`),
    ...(finding.moreItems > 0 ? [`      - … ${finding.moreItems} more`] : []),
  ];
}

/**
 * Every route under the aim, with what stands between it and the aim: for a category under 100,
 * its failing audits and the elements or URLs they name; for performance under 98, the metrics
 * that lost points and the diagnostics behind them. URLs are shown without `origin`.
 */
export function findingsText(audits: readonly SiteAudit[], origin = ""): string {
  const blocks: string[] = [];
  for (const audit of audits) {
    const { median, findings, runs } = audit.lighthouse;
    const lines: string[] = [];
    for (const key of Object.keys(lighthouseAim) as ScoreKey[]) {
      const category = categoryOf[key];
      const own = findings.filter((finding) => finding.category === category);
      // A performance score at the aim needs no diagnosis; any other failure, even in one run, does.
      const shown = key === "performance" ? (belowAim(median, key) ? own : []) : own;
      if (shown.length === 0 && !belowAim(median, key)) continue;
      lines.push(`  ${scoreNames[key]} ${score(median?.[key])}`);
      for (const finding of shown) lines.push(...findingLines(finding, origin, runs.length));
    }
    if (lines.length === 0) continue;
    const metrics = median
      ? `FCP ${secondsFromMilliseconds(median.firstContentfulPaintMs, 2)}, SI ${secondsFromMilliseconds(median.speedIndexMs, 2)}, LCP ${secondsFromMilliseconds(median.largestContentfulPaintMs, 2)}, TBT ${milliseconds(median.totalBlockingTimeMs)}, CLS ${layoutShift(median.cumulativeLayoutShift)}`
      : "no successful run";
    blocks.push([`${routeName(audit)} (${metrics})`, ...lines].join("\n"));
  }
  return blocks.length === 0
    ? "Every route meets the aim."
    : [
        `Routes under the aim (performance ${lighthouseAim.performance}; accessibility, best practices and SEO 100):`,
        "",
        blocks.join("\n\n"),
      ].join("\n");
}
