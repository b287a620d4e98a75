import type { Server } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastagSettings } from "../content/sandbox/fastag";
import { sampleFlows } from "../content/sandbox/sample-flows";
import type { PostmanEnvironment } from "../core/openapi/postman-environment";
import { sandboxSpecIds, type SandboxSpecId } from "../core/sandbox/sandbox-url";
import { siteOrigin } from "../server/config";
import { createPortalServer } from "../server/portal-server";
import { createSandbox, type Sandbox } from "../server/sandbox/create-sandbox";
import { writeTestSite } from "../server/test-site.test-data";
import { specsDir } from "./lint-specs";
import { writeSpecDownloads } from "./spec-downloads";

// The downloads as a partner uses them: the built collection and its sandbox environment, run by
// newman (Postman's runner) against the portal's server over a real socket, with nothing edited
// but the environment's origin.

type NewmanSummary = {
  run: {
    stats: Record<"requests" | "assertions", { total: number; failed: number }>;
    failures: { error: { name: string; message: string; test?: string }; source?: { name?: string } }[];
    executions: { item: { name: string }; requestError?: { message: string } }[];
    timings: { started: number; completed: number };
  };
};
type Newman = {
  run: (
    options: { collection: unknown; environment: unknown; reporters: string[] },
    done: (error: Error | null, summary: NewmanSummary) => void,
  ) => unknown;
};

// newman ships no types; it is loaded the way its documentation shows.
const newman = createRequire(import.meta.url)("newman") as Newman;

let server: Server;
let sandbox: Sandbox;
let origin: string;
let downloads: string;
let removeSite: () => Promise<void>;
/** How far the sandbox's clock runs ahead of the wall clock, to rerun after a sandbox window. */
let clockOffset = 0;

beforeAll(async () => {
  downloads = await mkdtemp(join(tmpdir(), "spec-downloads-"));
  await writeSpecDownloads(specsDir, downloads);
  const built = await writeTestSite();
  removeSite = built.remove;
  sandbox = createSandbox({ secret: "test-secret-for-the-sandbox", now: () => Date.now() + clockOffset });
  server = createPortalServer(built.site, sandbox);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await sandbox.stop();
  await removeSite();
  await rm(downloads, { recursive: true, force: true });
});

const readJson = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(join(downloads, name), "utf8")) as T;

/** The environment as written, pointed at this test's server instead of SITE_ORIGIN. */
async function environmentFor(specId: SandboxSpecId): Promise<PostmanEnvironment> {
  const environment = await readJson<PostmanEnvironment>(`${specId}.postman_environment.json`);
  return {
    ...environment,
    values: environment.values.map((variable) => {
      if (variable.key !== "baseUrl") return variable;
      expect(variable.value.startsWith(`${siteOrigin}/sandbox`), variable.value).toBe(true);
      return { ...variable, value: `${origin}${variable.value.slice(siteOrigin.length)}` };
    }),
  };
}

async function runCollection(specId: SandboxSpecId): Promise<NewmanSummary["run"]> {
  const collection = await readJson<unknown>(`${specId}.postman.json`);
  const environment = await environmentFor(specId);
  const summary = await new Promise<NewmanSummary>((resolve, reject) =>
    newman.run({ collection, environment, reporters: [] }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  return summary.run;
}

/** What went wrong in a run, one line each, so that a failure names the request and the check. */
function problems(run: NewmanSummary["run"]): string[] {
  return [
    ...run.executions.flatMap((execution) =>
      execution.requestError ? [`${execution.item.name}: ${execution.requestError.message}`] : [],
    ),
    ...run.failures.map(
      ({ error, source }) => `${source?.name ?? "?"}: ${error.test ?? error.name}: ${error.message}`,
    ),
  ];
}

describe("the sandbox Postman collections, run by newman", () => {
  it.each(sandboxSpecIds)(
    "%s: every request passes its checks with the environment as written",
    async (specId) => {
      const run = await runCollection(specId);
      expect(problems(run)).toEqual([]);
      expect(run.stats.requests).toMatchObject({ total: sampleFlows[specId].length, failed: 0 });
      expect(run.stats.assertions.failed).toBe(0);
      expect(run.stats.assertions.total).toBeGreaterThanOrEqual(sampleFlows[specId].length);
    },
    60_000,
  );

  // A partner runs a collection again and again: the values the sandbox takes once (a payment's
  // reference, a new customer's mobile and vehicle, a recharge's reference) are new on each run.
  it.each(sandboxSpecIds)(
    "%s: passes again when run a second time on the same sandbox",
    async (specId) => {
      // A vehicle's tag is reissued once per window (the sandbox's published choice): FASTag's
      // second run comes that much later.
      if (specId === "fastag") clockOffset += fastagSettings.reissuanceWindowSeconds * 1000;
      const run = await runCollection(specId);
      expect(problems(run)).toEqual([]);
    },
    60_000,
  );
});
