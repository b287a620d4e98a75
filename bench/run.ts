/**
 * `npm run bench`: builds the site and measures it, prints one table and writes the same
 * figures to bench/results/<timestamp>.json. Not part of `npm test`: it takes several minutes
 * and its timings depend on the machine. See docs/decisions/0002-benchmarks.md.
 */
import { loadavg } from "node:os";
import { weighSite } from "../scripts/page-weight";
import { clientDir } from "../server/config";
import { measureBuildScaling } from "./build-scaling";
import { compareRenderers } from "./compare-renderers";
import { measureDeliveries } from "./deliveries";
import { measureFastag } from "./fastag";
import { measureInstaCollect } from "./instacollect";
import { measureMcp } from "./mcp";
import { measureRequestLog } from "./request-log";
import type { FigureContext } from "./extra-figures";
import { freePort } from "./free-port";
import { describeMachine } from "./machine";
import { attempt, type Outcome } from "./outcome";
import { startProductionServer, type RunningServer } from "./production-server";
import { killStartedProcesses } from "./processes";
import { projectRoot } from "./project-paths";
import { reportSections } from "./report";
import { writeResults, type BenchResults } from "./results";
import { measureSandbox } from "./sandbox-figures";
import { measureSearch } from "./search-figures";
import { auditSite } from "./site-lighthouse";
import { renderTable } from "./table";
import { measureThroughput } from "./throughput";
import { timeBuild } from "./timed-build";

// Ports away from the portal's 4000 and the end-to-end tests' 4173, so a run does not collide
// with a server someone already has open; a busy one falls back to any free port.
const serverPort = 4310;
const comparisonPort = 4311;
const throughputPath = "/bbps/biller/guide";

// An interrupted run must not leave a server or a Chromium behind.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killStartedProcesses();
    process.exit(130);
  });
}

function skipped<T>(reason: string): Outcome<T> {
  return { ok: false, error: `skipped: ${reason}` };
}

/** The measurements that need the production server, which is stopped by its PID afterwards. */
async function measureServedSite(): Promise<
  Pick<BenchResults, "server" | "lighthouse" | "throughput" | "extras">
> {
  let server: RunningServer | undefined;
  const started = await attempt("starting the production server", async () => {
    server = await startProductionServer(await freePort(serverPort));
    console.error(`bench: production server on ${server.origin}, PID ${server.pid}`);
    return { origin: server.origin, pid: server.pid };
  });
  if (!started.ok || !server) {
    const reason = "the production server did not start";
    return { server: started, lighthouse: skipped(reason), throughput: skipped(reason), extras: [] };
  }
  const { origin } = server;
  try {
    const lighthouse = await attempt("Lighthouse on the site", () => auditSite(origin));
    const throughput = await attempt("throughput", () => measureThroughput(`${origin}${throughputPath}`));
    const context: FigureContext = { origin, serverPid: server.pid, clientDir };
    const extras = [
      await attempt("search figures", () => measureSearch(context)),
      await attempt("sandbox figures", () => measureSandbox(context)),
      await attempt("InstaCollect figures", () => measureInstaCollect(context)),
      await attempt("FASTag figures", () => measureFastag(context)),
      await attempt("MCP figures", () => measureMcp(context)),
      await attempt("request log figures", () => measureRequestLog()),
    ];
    return { server: started, lighthouse, throughput, extras };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  const machine = await describeMachine();

  console.error(`bench: npm run build in ${projectRoot}`);
  const build = await timeBuild(projectRoot);
  if (!build.ok) console.error(`bench: ${build.error}\n${build.detail ?? ""}`);

  const reason = "the site did not build";
  const pageBytes = build.ok ? await attempt("bytes per route", weighSite) : skipped<never>(reason);
  const served = build.ok
    ? await measureServedSite()
    : {
        server: skipped<never>(reason),
        lighthouse: skipped<never>(reason),
        throughput: skipped<never>(reason),
        extras: [],
      };
  // The renderers and the scaling scenarios do not depend on this build, so they run regardless.
  const renderers = await attempt("renderer comparison", async () =>
    compareRenderers(await freePort(comparisonPort)),
  );
  const scaling = await attempt("build scaling", measureBuildScaling);
  // The delivery engine needs neither the build nor the server: its own receiver and Redis.
  const deliveries = await attempt("delivery figures", () => measureDeliveries());

  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine,
    build,
    pageBytes,
    ...served,
    renderers,
    scaling,
    deliveries,
    loadAtEnd: loadavg()[0] ?? 0,
  };
  const file = await writeResults(results);
  console.log(renderTable(`Portal benchmark, ${startedAt}`, reportSections(results)));
  console.log(`Figures written to ${file}`);
  // Failed scenarios are in the table; only a site that did not build makes the run fail.
  return build.ok ? 0 : 1;
}

try {
  process.exitCode = await main();
} finally {
  killStartedProcesses();
}
