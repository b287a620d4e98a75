import { execFileSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";

/**
 * CPU time spent by a process group, from Linux's /proc: what a server cost per request, whatever
 * share of the machine the load generator beside it took. Undefined where /proc is missing.
 */

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

/** User plus system milliseconds used so far by every live process in group `groupId`. */
export async function groupCpuMilliseconds(groupId: number): Promise<number | undefined> {
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== groupId) continue; // pgrp
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return (ticks * 1000) / clockTicks();
}

/** Runs `work` and the group's CPU milliseconds meanwhile (undefined without /proc). */
export async function withGroupCpu<T>(
  groupId: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMilliseconds: number | undefined }> {
  const before = await groupCpuMilliseconds(groupId);
  const result = await work();
  const after = await groupCpuMilliseconds(groupId);
  return {
    result,
    cpuMilliseconds: before === undefined || after === undefined ? undefined : after - before,
  };
}
