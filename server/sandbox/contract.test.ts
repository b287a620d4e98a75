import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { publishedHeaderValue } from "../../content/sandbox/published-headers";
import { apiKeyHeaderParameters, jsonMedia, operationParameters } from "../../core/openapi/example-request";
import {
  httpMethods,
  resolveRef,
  type LinkObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
  type SchemaObject,
} from "../../core/openapi/openapi";
import { sandboxDocument } from "../../core/openapi/sandbox-document";
import { sandboxSpecIds, type SandboxSpecId } from "../../core/sandbox/sandbox-url";
import { loadSandboxSpecs } from "./load-specs";
import { RequestValidator, type BodyCheck } from "./request-validator";
import { testSandbox, type Json, type TestSandbox } from "./sandbox-client.test-data";
import { propertySchemas, schemaArbitrary, wrongTypeValue } from "./schema-arbitrary.test-data";

/**
 * The sandbox against its own documents, as a contract tool checks it: for every operation of every
 * document the sandbox serves (the sandbox flavour its downloads carry), bodies and parameters
 * generated from the operation's schemas, plus variants with a required field left out or a field
 * of the wrong type, sent with the published credentials. Each answer goes through named checks in
 * the spirit of Schemathesis's; each check's figures are printed per document.
 *
 * The calls are chained as the documents' OpenAPI links say: operations run sources first, and a
 * link's values from an earlier answer (a delivery's `id` into `{deliveryId}`, a bill's `context`
 * into make-payment's body) replace the generated ones in every other valid call to its target, so
 * that found answers are checked as well as not-found ones. The other calls, and ids no link
 * gives (`{traceId}` of the request log), are generated from the schemas and held to the not-found
 * answer.
 */

const checkNames = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_schema_conformance",
  "positive_data_acceptance",
] as const;
type CheckName = (typeof checkNames)[number];

/**
 * Failures known and not yet fixed, by `document check method path`, each with its reason. A listed
 * failure must still fail: one that passes is reported, so the list cannot outlive its reason.
 */
const expectedFailures: Readonly<Record<string, string>> = {
  "fastag positive_data_acceptance POST /toll-transactions":
    "an endDate before startDate is refused as SANDBOX_INVALID_REQUEST: a rule between two fields, " +
    "which JSON Schema cannot state; the endDate description says so",
  "fastag positive_data_acceptance POST /wallet-transactions":
    "the same date-range rule as toll-transactions, on the same two fields",
};

const seed = 20261129;
const validRuns = 24;
const invalidRuns = 6;
const origin = "http://sandbox.test";

type Exchange = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** Whether the body and parameters all match their schemas, by the sandbox's own validator. */
  valid: boolean;
};

type Answer = { status: number; contentType: string; body: Json; text: string };

type Operation = {
  document: OpenApiDocument;
  specId: SandboxSpecId;
  method: string;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
  bodySchema: SchemaObject | undefined;
  bodyPointer: string | undefined;
  /** The request examples the download carries, with the sandbox's values. */
  bodyExamples: unknown[];
};

const pointerPart = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

const specs = loadSandboxSpecs();
const documents = Object.fromEntries(
  sandboxSpecIds.map((id) => [id, sandboxDocument(specs[id], origin)]),
) as Record<SandboxSpecId, OpenApiDocument>;
const validator = new RequestValidator(documents);
const checks = new Map<string, BodyCheck>();
const checkOf = (specId: string, pointer: string) => {
  const key = `${specId}${pointer}`;
  if (!checks.has(key)) checks.set(key, validator.bodyCheck(specId, pointer));
  return checks.get(key)!;
};

function operationsOf(specId: SandboxSpecId): Operation[] {
  const document = documents[specId];
  const found: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
      const media = jsonMedia(requestBody?.content);
      const mediaType = Object.keys(requestBody?.content ?? {}).find(
        (type) => requestBody?.content?.[type] === media,
      );
      found.push({
        document,
        specId,
        method: method.toUpperCase(),
        path,
        operation,
        parameters: operationParameters(document, item, operation),
        bodySchema: media?.schema,
        bodyPointer:
          media?.schema && mediaType
            ? `${operation.requestBody?.$ref ?? `#/paths/${pointerPart(path)}/${method}/requestBody`}/content/${pointerPart(mediaType)}/schema`
            : undefined,
        bodyExamples: Object.values(media?.examples ?? {})
          .map((example) => resolveRef(document, example).value)
          .filter((value) => value !== undefined),
      });
    }
  }
  return found;
}

