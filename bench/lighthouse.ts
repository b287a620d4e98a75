/**
 * Lighthouse with its default (mobile) configuration, run through its CLI in a process of its
 * own: the benchmark's process stays idle meanwhile, so the comparison server it hosts answers as
 * promptly as the production server does, and each run gets a fresh Chromium profile.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { combineFindings, findingsFromReport, type AuditFinding } from "./lighthouse-findings";
import { projectRoot } from "./project-paths";
import { errorSummary, runCommand } from "./processes";
import { medianOrNull } from "./statistics";

export type LighthouseFigures = {
  /** Category scores, 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  firstContentfulPaintMs: number | null;
  speedIndexMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  /** Bytes on the wire for every request of the page load, as Lighthouse recorded them. */
  transferredBytes: number | null;
  /** Lighthouse's own measure of the machine's speed, to compare runs across machines. */
  benchmarkIndex: number | null;
};

export type LighthouseResult = {
  url: string;
  runs: LighthouseFigures[];
  errors: string[];
  /** Each figure's own median over the successful runs. */
  median: LighthouseFigures | undefined;
  /** What cost the page points (lighthouse-findings.ts), over all its runs. */
  findings: AuditFinding[];
};

/** One run: its figures, and the audits that cost it points. */
export type LighthouseRun = { figures: LighthouseFigures; findings: AuditFinding[] };

const chromeFlags = ["--headless=new", ...chromiumFlags].join(" ");

/**
 * Lighthouse's launcher starts Chromium detached, in a process group of its own, so stopping
 * Lighthouse (a run past its time limit, an interrupted benchmark) leaves the browser running.
 * Each run names its own profile directory; the browser's processes carry it on their command
 * line, which finds them, and only them, afterwards (on Linux; elsewhere nothing is found).
 */
