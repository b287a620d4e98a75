/**
 * Child processes the benchmark starts. Each one leads its own process group, so stopping it by
 * its PID also stops what it started in turn (tsx's node process, Lighthouse's Chromium, vite's
 * workers), and nothing outlives the run.
 */
import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";

export type Child = ChildProcessByStdio<null, Readable, Readable>;

export type CommandOutcome = {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  milliseconds: number;
  /** The end of stdout and stderr together, enough to show why a build failed. */
  output: string;
  /** Standard output alone, for commands that answer in JSON. */
  stdout: string;
};

// Builds print a lot; only the end is needed to explain a failure.
const keptOutputChars = 64 * 1024;
const keptStdoutChars = 16 * 1024 * 1024;

const started = new Set<Child>();

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts a command in its own process group, with its output piped to the caller. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

/** Stops a child and its group by PID: SIGTERM first, SIGKILL after the grace period. */
export async function stopProcess(child: Child, graceMilliseconds = 5000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalGroup(pid, "SIGTERM");
    const timer = setTimeout(() => signalGroup(pid, "SIGKILL"), graceMilliseconds);
    await exited;
    clearTimeout(timer);
  }
  // Anything the leader left behind in its group (a browser it failed to close) goes too.
  signalGroup(pid, "SIGKILL");
}

/** Kills every child still running; for an interrupted or failing run. */
export function killStartedProcesses(): void {
  for (const child of started) if (child.pid !== undefined) signalGroup(child.pid, "SIGKILL");
}

/** Runs a command to its end and times it, keeping the end of its output. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMilliseconds?: number },
): Promise<CommandOutcome> {
  return new Promise((resolve, reject) => {
    const begin = performance.now();
    const child = startProcess(command, args, options);
    let output = "";
    let stdout = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-keptOutputChars);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      stdout = (stdout + chunk.toString("utf8")).slice(-keptStdoutChars);
      keep(chunk);
    });
    child.stderr.on("data", keep);
    const timer =
      options.timeoutMilliseconds === undefined
        ? undefined
        : setTimeout(() => void stopProcess(child), options.timeoutMilliseconds);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (exitCode, signal) => {
      clearTimeout(timer);
      resolve({ exitCode, signal, milliseconds: performance.now() - begin, output, stdout });
    });
  });
}

/**
 * The line of a failed command's output most likely to say why: the first thrown error (which
 * names the root cause before the bundler wraps it), else any line mentioning an error, else
 * the last line.
 */
export function errorSummary(output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  for (const pattern of [/^\w*Error:/, /\berror\b/i]) {
    const found = lines.find((line) => pattern.test(line));
    if (found) return found;
  }
  return lines.at(-1) ?? "no output";
}
