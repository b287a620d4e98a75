import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { groupPids } from "./process-cpu";

/**
 * Keeps a load generator and the server it loads on different CPUs (Linux's `taskset`). On a
 * small machine they otherwise take turns on the same cores, and each server's figures carry the
 * generator's share: a slow server looks slower still, a fast one cannot show its pace.
 */
export type CpuSplit = {
  /** The CPUs the servers run on, as `taskset` lists them (`0`, `0-2`). */
  servers: string;
  /** How many CPUs that is. */
  serverCount: number;
  /** The CPU the load generator runs on. */
  generator: string;
  /** Every CPU, to hand back once the measurement is over. */
  all: string;
};

function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The last CPU for the generator, the rest for the servers; undefined with one CPU or no `taskset`. */
export function cpuSplit(): CpuSplit | undefined {
  const count = availableParallelism();
  if (count < 2 || !hasTaskset()) return undefined;
  const last = count - 1;
  return {
    servers: last === 1 ? "0" : `0-${last - 1}`,
    serverCount: last,
    generator: String(last),
    all: `0-${last}`,
  };
}

/** Puts every thread of process `pid` on `cpus`; a process that is gone is left alone. */
export function pinProcess(pid: number, cpus: string): void {
  try {
    execFileSync("taskset", ["--all-tasks", "--pid", "--cpu-list", cpus, String(pid)], { stdio: "ignore" });
  } catch {
    // It exited between listing and pinning.
  }
}

/** Puts every process of group `groupId` (a server and what it started) on `cpus`. */
export async function pinGroup(groupId: number, cpus: string): Promise<void> {
  for (const pid of await groupPids(groupId)) pinProcess(pid, cpus);
}
