/**
 * How build time grows with content: the project copied to a temporary directory per scenario
 * (the working tree is never touched), synthetic guides or a large API document added, built
 * and timed, then deleted. A scenario that fails to build is recorded, not fatal.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pages as sitePages } from "../content/site";
import type { PageWeight } from "../scripts/page-weight";
import { attempt, MeasurementError, type Outcome } from "./outcome";
import { errorSummary, runCommand } from "./processes";
import { withProjectCopy } from "./project-copy";
import { describeGrowth, type Growth } from "./statistics";
import { addSyntheticGuides } from "./synthetic-guides";
import { growApiDocument } from "./synthetic-spec";
import { timeBuildPhases, type BuildPhase } from "./timed-build";

/** The weights of two real pages, to show what growth does to every page's bytes. */
export type SampleWeights = { guide: PageWeight | undefined; reference: PageWeight | undefined };

export type ScenarioFigures = {
  seconds: number;
  phases: BuildPhase[];
  /** HTML files prerendered, the 404 page included. */
  pages: number;
  pagesPerSecond: number;
  samples: SampleWeights;
};

export type ScalingScenario = {
  name: string;
  syntheticGuides: number;
  operations: number;
  outcome: Outcome<ScenarioFigures>;
};

export type BuildScaling = {
  scenarios: ScalingScenario[];
  guideGrowth: Growth;
  samplePaths: { guide: string; reference: string };
};

// The schema only accepts the five known spec ids, so one real document is grown in the copy.
const replacedSpecId = "fastag";
const guideSamplePath = "/bbps/biller/guide";
// Reference pages may render the document directly (`spec`) or through a guide that embeds it.
const referenceSamplePath =
  sitePages.find((page) => page.spec === replacedSpecId)?.path ?? `/${replacedSpecId}/api`;

const scenarios: { name: string; syntheticGuides: number; operations: number }[] = [
  { name: "site as it is", syntheticGuides: 0, operations: 0 },
  { name: "+50 guides", syntheticGuides: 50, operations: 0 },
  { name: "+200 guides", syntheticGuides: 200, operations: 0 },
  { name: "+800 guides", syntheticGuides: 800, operations: 0 },
  { name: `${replacedSpecId}.yaml grown to 300 operations`, syntheticGuides: 0, operations: 300 },
];

async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).length;
}

/** The copy's pages weighed by the copy's own scripts/page-weight.ts (see print-page-weights.ts). */
async function weighCopy(copyDir: string): Promise<SampleWeights> {
  const outcome = await runCommand(
    join(copyDir, "node_modules", ".bin", "tsx"),
    ["bench/print-page-weights.ts"],
    { cwd: copyDir, timeoutMilliseconds: 120_000 },
  );
  if (outcome.exitCode !== 0) throw new Error(`weighing the pages: ${errorSummary(outcome.output)}`);
  const weights = JSON.parse(outcome.stdout) as PageWeight[];
  return {
    guide: weights.find((weight) => weight.path === guideSamplePath),
    reference: weights.find((weight) => weight.path === referenceSamplePath),
  };
}

async function runScenario(scenario: (typeof scenarios)[number]): Promise<ScenarioFigures> {
  return withProjectCopy(async (copyDir) => {
    if (scenario.syntheticGuides > 0) await addSyntheticGuides(copyDir, scenario.syntheticGuides);
    if (scenario.operations > 0) {
      const specFile = join(copyDir, "content", "specs", `${replacedSpecId}.yaml`);
      const original = await readFile(specFile, "utf8").catch(() => undefined);
      await writeFile(specFile, growApiDocument(original, scenario.operations));
    }
    const build = await timeBuildPhases(copyDir);
    if (!build.ok) throw new MeasurementError(build.error, build.detail ?? "");
    const pages = await countHtmlFiles(join(copyDir, "build", "client"));
    return {
      seconds: build.value.seconds,
      phases: build.value.phases ?? [],
      pages,
      pagesPerSecond: pages / build.value.seconds,
      samples: await weighCopy(copyDir),
    };
  });
}

/** Builds every scenario one after the other (two cores: parallel builds would slow each other). */
export async function measureBuildScaling(): Promise<BuildScaling> {
  const results: ScalingScenario[] = [];
  for (const scenario of scenarios) {
    console.error(`bench: build scaling, ${scenario.name}`);
    const outcome = await attempt(`build scaling (${scenario.name})`, () => runScenario(scenario));
    results.push({ ...scenario, outcome });
  }
  const guidePoints = results.flatMap((result) =>
    result.operations === 0 && result.outcome.ok
      ? [{ pages: result.outcome.value.pages, seconds: result.outcome.value.seconds }]
      : [],
  );
  return {
    scenarios: results,
    guideGrowth: describeGrowth(guidePoints),
    samplePaths: { guide: guideSamplePath, reference: referenceSamplePath },
  };
}