function browserPids(profileDir: string): number[] {
  const flag = `--user-data-dir=${profileDir}`;
  try {
    return readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(flag);
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

function stopBrowser(profileDir: string): void {
  for (const pid of browserPids(profileDir)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** The temporary directories of the runs under way, each holding its run's profile. */
const runningDirs = new Set<string>();

const profileOf = (dir: string) => join(dir, "profile");

// The benchmark's signal handlers end with process.exit, which still runs this synchronously.
process.on("exit", () => {
  for (const dir of runningDirs) {
    stopBrowser(profileOf(dir));
    rmSync(dir, { recursive: true, force: true });
  }
});

const lighthouseBin = join(projectRoot, "node_modules", ".bin", "lighthouse");

// Only the parts of the report read below; everything else is dropped by the parser.
const reportSchema = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  environment: z.object({ benchmarkIndex: z.number() }).optional(),
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.record(
    z.string(),
    z.object({ numericValue: z.number().optional(), details: z.unknown().optional() }),
  ),
});

const networkRequestsSchema = z.object({
  items: z.array(z.object({ url: z.string(), transferSize: z.number().optional() })),
});

type Report = z.infer<typeof reportSchema>;

function score(report: Report, category: string): number | null {
  const value = report.categories[category]?.score;
  return value === undefined || value === null ? null : Math.round(value * 100);
}

function numericValue(report: Report, audit: string): number | null {
  return report.audits[audit]?.numericValue ?? null;
}

function transferredBytes(report: Report): number | null {
  const parsed = networkRequestsSchema.safeParse(report.audits["network-requests"]?.details);
  if (!parsed.success) return null;
  return parsed.data.items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
}

/** The figures of one Lighthouse report (the JSON the CLI writes). */
export function figuresFromReport(json: unknown): LighthouseFigures {
  const report = reportSchema.parse(json);
  if (report.runtimeError && report.runtimeError.code !== "NO_ERROR")
    throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    firstContentfulPaintMs: numericValue(report, "first-contentful-paint"),
    speedIndexMs: numericValue(report, "speed-index"),
    largestContentfulPaintMs: numericValue(report, "largest-contentful-paint"),
    totalBlockingTimeMs: numericValue(report, "total-blocking-time"),
    cumulativeLayoutShift: numericValue(report, "cumulative-layout-shift"),
    transferredBytes: transferredBytes(report),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

export type LighthouseOptions = {
  /** Audit a page answered with an error status (the 404 page), which Lighthouse refuses by default. */
  expectErrorStatus?: boolean;
  /**
   * Lighthouse's category ids to run (all when absent). Without performance no trace is
   * recorded, so a pass for accessibility, best practices and SEO takes a fraction of the time.
   */
  onlyCategories?: readonly string[];
};

/** One Lighthouse run on a URL: its figures and its findings. */
export async function runLighthouseAudit(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseRun> {
  const dir = await mkdtemp(join(tmpdir(), "portal-bench-lighthouse-"));
  const reportPath = join(dir, "report.json");
  const profileDir = profileOf(dir);
  runningDirs.add(dir);
  try {
    const outcome = await runCommand(
      lighthouseBin,
      [
        url,
        "--output=json",
        `--output-path=${reportPath}`,
        "--quiet",
        `--chrome-flags=${chromeFlags} --user-data-dir=${profileDir}`,
        // The screenshot feeds no figure we keep; skipping it makes each run shorter.
        "--disable-full-page-screenshot",
        ...(options.expectErrorStatus ? ["--ignore-status-code"] : []),
        ...(options.onlyCategories ? [`--only-categories=${options.onlyCategories.join(",")}`] : []),
      ],
      { cwd: projectRoot, env: { ...process.env, CHROME_PATH: chromiumPath }, timeoutMilliseconds: 180_000 },
    );
    if (outcome.exitCode !== 0)
      throw new Error(`lighthouse exited with ${outcome.exitCode}: ${errorSummary(outcome.output)}`);
    const json: unknown = JSON.parse(await readFile(reportPath, "utf8"));
    return { figures: figuresFromReport(json), findings: findingsFromReport(json) };
  } finally {
    stopBrowser(profileDir);
    runningDirs.delete(dir);
    await rm(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse run on a URL, its figures only. */
export async function runLighthouse(
  url: string,
  options: LighthouseOptions = {},
): Promise<LighthouseFigures> {
  return (await runLighthouseAudit(url, options)).figures;
}

function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures | undefined {
  if (runs.length === 0) return undefined;
  const of = (key: keyof LighthouseFigures) => medianOrNull(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    firstContentfulPaintMs: of("firstContentfulPaintMs"),
    speedIndexMs: of("speedIndexMs"),
    largestContentfulPaintMs: of("largestContentfulPaintMs"),
    totalBlockingTimeMs: of("totalBlockingTimeMs"),
    cumulativeLayoutShift: of("cumulativeLayoutShift"),
    transferredBytes: of("transferredBytes"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

/**
 * Runs Lighthouse until `runs` runs succeeded on one URL. Scores move by several points between
 * runs, so each figure is reported as its median. A run that fails (Chromium sometimes loses the
 * trace: NO_NAVSTART) is repeated, up to two extra attempts, and its error kept. Runs go one
 * after another, never in parallel: two Chromiums on two cores would skew every timing.
 */
export async function lighthouseMedian(
  url: string,
  options: LighthouseOptions & { runs?: number; label?: string } = {},
): Promise<LighthouseResult> {
  const wanted = options.runs ?? 3;
  const runs: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let attempt = 1; runs.length < wanted && attempt <= wanted + 2; attempt += 1) {
    console.error(`bench: lighthouse ${options.label ?? url}, run ${runs.length + 1} of ${wanted}`);
    try {
      runs.push(await runLighthouseAudit(url, options));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const figures = runs.map((run) => run.figures);
  const findings = combineFindings(
    runs.map((run) => ({ performance: run.figures.performance, findings: run.findings })),
  );
  return { url, runs: figures, errors, median: medianFigures(figures), findings };
}
