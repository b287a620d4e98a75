/* eslint-disable no-restricted-imports -- this test serves the sandbox and runs the samples as programs, so it needs Node's modules; nothing in the site imports it. */
/**
 * Every Sandbox code sample of every operation, in every language, run as a program against a
 * served sandbox: the text the page shows (the highlighted HTML's text), unchanged but for the
 * origin (the server names the one the page is asked on) and the `<field from operation>` markers,
 * filled from the answers before them as a reader would. Each language gets a fresh sandbox and
 * runs every document's flow in order; each answer must be the one the flow documents.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReference } from "../../core/openapi/build-reference";
import type { OperationView, ReferenceView } from "../../core/openapi/view";
import { htmlToText } from "../../core/markdown/html-to-markdown";
import {
  emptySampleMemory,
  fillMarkers,
  markerOperation,
  rememberAnswer,
  sampleMarkers,
} from "../../core/sandbox/sample-markers";
import { sandboxSampleOrigin, sandboxSpecIds, type SandboxSpecId } from "../../core/sandbox/sandbox-url";
import { createPortalServer } from "../../server/portal-server";
import { createSandbox } from "../../server/sandbox/create-sandbox";
import { loadSandboxSpecs } from "../../server/sandbox/load-specs";
import { writeTestSite } from "../../server/test-site.test-data";
import { sampleFlows, type SampleStep } from "../sandbox/sample-flows";
import { languageIds, runPrograms, toolchainProblem, type LanguageId, type ProgramRun } from "./run-programs";

const specs = loadSandboxSpecs();
const builtFor = sandboxSampleOrigin;

type Call = { specId: SandboxSpecId; step: SampleStep; operation: OperationView; variant: number };

/** Every step of every flow with the operation view whose samples it runs. */
async function flows(): Promise<Call[][]> {
  const views = new Map<SandboxSpecId, ReferenceView>();
  for (const specId of sandboxSpecIds)
    views.set(specId, await buildReference(specId, specs[specId], { sampleOrigin: builtFor }));
  return sandboxSpecIds.map((specId) => {
    const operations = views.get(specId)!.tags.flatMap((tag) => tag.operations);
    const seen = new Map<string, number>();
    return sampleFlows[specId].map((step) => {
      const operation = operations.find((candidate) => candidate.id === step.operationId);
      if (!operation) throw new Error(`${specId}: no operation ${step.operationId}`);
      const variant = seen.get(step.operationId) ?? 0;
      seen.set(step.operationId, variant + 1);
      return { specId, step, operation, variant };
    });
  });
}

/** The sample as the page shows it in Sandbox mode, in `language`. */
function sampleText(call: Call, language: LanguageId): string {
  const html = call.operation.sandboxSamples?.variants[call.variant]?.samples.find(
    (sample) => sample.language === language,
  )?.html;
  if (!html) throw new Error(`${call.operation.id} has no ${language} Sandbox sample`);
  return htmlToText(html);
}

type Outcome = { call: Call; run: ProgramRun; answer: unknown };

/**
 * Runs each flow's samples in order, in rounds: a round takes, from every flow, the next steps
 * whose markers the answers so far can fill, and compiles them in one batch; the flows are apart,
 * so a round holds a step of each. Steps run one at a time, in flow order.
 */
async function runFlows(language: LanguageId, origin: string, calls: Call[][]): Promise<Outcome[]> {
  const memories = calls.map(() => emptySampleMemory());
  const next = calls.map(() => 0);
  const outcomes: Outcome[] = [];
  while (next.some((position, flow) => position < calls[flow]!.length)) {
    const round: { flow: number; call: Call; source: string }[] = [];
    calls.forEach((flow, index) => {
      const answeredThisRound = new Set<string>();
      for (; next[index]! < flow.length; next[index]!++) {
        const call = flow[next[index]!]!;
        const text = sampleText(call, language).replaceAll(builtFor, origin);
        const needs = [...sampleMarkers(text), ...Object.values(call.step.pathParameters ?? {})];
        if (needs.some((marker) => answeredThisRound.has(/ from ([a-z0-9-]+)>$/.exec(marker)?.[1] ?? "")))
          break;
        const pathParameters = call.step.pathParameters;
        const source = fillMarkers(text, memories[index]!, pathParameters ? { pathParameters } : {});
        round.push({ flow: index, call, source });
        answeredThisRound.add(markerOperation(call.operation.path));
      }
    });
    const runs = await runPrograms(
      round.map(({ call, source }, index) => ({
        language,
        name: `r${outcomes.length + index}-${call.operation.id}`,
        source,
      })),
      { concurrency: 1, timeoutMs: 60_000 },
    );
    round.forEach(({ flow, call }, index) => {
      const run = runs[index]!;
      let answer: unknown;
      try {
        answer = JSON.parse(run.stdout);
      } catch {
        answer = undefined;
      }
      memories[flow] = rememberAnswer(memories[flow]!, markerOperation(call.operation.path), answer);
      outcomes.push({ call, run, answer });
    });
  }
  return outcomes;
}

function expectDocumented({ call, run, answer }: Outcome, language: LanguageId) {
  const seen = `${language} ${call.specId} ${call.operation.id}: exit ${run.exitCode}\n${run.stdout}\n${run.stderr}`;
  expect(run.exitCode, seen).toBe(0);
  expect(answer, seen).toBeTypeOf("object");
  const { statusCode, fields, has } = call.step.expect;
  const body = answer as Record<string, unknown>;
  if (statusCode) expect(statusCode, seen).toContain(body.statusCode);
  if (fields) expect(body, seen).toMatchObject(fields);
  for (const field of has ?? []) expect(body, seen).toHaveProperty(field);
}

const timings = new Map<LanguageId, { samples: number; milliseconds: number }>();

describe("every Sandbox code sample, run as a program", () => {
  let calls: Call[][];
  let built: Awaited<ReturnType<typeof writeTestSite>>;
  const servers: Server[] = [];

  beforeAll(async () => {
    [calls, built] = await Promise.all([flows(), writeTestSite()]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await built.remove();
    console.info(
      [...timings]
        .map(
          ([language, { samples, milliseconds }]) => `${language}: ${samples} samples in ${milliseconds} ms`,
        )
        .join("\n"),
    );
  });

  /** A fresh sandbox per language: each flow starts from the published data. */
  async function servedSandbox(): Promise<string> {
    const server = createPortalServer(
      built.site,
      createSandbox({ secret: `sample-runs-secret-${servers.length}` }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it.concurrent.each(languageIds)(
    "%s: every operation's sample gets its documented answer",
    async (language) => {
      const problem = toolchainProblem(language);
      expect(problem, `the ${language} toolchain: ${problem}`).toBeNull();
      const started = performance.now();
      const outcomes = await runFlows(language, await servedSandbox(), calls);
      timings.set(language, {
        samples: outcomes.length,
        milliseconds: Math.round(performance.now() - started),
      });
      expect(outcomes).toHaveLength(calls.flat().length);
      for (const outcome of outcomes) expectDocumented(outcome, language);
    },
    600_000,
  );
});
