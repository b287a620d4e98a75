import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sampleFlows } from "../content/sandbox/sample-flows";
import type { OpenApiDocument } from "../core/openapi/openapi";
import type { PostmanEnvironment } from "../core/openapi/postman-environment";
import { sandboxSpecIds, type SandboxSpecId } from "../core/sandbox/sandbox-url";
import { siteOrigin } from "../server/config";
import { createPortalServer } from "../server/portal-server";
import { createSandbox, type Sandbox } from "../server/sandbox/create-sandbox";
import { credentialHeaders } from "../server/sandbox/sandbox-client.test-data";
import { writeTestSite } from "../server/test-site.test-data";
import { projectRoot } from "../server/project-root";
import { specsDir } from "./lint-specs";
import { specDownloadFiles } from "./spec-downloads";

// Each document's download, as the portal serves it under /specs/, loaded into Prism as a validating
// proxy in front of the portal's sandbox, and the document's Postman collection run through it with
// newman. With `--errors`, Prism answers a request the document does not allow, or an answer it does
// not declare, with an error of its own in the exchange's place; without it, Prism would pass the
// exchange on with `sl-violations`. Either counts, so a clean run means the collection, the document
// and the sandbox agree on every call.

type Execution = {
  item: { name: string };
  response?: { code: number; headers: { get: (name: string) => string | undefined }; text: () => string };
  requestError?: { message: string };
};
type NewmanRun = {
  stats: Record<"requests" | "assertions", { total: number; failed: number }>;
  failures: { error: { name: string; message: string; test?: string }; source?: { name?: string } }[];
  executions: Execution[];
};
type Newman = {
  run: (
    options: { collection: unknown; environment: unknown; reporters: string[] },
    done: (error: Error | null, summary: { run: NewmanRun }) => void,
  ) => unknown;
};

// newman ships no types; it is loaded the way its documentation shows.
const newman = createRequire(import.meta.url)("newman") as Newman;
const prismBinary = join(projectRoot, "node_modules", ".bin", "prism");

let server: Server;
let sandbox: Sandbox;
let origin: string;
let work: string;
let removeSite: () => Promise<void>;
/** The Prism process running now, so that a failed test still stops it. */
let prism: ChildProcess | undefined;
const timings: string[] = [];

const downloadNames = (id: SandboxSpecId) => [
  `${id}.yaml`,
  `${id}.postman.json`,
  `${id}.postman_environment.json`,
];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "prism-proxy-"));
  const files: Record<string, string> = {};
  for (const id of sandboxSpecIds) {
    const source = await readFile(join(specsDir, `${id}.yaml`), "utf8");
    const downloads = specDownloadFiles(id, source, siteOrigin);
    for (const name of downloadNames(id)) files[`specs/${name}`] = downloads[name]!;
  }
  const built = await writeTestSite(files);
  removeSite = built.remove;
  sandbox = createSandbox({ secret: "test-secret-for-the-sandbox" });
  server = createPortalServer(built.site, sandbox);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  stopPrism();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await sandbox.stop();
  await removeSite();
  await rm(work, { recursive: true, force: true });
  console.log(timings.join("\n"));
});

function stopPrism() {
  if (prism?.pid !== undefined && prism.exitCode === null) process.kill(prism.pid, "SIGTERM");
  prism = undefined;
}

/** A port nothing listens on now, for Prism, which takes a port rather than choosing one. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A download as the portal serves it, with the build's origin replaced by this test's server's. */
async function served(name: string): Promise<string> {
  const response = await fetch(`${origin}/specs/${name}`);
  expect(response.status, name).toBe(200);
  return (await response.text()).replaceAll(siteOrigin, origin);
}

/** Starts Prism as a validating proxy for `documentFile` in front of `upstream`; resolves once it listens. */
async function startPrism(documentFile: string, upstream: string, output: string[]): Promise<string> {
  const port = await freePort();
  const child = spawn(
    prismBinary,
    ["proxy", documentFile, upstream, "--errors", "-h", "127.0.0.1", "-p", String(port)],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  prism = child;
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output.join("")}`)), 30_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/Prism is listening/.test(output.join(""))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${String(code)}:\n${output.join("")}`));
    });
  });
  await listening;
  return `http://127.0.0.1:${port}`;
}

