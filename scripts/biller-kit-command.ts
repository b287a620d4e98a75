/**
 * The biller conformance kit's command, shared by `npm run kit` (scripts/biller-kit.ts) and the
 * single-file download (scripts/biller-kit-file.ts): runs the kit against a biller's endpoints
 * from the biller's own machine, prints each result as it arrives and then the report, and writes
 * JSON or JUnit files for CI.
 * Exit status: 0 every check passed, 1 a check failed or could not run, 2 bad options.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  formatJsonReport,
  formatJunitReport,
  formatProgressLine,
  formatTextReport,
} from "../core/biller-kit/report-formats";
import type { KitResult } from "../core/biller-kit/kit-report";
import { kitConfigFromArgs } from "./biller-kit-args";

function writeReportFile(path: string, text: string): boolean {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.error(`Wrote ${path}`);
    return true;
  } catch (error) {
    console.error(
      `biller kit: cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

async function main(help: string): Promise<number> {
  const args = kitConfigFromArgs(process.argv.slice(2), process.env, (path) => readFileSync(path, "utf8"));
  if (args.kind === "help") {
    process.stdout.write(help);
    return 0;
  }
  if (args.kind === "error") {
    console.error(`${args.errors.join("\n")}\nRun with --help for the options.`);
    return 2;
  }

  // Loaded only for a run, so --help and option errors answer at once.
  const { runBillerKit } = await import("../server/biller-kit/run-biller-kit");
  const { config } = args;
  const progressColor = args.color && process.stderr.isTTY;
  console.error(
    `Biller conformance kit, version ${config.version}: calling ${Object.values(config.endpoints).join(", ")}`,
  );
  // No allow-list: the command runs on the biller's own machine, against hosts the biller names.
  const report = await runBillerKit(config, {
    onResult: (result: KitResult) => console.error(formatProgressLine(result, { color: progressColor })),
  });
  process.stdout.write(`\n${formatTextReport(report, { color: args.color && process.stdout.isTTY })}`);

  const written = [
    args.jsonFile === undefined || writeReportFile(args.jsonFile, formatJsonReport(report)),
    args.junitFile === undefined || writeReportFile(args.junitFile, formatJunitReport(report)),
  ];
  if (written.includes(false)) return 2;
  return report.passed ? 0 : 1;
}

/** Runs the command on `process.argv` and exits with its status; `help` is what `--help` prints. */
export async function runKitCommand(help: string): Promise<void> {
  let exitCode: number;
  try {
    exitCode = await main(help);
  } catch (error) {
    console.error(`biller kit: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    exitCode = 1;
  }
  process.exitCode = exitCode;
  // A keep-alive socket or a receiver left listening must not hold a CI job open once the report is
  // out; the timer is unref'd, so a process with nothing left to do exits at once without it.
  setTimeout(() => process.exit(exitCode), 2000).unref();
}
