/** The build-scaling section of the report: time per scenario and step, and per-page bytes. */
import type { BuildScaling } from "./build-scaling";
import { count, kilobytes, seconds, truncate } from "./format";
import type { Outcome } from "./outcome";
import { failed, left, right } from "./report-cells";
import type { TableSection } from "./table";

/** A short column name for a build step: `react-router build`, `postbuild`. */
function phaseName(command: string): string {
  const script = /([\w-]+)\.[cm]?[jt]s\b/.exec(command);
  return script?.[1] ?? command;
}

export function scalingSection(outcome: Outcome<BuildScaling>): TableSection {
  const title = "5. Build scaling (a temporary copy per scenario, each build step timed)";
  if (!outcome.ok) return failed(title, outcome);
  const { scenarios, guideGrowth, samplePaths } = outcome.value;
  const baseline = scenarios.find((scenario) => scenario.syntheticGuides === 0 && scenario.operations === 0);
  const phaseNames =
    scenarios
      .flatMap((scenario) => (scenario.outcome.ok ? [scenario.outcome.value.phases] : []))[0]
      ?.map((phase) => phaseName(phase.command)) ?? [];
  const notes = [
    `gzipped bytes of ${samplePaths.guide} (guide) and ${samplePaths.reference} (API) in each build`,
    `guides: ${guideGrowth.summary}`,
  ];
  for (const scenario of scenarios) {
    if (!scenario.outcome.ok) notes.push(truncate(`${scenario.name}: ${scenario.outcome.error}`, 160));
    else if (scenario.operations > 0 && baseline?.outcome.ok) {
      const extra = scenario.outcome.value.seconds - baseline.outcome.value.seconds;
      notes.push(
        `${scenario.operations} operations: ${extra >= 0 ? "+" : ""}${extra.toFixed(1)} s over the site as it is (${Math.round((extra * 1000) / scenario.operations)} ms per operation)`,
      );
    }
  }
  return {
    title,
    columns: [
      left("scenario"),
      right("pages"),
      right("build"),
      ...phaseNames.map(right),
      right("pages/s"),
      right("guide HTML"),
      right("guide JS"),
      right("API HTML"),
      right("API JS"),
    ],
    rows: scenarios.map((scenario) => {
      if (!scenario.outcome.ok) return [scenario.name, "", "failed"];
      const figures = scenario.outcome.value;
      return [
        scenario.name,
        count(figures.pages),
        seconds(figures.seconds),
        ...phaseNames.map((_, index) => seconds(figures.phases[index]?.seconds)),
        count(figures.pagesPerSecond, 1),
        kilobytes(figures.samples.guide?.html),
        kilobytes(figures.samples.guide?.js),
        kilobytes(figures.samples.reference?.html),
        kilobytes(figures.samples.reference?.js),
      ];
    }),
    notes,
  };
}