/** The published value of each credential header an operation takes, as the samples send them. */
function credentialHeaders(operation: Operation): Record<string, string> {
  const named = [
    ...operation.parameters.filter((parameter) => parameter.in === "header"),
    ...apiKeyHeaderParameters(operation.document, operation.operation),
  ];
  return Object.fromEntries(
    named.map((parameter) => [
      parameter.name,
      publishedHeaderValue(parameter.name) ?? String(parameter.example ?? ""),
    ]),
  );
}

/** Whether the operation is secured by the provider's bearer token. */
function takesBearer(operation: Operation): boolean {
  const schemes = operation.document.components?.securitySchemes ?? {};
  const requirements = operation.operation.security ?? operation.document.security ?? [];
  return requirements.some((requirement) =>
    Object.keys(requirement).some((name) => schemes[name]?.scheme === "bearer"),
  );
}

const basePath = (document: OpenApiDocument) =>
  new URL(document.servers![0]!.url).pathname.replace(/^\/sandbox/, "");

let clients = 0;
/** A new caller address for each call, so that the per-client allowance of a minute never answers. */
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function send(app: TestSandbox, base: string, exchange: Exchange): Promise<Answer> {
  const response = await app.request(
    `${base}${exchange.path}`,
    {
      method: exchange.method,
      headers: exchange.headers,
      ...(exchange.body === undefined ? {} : { body: JSON.stringify(exchange.body) }),
    },
    nextClient(),
  );
  const text = await response.text();
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body, text };
}

/** Parameters (path and query) for one call, with whether each matches its schema. */
function parameterArbitrary(operation: Operation) {
  const model = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === "path" || parameter.in === "query")
      .map((parameter) => [
        `${parameter.in}:${parameter.name}`,
        parameter.required || parameter.in === "path"
          ? schemaArbitrary(operation.document, parameter.schema ?? { type: "string" })
          : fc.option(schemaArbitrary(operation.document, parameter.schema ?? { type: "string" }), {
              nil: undefined,
            }),
      ]),
  );
  return fc.record(model);
}

function requestFor(
  operation: Operation,
  headers: Record<string, string>,
  parameters: Record<string, unknown>,
  body: unknown,
  bodyValid: boolean,
): Exchange {
  let path = operation.path;
  const query = new URLSearchParams();
  let valid = bodyValid;
  for (const parameter of operation.parameters) {
    const value = parameters[`${parameter.in}:${parameter.name}`];
    if (value === undefined) continue;
    if (parameter.schema) {
      const index = operation.parameters.indexOf(parameter);
      const pointer = parameterPointer(operation, index);
      if (pointer && checkOf(operation.specId, pointer)(value).length > 0) valid = false;
    }
    if (parameter.in === "path")
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === "query") query.set(parameter.name, String(value));
  }
  const search = query.size > 0 ? `?${query}` : "";
  return {
    method: operation.method,
    path: `${path}${search}`,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body,
    valid,
  };
}

/** Where a parameter's schema sits, by JSON pointer, so the sandbox's validator can check a value. */
function parameterPointer(operation: Operation, index: number): string | undefined {
  const document = operation.document;
  const item = document.paths![operation.path]!;
  const pathLevel = item.parameters ?? [];
  const own = item[operation.method.toLowerCase() as "get"]?.parameters ?? [];
  const [list, at, raw] =
    index < pathLevel.length
      ? ([`#/paths/${pointerPart(operation.path)}/parameters`, index, pathLevel[index]] as const)
      : ([
          `#/paths/${pointerPart(operation.path)}/${operation.method.toLowerCase()}/parameters`,
          index - pathLevel.length,
          own[index - pathLevel.length],
        ] as const);
  if (!raw) return undefined;
  return raw.$ref ? `${raw.$ref}/schema` : `${list}/${at}/schema`;
}