async function runCollection(collection: unknown, environment: PostmanEnvironment): Promise<NewmanRun> {
  const summary = await new Promise<{ run: NewmanRun }>((resolve, reject) =>
    newman.run({ collection, environment, reporters: [] }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  return summary.run;
}

/**
 * What Prism says is wrong with an exchange: the problems it lists in `sl-violations`, or the error
 * it answers in the exchange's place (its problem types all sit below this address).
 */
function prismProblem(status: number, violations: string | undefined, text: string): string | undefined {
  if (violations) return `sl-violations ${violations}`;
  if (text.includes("https://stoplight.io/prism/errors#")) return `Prism answered ${status}: ${text}`;
  return undefined;
}

/** Each violation Prism reported and each failed newman check, one line each, naming the request. */
function problems(run: NewmanRun): string[] {
  return [
    ...run.executions.flatMap((execution) => {
      const name = execution.item.name;
      if (execution.requestError) return [`${name}: ${execution.requestError.message}`];
      const response = execution.response;
      const problem =
        response && prismProblem(response.code, response.headers.get("sl-violations"), response.text());
      return problem ? [`${name}: ${problem}`] : [];
    }),
    ...run.failures.map(
      ({ error, source }) => `${source?.name ?? "?"}: ${error.test ?? error.name}: ${error.message}`,
    ),
  ];
}

/** Prism's log lines about a violation, the same findings as its answers, in its own words. */
const violationLines = (output: string[]) =>
  output
    .join("")
    .split("\n")
    .filter((line) => /violation|terminated with error/i.test(line));

/**
 * Prism for one served document, its log, and its address; `edit` changes the document first, for
 * the test that shows a wrong answer is found.
 */
async function proxyFor(
  id: SandboxSpecId,
  edit?: (document: OpenApiDocument) => void,
): Promise<{ proxy: string; upstream: string; output: string[] }> {
  const documentText = await served(`${id}.yaml`);
  const document = parse(documentText) as OpenApiDocument;
  const documentFile = join(work, `${id}.yaml`);
  const upstream = document.servers![0]!.url;
  edit?.(document);
  await writeFile(documentFile, edit ? JSON.stringify(document) : documentText);
  expect(upstream.startsWith(`${origin}/sandbox`), upstream).toBe(true);
  const output: string[] = [];
  return { proxy: await startPrism(documentFile, upstream, output), upstream, output };
}

describe("the Postman collections through Prism's validating proxy", () => {
  // The checks below can fail: a request the document does not allow, and an answer it does not
  // declare, are each answered by Prism in the exchange's place and logged.
  it("finds a request the document does not allow, and an answer it does not declare", async () => {
    try {
      const { proxy, output } = await proxyFor("cou", (document) => {
        const answer = document.paths!["/biller-categories"]!.get!.responses!.default!;
        answer.content!["application/json"]!.schema = { type: "object", required: ["neverSent"] };
      });
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${proxy}${path}`, {
          method,
          headers: { "content-type": "application/json", ...credentialHeaders },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        return prismProblem(response.status, response.headers.get("sl-violations") ?? undefined, text);
      };
      expect(await call("POST", "/bill-fetch-request", { categoryCode: "C01" })).toMatch(
        /required property 'billerId'/,
      );
      expect(await call("GET", "/biller-categories")).toMatch(/neverSent/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(violationLines(output).length).toBeGreaterThanOrEqual(2);
    } finally {
      stopPrism();
    }
  }, 45_000);

  it.each(sandboxSpecIds)(
    "%s: every request and answer matches the served document, and every check passes",
    async (id) => {
      const started = performance.now();
      try {
        const { proxy, upstream, output } = await proxyFor(id);
        const collection = JSON.parse(await served(`${id}.postman.json`)) as unknown;
        const environment = JSON.parse(await served(`${id}.postman_environment.json`)) as PostmanEnvironment;
        // The collection's base is the sandbox's; Prism matches paths below the document's server.
        const throughProxy = {
          ...environment,
          values: environment.values.map((variable) => {
            if (variable.key !== "baseUrl") return variable;
            expect(variable.value).toBe(upstream);
            return { ...variable, value: proxy };
          }),
        };
        const run = await runCollection(collection, throughProxy);
        expect(problems(run)).toEqual([]);
        expect(run.stats.requests.total).toBe(sampleFlows[id].length);
        expect(run.stats.requests.failed).toBe(0);
        expect(run.stats.assertions.failed).toBe(0);
        // Prism logs each violation it finds as well as answering it.
        expect(violationLines(output)).toEqual([]);
      } finally {
        stopPrism();
      }
      timings.push(`${id}: ${Math.round(performance.now() - started)} ms through Prism`);
    },
    45_000,
  );
});
