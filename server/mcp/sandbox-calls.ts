/**
 * Calls to the API sandbox on an assistant's behalf, through the sandbox itself (in process, as
 * the server would hand it an HTTP request): its validation, body limit, rate limit and per-client
 * state apply. A call starts from the operation's published sandbox request (the pages' Sandbox
 * sample: published credentials, published test data), which the caller's own values replace.
 */
import {
  sampleFlows,
  sampleStep,
  sandboxStepRequest,
  type SampleStep,
} from "../../content/sandbox/sample-flows";
import { exampleRequest, sandboxBasePath } from "../../core/openapi/example-request";
import { httpMethods, resolveRef, type OpenApiDocument } from "../../core/openapi/openapi";
import {
  emptySampleMemory,
  fillMarkers,
  markerOperation,
  rememberAnswer,
  sampleMarkers,
  type SampleMemory,
} from "../../core/sandbox/sample-markers";
import { sandboxMountPath, sandboxUrl, type SandboxSpecId } from "../../core/sandbox/sandbox-url";
import type { Sandbox } from "../sandbox/create-sandbox";
import { loadSandboxSpecs } from "../sandbox/load-specs";
import { fetchSandboxRequest } from "../sandbox/sandbox-request";

export type SandboxCallInput = {
  method: string;
  /** Below the site's root, e.g. `/sandbox/api/bills/uat/bill-fetch-request`. */
  url: string;
  headers: { name: string; value: string }[];
  body: unknown;
};

export type SandboxAnswerJson = { status: number; body: unknown };

/** Sends one call to the sandbox as `client`, at `origin` (links in answers point there). */
export async function sendToSandbox(
  sandbox: Sandbox,
  call: SandboxCallInput,
  { origin, client }: { origin: string; client: string },
): Promise<SandboxAnswerJson> {
  const headers = new Headers();
  for (const { name, value } of call.headers) headers.set(name, value);
  const hasBody = call.body !== undefined && call.method !== "GET" && call.method !== "HEAD";
  if (hasBody && !headers.has("content-type")) headers.set("Content-Type", "application/json");
  const request = new Request(new URL(call.url, origin), {
    method: call.method,
    headers,
    ...(hasBody ? { body: typeof call.body === "string" ? call.body : JSON.stringify(call.body) } : {}),
  });
  const answer = await sandbox.answer(fetchSandboxRequest(request, sandboxMountPath, client));
  let body: unknown = answer.body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    // The sandbox answers JSON; anything else is shown as it came.
  }
  return { status: answer.status, body };
}

/** The published sandbox request of `operationId` in `api` (its flow step, or the documented example). */
export function publishedRequest(
  api: SandboxSpecId,
  operationId: string,
  step: SampleStep | undefined = sampleStep(api, operationId),
  document: OpenApiDocument = loadSandboxSpecs()[api],
): SandboxCallInput | undefined {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const resolved = resolveRef(document, item);
    for (const method of httpMethods) {
      const operation = resolved[method];
      if (operation?.operationId !== operationId) continue;
      const request = sandboxStepRequest(step, exampleRequest(document, method, path, resolved, operation));
      return {
        method: request.method,
        url: sandboxUrl(`${sandboxBasePath(document)}${request.path}`),
        headers: request.headers,
        body: request.body,
      };
    }
  }
  return undefined;
}

/** The documented flows an assistant can run in one call, by name, with the document each runs. */
export const flows = {
  "bill-payment": {
    api: "cou",
    summary:
      "Billers, bill fetch, fetched bill, payment, payment status, then a complaint about the payment and its status",
  },
  fastag: {
    api: "fastag",
    summary:
      "OTP, dedupe, wallet creation and its status, tag reissuance and operation, recharge and its enquiry, balance, transactions, vehicle status",
  },
  provider: { api: "provider", summary: "Token, transaction status, token for reports, reports" },
  instacollect: { api: "instacollect", summary: "A hosted bill link and a direct payment link" },
  deliveries: {
    api: "deliveries",
    summary: "The sandbox's deliveries, notification and webhook registrations, a refund and a toll booking",
  },
} as const satisfies Record<string, { api: SandboxSpecId; summary: string }>;
export type FlowName = keyof typeof flows;

export type FlowStepReport = {
  operationId: string;
  variant: string | undefined;
  method: string;
  url: string;
  status: number;
  body: unknown;
  /** Whether the answer is the one the flow documents (status, statusCode, fields). */
  asDocumented: boolean;
  expected: SampleStep["expect"];
  note: string | undefined;
};

export type FlowReport = { flow: FlowName; steps: FlowStepReport[]; stopped: string | undefined };

function isSubset(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== "object") return Object.is(expected, actual);
  if (actual === null || typeof actual !== "object") return false;
  return Object.entries(expected).every(([key, value]) =>
    isSubset(value, (actual as Record<string, unknown>)[key]),
  );
}

/** Whether an answer is the one a flow step documents. */
export function answeredAsDocumented(expect: SampleStep["expect"], answer: SandboxAnswerJson): boolean {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  return (
    answer.status === expect.status &&
    (!expect.statusCode || expect.statusCode.includes(String(body.statusCode))) &&
    (!expect.fields || isSubset(expect.fields, body)) &&
    (expect.has ?? []).every((field) => field in body)
  );
}

/**
 * Runs a documented flow in order, each call's `<field from operation>` markers filled from the
 * answers before it, as the pages' samples are; stops at the first step that cannot be filled or
 * does not answer as documented, since the steps after it depend on it.
 */
export async function runFlow(
  flow: FlowName,
  send: (call: SandboxCallInput) => Promise<SandboxAnswerJson>,
): Promise<FlowReport> {
  const { api } = flows[flow];
  const document = loadSandboxSpecs()[api];
  const steps: FlowStepReport[] = [];
  let memory: SampleMemory = emptySampleMemory();
  for (const step of sampleFlows[api]) {
    const call = publishedRequest(api, step.operationId, step, document);
    if (!call) return { flow, steps, stopped: `${step.operationId} is not in the ${api} document.` };
    let sent: SandboxCallInput;
    try {
      const options = step.pathParameters ? { pathParameters: step.pathParameters } : {};
      sent = JSON.parse(fillMarkers(JSON.stringify(call), memory, options)) as SandboxCallInput;
    } catch (error) {
      return { flow, steps, stopped: `${step.operationId}: ${(error as Error).message}` };
    }
    const answer = await send(sent);
    memory = rememberAnswer(memory, markerOperation(call.url), answer.body);
    const asDocumented = answeredAsDocumented(step.expect, answer);
    steps.push({
      operationId: step.operationId,
      variant: step.variant,
      method: sent.method,
      url: sent.url,
      status: answer.status,
      body: answer.body,
      asDocumented,
      expected: step.expect,
      note: step.note,
    });
    if (!asDocumented)
      return { flow, steps, stopped: `${step.operationId} did not answer as the flow documents.` };
  }
  return { flow, steps, stopped: undefined };
}

/** Markers a call still carries: values only an earlier call's answer can give. */
export const unfilledMarkers = (call: SandboxCallInput) => sampleMarkers(JSON.stringify(call));
