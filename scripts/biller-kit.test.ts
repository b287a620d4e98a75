/**
 * The kit's command line, as a biller runs it: the package bin against the reference biller,
 * exiting 0 when every check passes and 1 when one fails, with the JUnit file a CI reads.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  referenceBillerEndpoints,
  referenceCustomers,
  startReferenceBiller,
  type ReferenceBillerFault,
} from "../examples/reference-biller/reference-biller";

const dir = mkdtempSync(join(tmpdir(), "biller-kit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runBin(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["bin/biller-kit.mjs", ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function runAgainst(faults: readonly ReferenceBillerFault[], junit: string) {
  const biller = await startReferenceBiller({ faults });
  try {
    const paths = referenceBillerEndpoints["v1.0"];
    return await runBin([
      "--version=v1.0",
      `--fetch-url=${biller.url}${paths.fetch}`,
      `--posting-url=${biller.url}${paths.posting}`,
      `--customer-due=${referenceCustomers.due}`,
      `--customer-unknown=${referenceCustomers.unknown}`,
      `--customer-nothing-due=${referenceCustomers.nothingDue}`,
      `--junit=${junit}`,
      "--no-color",
    ]);
  } finally {
    await biller.close();
  }
}

describe("the biller-kit command", () => {
  it("exits 0 against the reference biller and 1 once a fault breaks a rule, naming the field", async () => {
    const clean = await runAgainst([], join(dir, "clean.xml"));
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain("PASS");

    const faulty = await runAgainst(["bill-date-after-due-date"], join(dir, "faulty.xml"));
    expect(faulty.code, faulty.stderr).toBe(1);
    expect(faulty.stdout).toContain("bill-date-not-after-due-date");
    expect(faulty.stdout).toContain("billDate");
    const junit = readFileSync(join(dir, "faulty.xml"), "utf8");
    expect(junit).toMatch(/<testcase [^>]*name="bill-date-not-after-due-date[^"]*"[^>]*>\s*<failure/);
  }, 30_000);

  it("exits 2 with the flag to fix when an option is wrong", async () => {
    const run = await runBin(["--version=v9", "--fetch-url=http://127.0.0.1:1/x"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--version");
  }, 30_000);
});
