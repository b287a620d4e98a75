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

/** What /proc says of each live process: its PID, process group and CPU ticks. */
async function processStats(): Promise<{ pid: number; group: number; ticks: number }[] | undefined> {
  let entries: string[];
  try {
    entries = await readdir("/proc");
  } catch {
    return undefined;
  }
  const stats = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (stat === "") continue;
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    stats.push({
      pid: Number(entry),
      group: Number(fields[2]), // pgrp
      ticks: Number(fields[11]) + Number(fields[12]), // utime, stime
    });
  }
  return stats;
}

/** The live processes of group `groupId`; none without /proc. */
export async function groupPids(groupId: number): Promise<number[]> {
  return ((await processStats()) ?? []).filter(({ group }) => group === groupId).map(({ pid }) => pid);
}

/** User plus system milliseconds used so far by every live process in group `groupId`. */
export async function groupCpuMilliseconds(groupId: number): Promise<number | undefined> {
  const stats = await processStats();
  if (!stats) return undefined;
  const ticks = stats.filter(({ group }) => group === groupId).reduce((sum, { ticks }) => sum + ticks, 0);
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