/** Exchanges for an operation: schema-valid ones first, then deliberately invalid variants. */
function exchangesFor(
  operation: Operation,
  headers: Record<string, string>,
  linked: readonly LinkedInput[],
): Exchange[] {
  // The document's own examples come first, as a contract tool's explicit phase sends them; they and
  // every other generated call take the values a link gave, so found and generated ids are both sent.
  const examples = operation.bodyExamples.slice(0, validRuns);
  const withLink = <T>(values: T[], merge: (value: T, input: LinkedInput) => T) =>
    values.map((value, index) => {
      const takes = index < validRuns && (index < examples.length || index % 2 === 0);
      const input = takes && linked.length > 0 ? linked[index % linked.length] : undefined;
      return input ? merge(value, input) : value;
    });
  const parameters = withLink(
    fc.sample(parameterArbitrary(operation), { seed, numRuns: validRuns + invalidRuns }),
    (values, input) => ({ ...values, ...input.parameters }),
  );
  const schema = operation.bodySchema;
  if (!schema || !operation.bodyPointer)
    return parameters
      .slice(0, validRuns)
      .map((values) => requestFor(operation, headers, values, undefined, true));
  const bodyCheck = checkOf(operation.specId, operation.bodyPointer);
  const bodies = withLink(
    [
      ...examples,
      ...fc.sample(schemaArbitrary(operation.document, schema), {
        seed,
        numRuns: validRuns - examples.length,
      }),
    ],
    (body, input) =>
      body && typeof body === "object" && !Array.isArray(body) ? { ...body, ...input.body } : body,
  );
  const valid = bodies.map((body, index) =>
    requestFor(operation, headers, parameters[index]!, body, bodyCheck(body).length === 0),
  );
  const { properties, required } = propertySchemas(operation.document, schema);
  const invalid: Exchange[] = [];
  bodies.slice(0, invalidRuns).forEach((body, index) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return;
    const values = parameters[validRuns + index]!;
    const missing = required[index % Math.max(required.length, 1)];
    if (missing !== undefined) {
      const rest = { ...(body as Record<string, unknown>) };
      delete rest[missing];
      invalid.push(requestFor(operation, headers, values, rest, false));
    }
    const names = Object.keys(properties);
    const field = names[index % Math.max(names.length, 1)];
    const wrong = field === undefined ? undefined : wrongTypeValue(operation.document, properties[field]!);
    if (field !== undefined && wrong !== undefined)
      invalid.push(requestFor(operation, headers, values, { ...(body as object), [field]: wrong }, false));
  });
  invalid.push(requestFor(operation, headers, parameters[0]!, "not an object", false));
  return [...valid, ...invalid];
}

/** The response an operation declares for a status: the exact one, its `4XX` range, or `default`. */
function declaredResponse(operation: Operation, status: number) {
  const responses = operation.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, "default"].find(
    (candidate) => candidate in responses,
  );
  if (key === undefined) return undefined;
  const raw = responses[key]!;
  const pointer =
    raw.$ref ??
    `#/paths/${pointerPart(operation.path)}/${operation.method.toLowerCase()}/responses/${pointerPart(key)}`;
  return { key, pointer, response: resolveRef<ResponseObject>(operation.document, raw) };
}

/** Values a link carries from an answer into a later call: its parameters (`path:name`) and body fields. */
type LinkedInput = { parameters: Record<string, unknown>; body: Record<string, unknown> };

