/**
 * The single-file kit as a partner gets it: bundled as the build bundles it, fetched over HTTP from
 * the portal's server on loopback, saved into an empty folder and run there with `node` alone (no
 * node_modules, no package.json, nothing of this repository within reach), against the reference
 * biller on loopback. It passes the biller as shipped, fails each fault by the check it breaks,
 * writes JSON and JUnit reports, and exits 2 on a bad option.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kitDownload } from "../content/biller-kit/kit-download";
import type { KitReport } from "../core/biller-kit/kit-report";
import { faultCases, referenceKitConfig } from "../examples/reference-biller/fault-cases.test-data";
import { referenceBillerFaults, startReferenceBiller } from "../examples/reference-biller/reference-biller";
import { createPortalServer } from "../server/portal-server";
import { createSandbox } from "../server/sandbox/create-sandbox";
import { writeTestSite } from "../server/test-site.test-data";
import { bundleKitFile, kitFiles } from "./kit-download";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

let folder: string;
let served: { text: string; contentType: string | null; status: number };
let builtVersion: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const kit = kitFiles.find((file) => file.download.path === kitDownload.path)!;
  const { text, version } = await bundleKitFile(kit);
  builtVersion = version;
  const built = await writeTestSite({ [kitDownload.path.slice(1)]: text });
  cleanups.push(built.remove);
  const server: Server = createPortalServer(built.site, createSandbox({ secret: "test-secret-for-the-kit" }));
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  cleanups.push(() => new Promise((closed) => server.close(closed)));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${kitDownload.path}`);
  served = {
    text: await response.text(),
    contentType: response.headers.get("content-type"),
    status: response.status,
  };

  folder = await mkdtemp(join(tmpdir(), "biller-kit-file-"));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await writeFile(join(folder, kitDownload.file), served.text);
}, 30_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Run = { code: number | null; stdout: string; stderr: string };

/** `node biller-kit.mjs <args>` in the folder, with an environment that points nowhere else. */
function runKit(args: string[]): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [kitDownload.file, ...args], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? "", HOME: folder, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

/** The folders Node would search for packages from `folder`, up to the root. */
function ancestors(start: string): string[] {
  const parent = dirname(start);
  return parent === start ? [start] : [start, ...ancestors(parent)];
}

/** The lines of the text report that fail a check, as `check` ids. */
const failedChecks = (stdout: string) =>
  [...stdout.matchAll(/^\s+✗ .*\(([a-z0-9-]+)\)$/gm)].map((match) => match[1]);

describe("the single-file kit, downloaded from the portal", () => {
  it("is served as JavaScript with a shebang and its version, and imports nothing but Node's own modules", () => {
    expect(served.status).toBe(200);
    expect(served.contentType).toBe("text/javascript; charset=utf-8");
    expect(served.text.startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(served.text.split("\n", 4).join("\n")).toContain(`kit version ${builtVersion}`);
    const specifiers = [
      ...served.text.matchAll(/\bfrom\s*"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|\bimport\s*"([^"]+)"/g),
    ].map((match) => match[1] ?? match[2] ?? match[3]);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((specifier) => !specifier?.startsWith("node:"))).toEqual([]);
    // Nothing to fall back on: no package, package.json or node_modules from the folder up.
    expect(relative(projectDir, folder).startsWith("..")).toBe(true);
    for (const above of ancestors(resolve(folder))) {
      expect(existsSync(join(above, "node_modules")), above).toBe(false);
      expect(existsSync(join(above, "package.json")), above).toBe(false);
    }
  });

  it("answers --help with its own command and version", async () => {
    const run = await runKit(["--help"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Usage: node biller-kit.mjs --version v1.0 --fetch-url <url> [options]");
    expect(run.stdout).toContain(`Kit version ${builtVersion}.`);
    expect(run.stdout).toContain("--junit <file>");
  });

  it("exits 2 on a bad option, naming the flag to fix", async () => {
    const [badVersion, unknownFlag] = await Promise.all([
      runKit(["--version=v9", "--fetch-url=http://127.0.0.1:1/x"]),
      runKit(["--fetch", "http://127.0.0.1:1/x"]),
    ]);
    expect(badVersion.code).toBe(2);
    expect(badVersion.stderr).toContain("--version");
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain("--fetch");
  });

  it("passes the reference biller as shipped, and writes the JSON and JUnit reports", async () => {
    const biller = await startReferenceBiller();
    try {
      const { endpoints, customers } = referenceKitConfig(biller.url, "v1.0", [
        "fetch",
        "posting",
        "validation",
        "receivers",
      ]);
      const run = await runKit([
        "--version",
        "v1.0",
        `--fetch-url=${endpoints.fetch}`,
        `--posting-url=${endpoints.posting}`,
        `--validation-url=${endpoints.validation}`,
        `--settlement-url=${endpoints.settlementNotification}`,
        `--payment-notification-url=${endpoints.paymentNotification}`,
        `--customer-due=${customers.due}`,
        `--customer-unknown=${customers.unknown}`,
        `--customer-nothing-due=${customers.nothingDue}`,
        "--json=reports/kit.json",
        "--junit=reports/kit.xml",
        "--no-color",
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/0 failed, .* 0 not run: PASS/);
      const report = JSON.parse(await readFile(join(folder, "reports", "kit.json"), "utf8")) as KitReport;
      expect(report).toMatchObject({ version: "v1.0", passed: true });
      expect(report.results.length).toBeGreaterThan(20);
      const junit = await readFile(join(folder, "reports", "kit.xml"), "utf8");
      expect(junit).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<testsuites\b/);
      expect(junit).toContain('<testsuite name="Bill fetch"');
      expect(junit).not.toContain("<failure");
    } finally {
      await biller.close();
    }
  }, 30_000);

  it("fails the reference biller with each of its faults, naming the check it breaks", async () => {
    expect(faultCases.map((entry) => entry.fault).sort()).toEqual([...referenceBillerFaults].sort());
    // Each fault has its own biller and run, so they run side by side.
    const runs = await Promise.all(
      faultCases.map(async (entry) => {
        const biller = await startReferenceBiller({ faults: [entry.fault] });
        try {
          const config = referenceKitConfig(
            biller.url,
            entry.version,
            entry.endpoints,
            entry.timeoutMs ? { timeoutMs: entry.timeoutMs } : {},
          );
          await writeFile(join(folder, `${entry.fault}.json`), JSON.stringify(config));
          const junit = `faults/${entry.fault}.xml`;
          const run = await runKit([`--config=${entry.fault}.json`, `--junit=${junit}`]);
          return { entry, run, junit: await readFile(join(folder, junit), "utf8").catch(() => "") };
        } finally {
          await biller.close();
        }
      }),
    );
    for (const { entry, run, junit } of runs) {
      const checks = entry.fails.map((failure) => failure.split(":")[1]);
      expect(run.code, `${entry.fault}: ${run.stderr}`).toBe(checks.length > 0 ? 1 : 0);
      expect(new Set(failedChecks(run.stdout)), entry.fault).toEqual(new Set(checks));
      if (entry.field !== undefined) expect(run.stdout, entry.fault).toContain(entry.field);
      for (const check of checks)
        expect(junit, entry.fault).toMatch(
          new RegExp(`<testcase [^>]*name="${check}[^"]*"[^>]*>\\s*<failure`),
        );
    }
  }, 60_000);
});
