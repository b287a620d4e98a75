import { describe, expect, it } from "vitest";
import { fastagHeaders } from "../../content/sandbox/fastag";
import { fastagCodeTriggers, type FastagCodeTrigger } from "../../content/sandbox/fastag-triggers";
import { resolveRef, type OpenApiDocument, type SchemaObject } from "../../core/openapi/openapi";
import { emptyMemory, fillPlaceholders, remember } from "../../core/sandbox/try-it-memory";
import { loadSandboxSpecs } from "./load-specs";
import { RequestValidator } from "./request-validator";
import { testSandbox, type Json } from "./sandbox-client.test-data";
import { specOperations } from "./spec-operations";

/** The trigger table against the sandbox it describes and the document that lists the codes. */

const headers = Object.fromEntries(fastagHeaders.map((header) => [header.name, header.value]));
/** One partner's address: the sandbox keeps each client's changes apart. */
const client = "203.0.113.7";

const textOf = (values: readonly unknown[] | undefined) =>
  (values ?? []).filter((value): value is string => typeof value === "string");

/**
 * Each operation's documented codes by path: its 200 answer's `statusCode` enum and examples,
 * the codes of its response examples, and its `x-error-groups` (which add the reference's
 * off-enum example `wallet-creation-successful`).
 */
function documentedCodes(document: OpenApiDocument): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const operation of specOperations(document)) {
    const item = resolveRef(document, document.paths?.[operation.path] ?? {});
    const ok = item.post?.responses?.["200"];
    const media = ok ? resolveRef(document, ok).content?.["application/json"] : undefined;
    const schema = media?.schema ? resolveRef<SchemaObject>(document, media.schema) : undefined;
    const field = schema?.properties?.statusCode;
    const statusCode = field ? resolveRef<SchemaObject>(document, field) : undefined;
    const codes = new Set([
      ...textOf(statusCode?.enum),
      ...textOf(statusCode?.examples),
      ...textOf(Object.values(media?.examples ?? {}).map((example) => (example.value as Json)?.statusCode)),
      ...(document["x-error-groups"] ?? [])
        .filter((group) => group.operations?.includes(operation.operationId))
        .flatMap((group) => group.codes.map((entry) => entry.code)),
    ]);
    byPath.set(operation.path, codes);
  }
  return byPath;
}

async function replay(steps: Extract<FastagCodeTrigger, { steps: unknown }>["steps"]) {
  const { app, clock } = testSandbox();
  let memory = emptyMemory();
  const answers: { path: string; status: number; body: Json }[] = [];
  for (const step of steps) {
    clock.advance(step.afterSeconds ?? 0);
    const body = fillPlaceholders(step.body, memory, "2026-11-22");
    const response = await app.request(
      `/api/mock${step.path}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      },
      client,
    );
    const answer = { path: step.path, status: response.status, body: (await response.json()) as Json };
    answers.push(answer);
    memory = remember(memory, step.path.slice(1), answer.body);
  }
  return answers;
}

const specs = loadSandboxSpecs();
const validator = new RequestValidator({ fastag: specs.fastag });
const responseSchema = (path: string) =>
  `#/paths/${path.replaceAll("/", "~1")}/post/responses/200/content/application~1json/schema`;

/** Where an answer departs from its operation's documented response schema. */
function shapeProblems(path: string, body: Json) {
  return validator.bodyCheck("fastag", responseSchema(path))(body);
}

const withSteps = fastagCodeTriggers.flatMap((entry) => ("steps" in entry ? [entry] : []));

describe("the FASTag trigger table", () => {
  const documented = documentedCodes(specs.fastag);

  it("reads a documented code for each of the thirteen operations", () => {
    expect(documented.size).toBe(13);
    for (const [path, codes] of documented) expect(codes.size, path).toBeGreaterThan(0);
  });

  it("has one entry for every documented code of every operation, and no other", () => {
    const listed = fastagCodeTriggers.map((entry) => `${entry.path} ${entry.statusCode}`);
    const expected = [...documented].flatMap(([path, codes]) => [...codes].map((code) => `${path} ${code}`));
    expect(new Set(listed).size, "an operation and code listed twice").toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it("requires a success's data, and takes an empty data on any other outcome", () => {
    const answer = (statusCode: string, data: Json) => ({ statusCode, statusMessage: "", data });
    expect(shapeProblems("/generate-otp", answer("success", {}))).not.toEqual([]);
    expect(shapeProblems("/generate-otp", answer("invalid-mobile-number", {}))).toEqual([]);
    expect(shapeProblems("/wallet-status", answer("wallet-creation-successful", {}))).not.toEqual([]);
    expect(shapeProblems("/wallet-status", answer("not-found", {}))).toEqual([]);
  });

  it("replays only operations the table's entry names, and ends on that operation", () => {
    for (const entry of withSteps) {
      expect(documented.has(entry.path), entry.path).toBe(true);
      expect(entry.steps.at(-1)?.path, `${entry.path} ${entry.statusCode}`).toBe(entry.path);
      for (const step of entry.steps) expect(documented.has(step.path), step.path).toBe(true);
    }
  });

  it.each(withSteps.map((entry) => [`${entry.path} → ${entry.statusCode}`, entry] as const))(
    "%s, in the documented response shape",
    async (_name, entry) => {
      const answers = await replay(entry.steps);
      const last = answers.at(-1);
      expect([last?.status, last?.body.statusCode], JSON.stringify(answers, null, 1)).toEqual([
        200,
        entry.statusCode,
      ]);
      for (const answer of answers) expect(shapeProblems(answer.path, answer.body), answer.path).toEqual([]);
    },
  );
});