/** The value of a link's runtime expression, `$response.body#/…` or `$request.body#/…`, if it has one. */
function evaluate(expression: unknown, request: unknown, response: unknown): unknown {
  if (typeof expression !== "string") return expression;
  const match = /^\$(request|response)\.body#(\/.*)?$/.exec(expression);
  if (!match) return undefined;
  let node = match[1] === "request" ? request : response;
  for (const part of (match[2] ?? "").split("/").slice(1)) {
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/** What each link of the declared response gives its target operation, when every value is there. */
function followLinks(
  operation: Operation,
  exchange: Exchange,
  answer: Answer,
): { operationId: string; input: LinkedInput }[] {
  if (answer.status >= 300) return [];
  const declared = declaredResponse(operation, answer.status);
  const found: { operationId: string; input: LinkedInput }[] = [];
  for (const raw of Object.values(declared?.response.links ?? {})) {
    const link = resolveRef<LinkObject>(operation.document, raw);
    if (!link.operationId) continue;
    const parameters = Object.fromEntries(
      Object.entries(link.parameters ?? {}).map(([name, expression]) => [
        name.includes(".") ? name.replace(".", ":") : `path:${name}`,
        evaluate(expression, exchange.body, answer.body),
      ]),
    );
    const body =
      link.requestBody && typeof link.requestBody === "object"
        ? Object.fromEntries(
            Object.entries(link.requestBody).map(([field, expression]) => [
              field,
              evaluate(expression, exchange.body, answer.body),
            ]),
          )
        : {};
    if ([...Object.values(parameters), ...Object.values(body)].some((value) => value === undefined)) continue;
    found.push({ operationId: link.operationId, input: { parameters, body } });
  }
  return found;
}

/**
 * The operations with each link's source before its target (as far as the links allow, cycles
 * broken by document order), so an answer's values are there when its target runs.
 */
function linkOrder(operations: Operation[]): Operation[] {
  const depth = new Map<string, number>(operations.map((operation) => [operation.operation.operationId!, 0]));
  for (let round = 0; round < operations.length; round += 1)
    for (const operation of operations)
      for (const response of Object.values(operation.operation.responses ?? {}))
        for (const raw of Object.values(
          resolveRef<ResponseObject>(operation.document, response).links ?? {},
        )) {
          const target = resolveRef<LinkObject>(operation.document, raw).operationId;
          const source = depth.get(operation.operation.operationId!) ?? 0;
          if (target && target !== operation.operation.operationId && (depth.get(target) ?? 0) <= source)
            depth.set(target, Math.min(source + 1, operations.length));
        }
  return [...operations].sort(
    (a, b) => depth.get(a.operation.operationId!)! - depth.get(b.operation.operationId!)!,
  );
}

type Verdict = { check: CheckName; failure?: string };

/** The named checks, each a small function of the operation, the request and the answer. */
function verdicts(operation: Operation, exchange: Exchange, answer: Answer): Verdict[] {
  const declared = declaredResponse(operation, answer.status);
  const out: Verdict[] = [];
  const code = typeof answer.body?.statusCode === "string" ? (answer.body.statusCode as string) : undefined;
  out.push({
    check: "not_a_server_error",
    ...(answer.status >= 500 ? { failure: `HTTP ${answer.status} ${code ?? ""}` } : {}),
  });
  out.push({
    check: "status_code_conformance",
    ...(declared ? {} : { failure: `HTTP ${answer.status} is not declared (${code ?? ""})` }),
  });
  if (declared) {
    const content = declared.response.content ?? {};
    const mediaType = answer.contentType.split(";")[0]!.trim().toLowerCase();
    const mediaKey = Object.keys(content).find((type) => type.toLowerCase() === mediaType);
    out.push({
      check: "content_type_conformance",
      ...(mediaKey !== undefined || (Object.keys(content).length === 0 && answer.text === "")
        ? {}
        : {
            failure: `${answer.contentType || "(none)"} for HTTP ${answer.status}, declared ${Object.keys(content).join(", ") || "no body"}`,
          }),
    });
    if (mediaKey !== undefined && content[mediaKey]?.schema) {
      const problems = checkOf(
        operation.specId,
        `${declared.pointer}/content/${pointerPart(mediaKey)}/schema`,
      )(answer.body);
      out.push({
        check: "response_schema_conformance",
        ...(problems.length === 0
          ? {}
          : {
              failure: `HTTP ${answer.status} ${code ?? ""}: ${problems
                .slice(0, 3)
                .map((problem) => `${problem.path} ${problem.message}`)
                .join("; ")}`,
            }),
      });
    }
  }
  if (exchange.valid)
    out.push({
      check: "positive_data_acceptance",
      ...(code === "SANDBOX_INVALID_REQUEST" || code === "SANDBOX_MALFORMED_JSON"
        ? {
            failure: `${code}: ${JSON.stringify(answer.body?.errors ?? answer.body?.statusMessage)} for ${JSON.stringify(exchange.body)}`,
          }
        : {}),
    });
  return out;
}

type Tally = { passed: number; total: number };
const tallies = new Map<SandboxSpecId, Record<CheckName, Tally>>();
const timings = new Map<SandboxSpecId, number>();
/** How many answers each status had, so the figures show how far the generated requests reached. */
const statuses = new Map<SandboxSpecId, Map<number, number>>();
/** How many operations were called with values a link gave. */
const linkedCalls = new Map<SandboxSpecId, number>();

/** A bearer token for the provider API an operation belongs to (reports, or transaction status). */
async function bearerFor(app: TestSandbox, operation: Operation): Promise<string> {
  const { reports, status } = sandboxFixtures.provider.credentials;
  const response = await app.request("/api/auth/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(operation.path.includes("report") ? reports : status),
  });
  const answer = (await response.json()) as Json;
  return `Bearer ${answer.data.token as string}`;
}

describe.each(sandboxSpecIds)("the %s document as a contract", (specId) => {
  it("holds every named check for generated requests to every operation", async () => {
    const started = performance.now();
    const { app } = testSandbox();
    const document = documents[specId];
    const base = basePath(document);
    const operations = operationsOf(specId);
    expect(operations.length).toBeGreaterThan(0);
    const tally = Object.fromEntries(checkNames.map((name) => [name, { passed: 0, total: 0 }])) as Record<
      CheckName,
      Tally
    >;
    /** The first failure of each `check method path`, with how many times it happened. */
    const failures = new Map<string, { count: number; example: string }>();
    const seenStatuses = new Map<number, number>();
    statuses.set(specId, seenStatuses);
    /** What links gave each operation, by operationId, at most a few each. */
    const linked = new Map<string, LinkedInput[]>();
    for (const operation of linkOrder(operations)) {
      const headers = credentialHeaders(operation);
      if (takesBearer(operation)) headers.authorization = await bearerFor(app, operation);
      const given = linked.get(operation.operation.operationId ?? "") ?? [];
      if (given.length > 0) linkedCalls.set(specId, (linkedCalls.get(specId) ?? 0) + 1);
      for (const exchange of exchangesFor(operation, headers, given)) {
        const answer = await send(app, base, exchange);
        seenStatuses.set(answer.status, (seenStatuses.get(answer.status) ?? 0) + 1);
        for (const { operationId, input } of followLinks(operation, exchange, answer)) {
          const inputs = linked.get(operationId) ?? [];
          if (inputs.length < 6) linked.set(operationId, [...inputs, input]);
        }
        for (const { check, failure } of verdicts(operation, exchange, answer)) {
          tally[check].total += 1;
          if (failure === undefined) {
            tally[check].passed += 1;
            continue;
          }
          const key = `${specId} ${check} ${operation.method} ${operation.path}`;
          const seen = failures.get(key) ?? {
            count: 0,
            example: `${exchange.method} ${exchange.path}: ${failure}`,
          };
          failures.set(key, { ...seen, count: seen.count + 1 });
        }
      }
    }
    tallies.set(specId, tally);
    timings.set(specId, performance.now() - started);
    const unexpected = [...failures]
      .filter(([key]) => !(key in expectedFailures))
      .map(([key, { count, example }]) => `${key} ×${count}: ${example}`);
    const outlived = Object.keys(expectedFailures).filter(
      (key) => key.startsWith(`${specId} `) && !failures.has(key),
    );
    expect(unexpected).toEqual([]);
    expect(outlived.map((key) => `${key} passes now: remove it from expectedFailures`)).toEqual([]);
    for (const name of checkNames) expect(tally[name].total, name).toBeGreaterThan(0);
  }, 60_000);
});

afterAll(() => {
  const rows = [...tallies].map(
    ([specId, tally]) =>
      `| ${specId} | ${checkNames.map((name) => `${tally[name].passed}/${tally[name].total}`).join(" | ")} | ${Math.round(timings.get(specId) ?? 0)} ms |`,
  );
  console.log(
    [
      `| document | ${checkNames.join(" | ")} | time |`,
      `| --- | ${checkNames.map(() => "---").join(" | ")} | --- |`,
      ...rows,
      "",
      ...Object.entries(expectedFailures).map(([key, reason]) => `expected failure: ${key}: ${reason}`),
      ...[...statuses].map(
        ([specId, counts]) =>
          `${specId} answers (${linkedCalls.get(specId) ?? 0} operations also with linked values): ${[
            ...counts,
          ]
            .sort(([a], [b]) => a - b)
            .map(([status, count]) => `${status}×${count}`)
            .join(" ")}`,
      ),
    ].join("\n"),
  );
});
