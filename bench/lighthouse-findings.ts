/**
 * What a Lighthouse report says stands between a page and a full score: every scored audit of
 * accessibility, best practices and SEO that did not pass, with the elements and URLs it names;
 * each performance metric that lost points; and the performance diagnostics that explain them
 * (long tasks and their scripts, unused JavaScript, the LCP element, render-blocking requests).
 */
import { z } from "zod";

export type FindingCategory = "performance" | "accessibility" | "best-practices" | "seo";

export type AuditFinding = {
  category: FindingCategory;
  /** Lighthouse's audit id, e.g. `color-contrast`, `long-tasks`. */
  id: string;
  title: string;
  /** 0–1; null for an informative audit (long tasks) reported for its details. */
  score: number | null;
  displayValue?: string;
  /** Lighthouse's own sentence on why the audit failed, when it gives one (canonical, robots). */
  explanation?: string;
  /** Category points this audit cost: its weight's share of the category times what it missed. */
  pointsLost?: number;
  /** One line per element, URL or task the audit names, in Lighthouse's order. */
  items: string[];
  /** Items beyond those kept. */
  moreItems: number;
  /** In how many of the runs this audit cost points (set when runs are combined). */
  failedRuns?: number;
};

const categoryIds: readonly FindingCategory[] = ["performance", "accessibility", "best-practices", "seo"];

// Diagnostics Lighthouse marks as informative (no score), yet the first place to look when TBT
// or LCP lose points, so they are reported whatever their score.
const alwaysReported = new Set([
  "long-tasks",
  "bootup-time",
  "mainthread-work-breakdown",
  "largest-contentful-paint-element",
  "layout-shifts",
]);

const keptItems = 10;
const keptSubItems = 4;
const longestLine = 320;

const headingSchema = z.object({
  key: z.string().nullable(),
  valueType: z.string().optional(),
  label: z.unknown().optional(),
  subItemsHeading: z.object({ key: z.string(), valueType: z.string().optional() }).optional(),
});

type Heading = z.infer<typeof headingSchema>;

const auditSchema = z.object({
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  displayValue: z.string().optional(),
  explanation: z.string().optional(),
  details: z.unknown().optional(),
});

const reportSchema = z.object({
  categories: z.record(
    z.string(),
    z.object({
      auditRefs: z.array(z.object({ id: z.string(), weight: z.number(), group: z.string().optional() })),
    }),
  ),
  audits: z.record(z.string(), auditSchema),
});

const tableSchema = z.object({
  type: z.enum(["table", "opportunity"]),
  headings: z.array(headingSchema),
  items: z.array(z.record(z.string(), z.unknown())),
});

const listSchema = z.object({ type: z.literal("list"), items: z.array(z.unknown()) });

const nodeSchema = z.object({
  type: z.literal("node"),
  selector: z.string().optional(),
  nodeLabel: z.string().optional(),
  snippet: z.string().optional(),
  explanation: z.string().optional(),
});

const sourceLocationSchema = z.object({
  type: z.literal("source-location"),
  url: z.string(),
  line: z.number().optional(),
  column: z.number().optional(),
});

const wrappedSchema = z.object({ type: z.string(), value: z.unknown() });

function oneLine(text: string, length = longestLine): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}

/** Axe's explanation repeats "Fix any of the following:"; the sentence after it is the finding. */
function nodeExplanation(explanation: string): string {
  return oneLine(explanation.replace(/^Fix (any|all) of the following:\s*/i, ""), 200);
}

function formatValue(value: unknown, valueType: string | undefined): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const node = nodeSchema.safeParse(value);
  if (node.success) {
    const { selector, nodeLabel, snippet, explanation } = node.data;
    // An element without text (a <meta>) is told apart by its markup instead.
    const label =
      nodeLabel && nodeLabel !== selector
        ? ` "${oneLine(nodeLabel, 60)}"`
        : snippet
          ? ` ${oneLine(snippet, 120)}`
          : "";
    const why = explanation ? ` (${nodeExplanation(explanation)})` : "";
    return `${selector ?? "?"}${label}${why}`;
  }
  const location = sourceLocationSchema.safeParse(value);
  if (location.success) {
    const { url, line, column } = location.data;
    return line === undefined ? url : `${url}:${line + 1}:${(column ?? 0) + 1}`;
  }
  if (typeof value === "number") {
    if (valueType === "ms" || valueType === "timespanMs") return `${Math.round(value)} ms`;
    if (valueType === "bytes") return `${(value / 1024).toFixed(1)} KB`;
    if (valueType === "numeric") return Number.isInteger(value) ? String(value) : value.toFixed(3);
    return String(Math.round(value * 1000) / 1000);
  }
  if (typeof value === "string" || typeof value === "boolean") return oneLine(String(value));
  const wrapped = wrappedSchema.safeParse(value);
  if (wrapped.success) return formatValue(wrapped.data.value, valueType);
  const link = z.object({ text: z.string(), url: z.string() }).safeParse(value);
  if (link.success) return `${link.data.text} <${link.data.url}>`;
  return undefined;
}

