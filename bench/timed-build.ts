import { readFile } from "node:fs/promises";
import { delimiter, join } from "node:path";
import type { Outcome } from "./outcome";
import { errorSummary, runCommand, type CommandOutcome } from "./processes";

export type BuildPhase = { command: string; seconds: number };

export type BuildTiming = {
  seconds: number;
  /** Set when the build was timed step by step: each `&&` step of the `build` script. */
  phases?: BuildPhase[];
};

// A build that hangs (a prerender loader waiting forever) must not hold the whole run.
const buildTimeoutMilliseconds = 30 * 60 * 1000;

// A colour-free log reads better in a recorded error.
const plainOutput = { NO_COLOR: "1", FORCE_COLOR: "0" };

function failure(outcome: CommandOutcome, command: string): Outcome<never> {
  const reason = outcome.signal ? `stopped by ${outcome.signal}` : `exit code ${outcome.exitCode}`;
  return {
    ok: false,
    error: `${command} failed (${reason}): ${errorSummary(outcome.output)}`,
    detail: outcome.output.slice(-4000),
  };
}

/**
 * Runs `npm run build` in a project directory and times it end to end (bundling, prerendering
 * and the post-build steps), as a developer or CI experiences it.
 */
export async function timeBuild(projectDir: string): Promise<Outcome<BuildTiming>> {
  const outcome = await runCommand("npm", ["run", "build"], {
    cwd: projectDir,
    env: { ...process.env, ...plainOutput },
    timeoutMilliseconds: buildTimeoutMilliseconds,
  });
  return outcome.exitCode === 0
    ? { ok: true, value: { seconds: outcome.milliseconds / 1000 } }
    : failure(outcome, "npm run build");
}

/**
 * Times each `&&` step of the project's `build` script separately (run by the shell with the
 * project's node_modules/.bin on PATH, as npm runs it), to show which step grows with content:
 * bundling and prerendering, or the post-build compression.
 */
export async function timeBuildPhases(projectDir: string): Promise<Outcome<BuildTiming>> {
  const manifest = JSON.parse(await readFile(join(projectDir, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.build;
  if (!script) return { ok: false, error: "package.json has no build script" };
  const env = {
    ...process.env,
    ...plainOutput,
    PATH: [join(projectDir, "node_modules", ".bin"), process.env.PATH ?? ""].join(delimiter),
  };
  const phases: BuildPhase[] = [];
  for (const command of script.split("&&").map((part) => part.trim())) {
    const outcome = await runCommand("sh", ["-c", command], {
      cwd: projectDir,
      env,
      timeoutMilliseconds: buildTimeoutMilliseconds,
    });
    if (outcome.exitCode !== 0) return failure(outcome, command);
    phases.push({ command, seconds: outcome.milliseconds / 1000 });
  }
  return {
    ok: true,
    value: { seconds: phases.reduce((total, phase) => total + phase.seconds, 0), phases },
  };
}
