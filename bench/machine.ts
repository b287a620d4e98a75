import { readFile } from "node:fs/promises";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../scripts/chromium";
import { projectRoot } from "./project-paths";
import { runCommand } from "./processes";

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
  /**
   * The one-minute load average when the run started. Timings are only meaningful on an
   * otherwise idle machine; a load well above the core count means others' work skewed them.
   */
  loadAtStart: number;
};

async function chromiumVersion(): Promise<string> {
  const outcome = await runCommand(chromiumPath, ["--version"], {
    cwd: projectRoot,
    timeoutMilliseconds: 20_000,
  });
  // Debian's wrapper script may print shell noise on stderr; the version is the line naming it.
  return (
    outcome.output
      .split("\n")
      .find((line) => /chrom/i.test(line) && /\d+\.\d+/.test(line))
      ?.trim() ?? "unknown"
  );
}

async function lighthouseVersion(): Promise<string> {
  const manifest = await readFile(join(projectRoot, "node_modules", "lighthouse", "package.json"), "utf8");
  const version: unknown = (JSON.parse(manifest) as { version?: unknown }).version;
  return typeof version === "string" ? version : "unknown";
}

/** What the figures were measured on: timings only compare between like machines. */
export async function describeMachine(): Promise<Machine> {
  const processors = cpus();
  return {
    cpus: processors.length,
    cpuModel: processors[0]?.model ?? "unknown",
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: await chromiumVersion().catch(() => "unknown"),
    lighthouse: await lighthouseVersion().catch(() => "unknown"),
    loadAtStart: loadavg()[0] ?? 0,
  };
}