function headingLabel(heading: Heading): string {
  return typeof heading.label === "string" ? heading.label : (heading.key ?? "");
}

// Nodes, URLs and code speak for themselves; a number needs its column's name to mean anything.
const unlabelled = new Set(["node", "url", "source-location", "code", "text", "link"]);

function formatItem(item: Record<string, unknown>, headings: readonly Heading[]): string {
  const parts: string[] = [];
  for (const heading of headings) {
    if (heading.key === null) continue;
    const text = formatValue(item[heading.key], heading.valueType);
    if (text === undefined) continue;
    parts.push(unlabelled.has(heading.valueType ?? "") ? text : `${headingLabel(heading)} ${text}`);
  }
  const subItems = z
    .object({ items: z.array(z.record(z.string(), z.unknown())) })
    .safeParse(item["subItems"]);
  if (subItems.success) {
    const shown = subItems.data.items.slice(0, keptSubItems).map((subItem) =>
      headings
        .flatMap((heading) => {
          const sub = heading.subItemsHeading;
          if (!sub) return [];
          const text = formatValue(subItem[sub.key], sub.valueType);
          return text === undefined ? [] : [text];
        })
        .join(" "),
    );
    const rest = subItems.data.items.length - shown.length;
    const listed = shown.filter((text) => text !== "");
    if (listed.length > 0) parts.push(`[${listed.join("; ")}${rest > 0 ? `; +${rest} more` : ""}]`);
  }
  return oneLine(parts.join(" · "));
}

/** Every line a table, an opportunity or a list of them names, in Lighthouse's order. */
export function detailLines(details: unknown): string[] {
  const table = tableSchema.safeParse(details);
  if (table.success)
    return table.data.items
      .map((item) => formatItem(item, table.data.headings))
      .filter((line) => line !== "");
  const list = listSchema.safeParse(details);
  if (list.success)
    return list.data.items.flatMap((entry) => {
      const section = wrappedSchema.safeParse(entry);
      return detailLines(
        section.success && section.data.type === "list-section" ? section.data.value : entry,
      );
    });
  return [];
}

function findingOf(
  category: FindingCategory,
  id: string,
  audit: z.infer<typeof auditSchema>,
  pointsLost?: number,
): AuditFinding {
  const lines = detailLines(audit.details);
  return {
    category,
    id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    ...(audit.explanation ? { explanation: oneLine(audit.explanation) } : {}),
    ...(pointsLost === undefined ? {} : { pointsLost: Math.round(pointsLost * 10) / 10 }),
    items: lines.slice(0, keptItems),
    moreItems: Math.max(0, lines.length - keptItems),
  };
}

/**
 * The findings of one Lighthouse report (the JSON the CLI writes): for accessibility, best
 * practices and SEO, each scored audit under 1; for performance, each metric under 1 with the
 * points it cost, then the failing diagnostics and the informative ones named above.
 */
export function findingsFromReport(json: unknown): AuditFinding[] {
  const report = reportSchema.parse(json);
  const findings: AuditFinding[] = [];
  for (const category of categoryIds) {
    const refs = report.categories[category]?.auditRefs ?? [];
    // Lighthouse leaves unscored audits (not applicable, manual) out of the category's mean.
    const totalWeight = refs.reduce(
      (sum, ref) => sum + (report.audits[ref.id]?.score === null ? 0 : ref.weight),
      0,
    );
    for (const ref of refs) {
      const audit = report.audits[ref.id];
      if (!audit) continue;
      const failed = audit.score !== null && audit.score < 1;
      if (ref.weight > 0) {
        if (failed && totalWeight > 0)
          findings.push(
            findingOf(category, ref.id, audit, ((ref.weight * (1 - (audit.score ?? 0))) / totalWeight) * 100),
          );
      } else if (category === "performance" && ref.group === "diagnostics") {
        const scored = audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable";
        if ((failed && scored) || alwaysReported.has(ref.id))
          findings.push(findingOf(category, ref.id, audit));
      }
    }
  }
  return findings;
}

/**
 * Findings over several runs of one page: performance findings from the run whose performance
 * score is the median (their timings differ run to run), and every other audit that failed in
 * any run, counted, since an accessibility or SEO failure seen once is still a failure.
 */
export function combineFindings(
  runs: readonly { performance: number | null; findings: readonly AuditFinding[] }[],
): AuditFinding[] {
  if (runs.length === 0) return [];
  const byPerformance = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const combined = medianRun.findings.filter((finding) => finding.category === "performance");
  const others = new Map<string, AuditFinding>();
  for (const run of runs)
    for (const finding of run.findings) {
      if (finding.category === "performance") continue;
      const key = `${finding.category}/${finding.id}`;
      const seen = others.get(key);
      others.set(
        key,
        seen ? { ...seen, failedRuns: (seen.failedRuns ?? 1) + 1 } : { ...finding, failedRuns: 1 },
      );
    }
  return [...combined, ...others.values()];
}
