/**
 * Lighthouse on every route of a running server, without the rest of the benchmark:
 *
 *   npx tsx bench/lighthouse-site.ts http://127.0.0.1:4000 [--runs 3] [--paths /,/cou/api]
 *     [--categories accessibility,best-practices,seo]
 *   npx tsx bench/lighthouse-site.ts --report bench/results/lighthouse-<timestamp>.json[,...]
 *
 * Prints a table per route (scores, LCP, TBT, CLS, Lighthouse's benchmark index and the load
 * average when the route was done) with the lowest route of each category named, then what keeps
 * each route under the aim. `--categories` without performance records no trace: a quick pass
 * for the failures that do not depend on the machine's load. The figures and findings go to
 * bench/results/lighthouse-<timestamp>.json, rewritten after each route so that an interrupted
 * run keeps what it measured; `--report a.json,b.json` prints such files again as one, a route
 * in a later file replacing the same route in an earlier one.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { count } from "./format";
import { lighthouseMedian, type LighthouseResult } from "./lighthouse";
import { describeMachine, type Machine } from "./machine";
import { killStartedProcesses } from "./processes";
import { projectRoot, resultsDir } from "./project-paths";
import { findingsText, siteLighthouseSection } from "./report-lighthouse";
import { fileTimestamp } from "./results";
import { auditSite, siteTargets, type SiteAudit } from "./site-lighthouse";
import { startStaticFloor } from "./static-floor";
import { renderTable } from "./table";

export type SiteLighthouseResults = {
  startedAt: string;
  finishedAt: string;
  origin: string;
  runsPerRoute: number;
  /** The categories run, when not all four. */
  onlyCategories?: string[];
  machine: Machine;
  /** The one-minute load average as each route finished: performance scores move with it. */
  loadAfter: Record<string, number>;
  loadAtEnd: number;
  audits: SiteAudit[];
  /** The same runs on a static page of one paragraph (static-floor.ts): the machine's baseline. */
  floor?: LighthouseResult;
};

const usage = [
  "usage: npx tsx bench/lighthouse-site.ts <origin> [--runs N] [--paths /a,/b] [--categories accessibility,seo]",
  "       npx tsx bench/lighthouse-site.ts --report bench/results/lighthouse-<timestamp>.json[,...]",
].join("\n");

const categoryIds = ["performance", "accessibility", "best-practices", "seo"];

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killStartedProcesses();
    process.exit(130);
  });
}

function printResults(results: SiteLighthouseResults): void {
  const { machine, origin } = results;
  const title = `Lighthouse on ${results.audits.length} routes of ${origin}, mobile preset, median of the runs`;
  const table = siteLighthouseSection(title, results.audits, [
    { header: "runs", cell: (audit) => count(audit.lighthouse.runs.length) },
    // Lighthouse's own measure of the CPU it had: a low index marks a skewed performance score.
    { header: "bench. index", cell: (audit) => count(audit.lighthouse.median?.benchmarkIndex) },
    { header: "load", cell: (audit) => count(results.loadAfter[audit.path], 1) },
  ]);
  console.log(renderTable(`Site Lighthouse, ${results.startedAt}`, [table]));
  console.log(
    `Load average ${count(machine.loadAtStart, 1)} at the start, ${count(results.loadAtEnd, 1)} at the end, on ${machine.cpus} cores (above that, performance scores are skewed); Lighthouse ${machine.lighthouse}, ${machine.chromium}.`,
  );
  const floor = results.floor?.median;
  if (floor)
    console.log(
      `Baseline: a static page of one paragraph, no script and no stylesheet, scores ${count(floor.performance)} for performance here (first paint ${count(floor.firstContentfulPaintMs)} ms, blocking time ${count(floor.totalBlockingTimeMs)} ms). Its blocking time is Chromium's own start-up work, which every page that paints as early pays too.`,
    );
  console.log("");
  console.log(findingsText(results.audits, origin));
}

/**
 * Several runs' files as one, such as a full pass and a repeat of the routes it lost: a route in
 * a later file replaces the same route in an earlier one, and routes keep the site map's order.
 */
