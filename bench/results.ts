import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { PageWeight } from "../scripts/page-weight";
import type { BuildScaling } from "./build-scaling";
import type { RendererComparison } from "./compare-renderers";
import type { DeliveriesPerformance } from "./deliveries";
import type { ExtraFigures } from "./extra-figures";
import type { Machine } from "./machine";
import type { Outcome } from "./outcome";
import { projectRoot, resultsDir } from "./project-paths";
import type { SiteAudit } from "./site-lighthouse";
import type { ThroughputFigures } from "./throughput";
import type { BuildTiming } from "./timed-build";

/** Everything one `npm run bench` measured; written as JSON and printed as the table. */
export type BenchResults = {
  startedAt: string;
  finishedAt: string;
  machine: Machine;
  build: Outcome<BuildTiming>;
  pageBytes: Outcome<PageWeight[]>;
  /** The production server the run started and stopped, by PID. */
  server: Outcome<{ origin: string; pid: number }>;
  lighthouse: Outcome<SiteAudit[]>;
  renderers: Outcome<RendererComparison>;
  throughput: Outcome<ThroughputFigures>;
  scaling: Outcome<BuildScaling>;
  extras: Outcome<ExtraFigures>[];
  /** The delivery engine on each store, against a receiver on loopback (bench/deliveries.ts). */
  deliveries: Outcome<DeliveriesPerformance>;
  /** The one-minute load average when the run ended (see Machine.loadAtStart). */
  loadAtEnd: number;
};

/**
 * The timestamp in ISO 8601's basic format (`20261122T231500Z`): valid on every file system,
 * unlike the extended format's colons, and it still sorts by time.
 */
export function fileTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** Writes the results to bench/results/<timestamp>.json and returns the path, from the root. */
export async function writeResults(results: BenchResults): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `${fileTimestamp(new Date(results.startedAt))}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return relative(projectRoot, file);
}