function mergeResults(files: readonly SiteLighthouseResults[]): SiteLighthouseResults {
  const [first, ...rest] = files;
  if (!first) throw new Error("--report needs at least one file");
  const last = rest.at(-1) ?? first;
  const byPath = new Map(files.flatMap((file) => file.audits.map((audit) => [audit.path, audit] as const)));
  const order = (path: string) => siteTargets.findIndex((target) => target.path === path);
  const floor = files.findLast((file) => file.floor)?.floor;
  return {
    ...first,
    finishedAt: last.finishedAt,
    runsPerRoute: Math.max(...files.map((file) => file.runsPerRoute)),
    loadAfter: Object.assign({}, ...files.map((file) => file.loadAfter)) as Record<string, number>,
    loadAtEnd: last.loadAtEnd,
    audits: [...byPath.values()].sort((a, b) => order(a.path) - order(b.path)),
    ...(floor ? { floor } : {}),
  };
}

function listed(option: string | undefined): string[] | undefined {
  return option?.split(",").map((entry) => entry.trim());
}

async function measure(
  origin: string,
  options: { runs: number; paths?: string[]; onlyCategories?: string[] },
) {
  const startedAt = new Date().toISOString();
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `lighthouse-${fileTimestamp(new Date(startedAt))}.json`);
  const results: SiteLighthouseResults = {
    startedAt,
    finishedAt: startedAt,
    origin,
    runsPerRoute: options.runs,
    ...(options.onlyCategories ? { onlyCategories: options.onlyCategories } : {}),
    machine: await describeMachine(),
    loadAfter: {},
    loadAtEnd: 0,
    audits: [],
  };
  const save = async () => {
    results.finishedAt = new Date().toISOString();
    results.loadAtEnd = loadavg()[0] ?? 0;
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  };
  if (!options.onlyCategories || options.onlyCategories.includes("performance")) {
    const floor = await startStaticFloor();
    try {
      results.floor = await lighthouseMedian(floor.url, { label: "(floor)", runs: options.runs });
      console.error(`bench: floor: performance ${results.floor.median?.performance ?? "–"}`);
    } finally {
      await floor.close();
    }
  }
  await auditSite(origin, {
    ...options,
    onAudit: async (audit, index, total) => {
      results.audits.push(audit);
      results.loadAfter[audit.path] = loadavg()[0] ?? 0;
      console.error(
        `bench: ${index + 1}/${total} ${audit.path}: performance ${audit.lighthouse.median?.performance ?? "–"}, load ${count(results.loadAfter[audit.path], 1)}`,
      );
      await save();
    },
  });
  await save();
  return { results, file };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: "string" },
      paths: { type: "string" },
      categories: { type: "string" },
      report: { type: "string" },
    },
  });
  if (values.report) {
    const files = await Promise.all(
      (listed(values.report) ?? []).map(
        async (file) => JSON.parse(await readFile(file, "utf8")) as SiteLighthouseResults,
      ),
    );
    printResults(mergeResults(files));
    return 0;
  }
  const origin = positionals[0]?.replace(/\/+$/, "");
  const runs = Number(values.runs ?? "3");
  if (!origin || !/^https?:\/\//.test(origin) || !Number.isInteger(runs) || runs < 1) {
    console.error(usage);
    return 2;
  }
  const onlyCategories = listed(values.categories);
  const paths = listed(values.paths);
  const unknownCategories = onlyCategories?.filter((category) => !categoryIds.includes(category)) ?? [];
  const unknownPaths = paths?.filter((path) => !siteTargets.some((target) => target.path === path)) ?? [];
  if (unknownCategories.length > 0 || unknownPaths.length > 0) {
    if (unknownCategories.length > 0)
      console.error(`not a Lighthouse category: ${unknownCategories.join(", ")} (${categoryIds.join(", ")})`);
    if (unknownPaths.length > 0) console.error(`not a route of the site: ${unknownPaths.join(", ")}`);
    return 2;
  }
  const { results, file } = await measure(origin, {
    runs,
    ...(paths ? { paths } : {}),
    ...(onlyCategories ? { onlyCategories } : {}),
  });
  printResults(results);
  console.log("");
  console.log(`Figures and findings written to ${relative(projectRoot, file)}`);
  return results.audits.some((audit) => audit.lighthouse.median) ? 0 : 1;
}

try {
  process.exitCode = await main();
} finally {
  killStartedProcesses();
}
