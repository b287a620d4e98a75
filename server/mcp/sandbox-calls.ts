/**
 * Calls to the API sandbox on an assistant's behalf, through the sandbox itself (in process, as
 * the server would hand it an HTTP request): its validation, body limit, rate limit and per-client
 * state apply. A call starts from the operation's published sandbox request (the pages' Sandbox
 * sample: published credentials, published test data), which the caller's own values replace.
 */
import { isSubset } from "../../core/sandbox/subset-match";
import {
  flowTimeScale,
  flowVerdict,
  rechargeWallet,
  runIssuanceFlow,
  runRechargeFlow,
  type FastagCall,
  type FastagFlowStep,
  type FlowTools,
} from "../../core/fastag-sandbox/fastag-flows";
import { fastagSettings } from "../../content/sandbox/fastag";
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
import { billFlowOperations, runBillFlow, type BillFlowOperation } from "../../core/sandbox/bill-flow";
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

/** The documented flows an assistant can run in one call, by name. */
export const flows = {
  "bill-payment": {
    summary:
      "The bill payment chain as the bill payment reference runs it: bill fetch, fetched bill, payment (a fresh referenceId), payment status, each call taking the context the one before returned",
  },
  "fastag-issuance": {
    summary:
      "FASTag issuance as the FASTag reference runs it: dedupe, OTP sent and validated, wallet creation, wallet status polled until the wallet exists, vehicle status (a fresh mobile and vehicle)",
  },
  "fastag-recharge": {
    summary:
      "A FASTag recharge as the FASTag reference runs it: balance, recharge (a fresh referenceId), recharge status polled until success, balance",
  },
  provider: {
    summary: "The provider samples in order: token, transaction status, token for reports, reports",
  },
  instacollect: {
    summary: "The InstaCollect samples in order: a hosted bill link and a direct payment link",
  },
} as const satisfies Record<string, { summary: string }>;
export type FlowName = keyof typeof flows;

export type FlowStepReport = {
  name: string;
  method: string;
  url: string;
  status: number;
  body: unknown;
  /** Calls the step stands for: a poll answering the same code again stays one step. */
  calls: number;
  note?: string | undefined;
};

export type FlowReport = { flow: FlowName; steps: FlowStepReport[]; ok: boolean; verdict: string };

/** Whether an answer is the one a sample step documents. */
export function answeredAsDocumented(expect: SampleStep["expect"], answer: SandboxAnswerJson): boolean {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  return (
    answer.status === expect.status &&
    (!expect.statusCode || expect.statusCode.includes(String(body.statusCode))) &&
    (!expect.fields || isSubset(expect.fields, body)) &&
    (expect.has ?? []).every((field) => field in body)
  );
}

type Send = (call: SandboxCallInput) => Promise<SandboxAnswerJson>;

/** The published request of the operation at path name `name` (`bill-fetch-request`) of `api`. */
function publishedByPathName(api: SandboxSpecId, name: string): SandboxCallInput {
  const document = loadSandboxSpecs()[api];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (markerOperation(path) !== name) continue;
    const resolved = resolveRef(document, item);
    const operationId = httpMethods.map((method) => resolved[method]?.operationId).find(Boolean);
    const call = operationId ? publishedRequest(api, operationId, undefined, document) : undefined;
    if (call) return call;
  }
  throw new Error(`The ${api} document has no operation at .../${name}.`);
}

/** The pages' own bill payment chain (core/sandbox/bill-flow.ts), from the published requests. */
async function billPaymentFlow(send: Send): Promise<FlowReport> {
  const published = Object.fromEntries(
    billFlowOperations.map((operation) => [operation, publishedByPathName("cou", operation)]),
  ) as Record<BillFlowOperation, SandboxCallInput>;
  const examples = Object.fromEntries(
    billFlowOperations.map((operation) => [operation, published[operation].body]),
  ) as Record<BillFlowOperation, unknown>;
  const steps: FlowStepReport[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for await (const step of runBillFlow(
    examples,
    (operation, body) => send({ ...published[operation], body }),
    { today },
  )) {
    const call = published[step.operation];
    steps.push({ name: step.operation, method: call.method, url: call.url, ...step.answer, calls: 1 });
  }
  const last = steps.at(-1);
  const ok = steps.length === billFlowOperations.length && last?.status === 200;
  return {
    flow: "bill-payment",
    steps,
    ok: ok && (last?.body as { statusCode?: unknown } | undefined)?.statusCode === "success",
    verdict: ok
      ? "Paid: every call of the chain answered success."
      : `Stopped at ${last?.name ?? "the first call"}.`,
  };
}

/** The FASTag reference's own runs (issuance, recharge), at its time scale so they take seconds. */
async function fastagFlow(flow: "fastag-issuance" | "fastag-recharge", send: Send): Promise<FlowReport> {
  const creation = publishedByPathName("fastag", "wallet-creation");
  const recharge = publishedByPathName("fastag", "recharge");
  const baseUrl = recharge.url.slice(0, recharge.url.lastIndexOf("/"));
  const examples = { "wallet-creation": creation.body, recharge: recharge.body };
  const tools: FlowTools = {
    timeScale: flowTimeScale,
    wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
    send: (call: FastagCall) =>
      send({
        method: "POST",
        url: `${baseUrl}/${call.operation}`,
        headers: [
          ...recharge.headers,
          ...(call.timeScaled
            ? [{ name: fastagSettings.timeScaleHeader, value: String(flowTimeScale) }]
            : []),
        ],
        body: call.body,
      }),
  };
  const runs =
    flow === "fastag-issuance"
      ? runIssuanceFlow(examples, tools)
      : runRechargeFlow(examples, rechargeWallet.walletId, tools);
  const steps: FastagFlowStep[] = [];
  for await (const { index, step } of runs) steps[index] = step;
  const verdict = flowVerdict(flow === "fastag-issuance" ? "issuance" : "recharge", steps);
  return {
    flow,
    steps: steps.map((step) => ({
      name: step.operation,
      method: "POST",
      url: `${baseUrl}/${step.operation}`,
      ...step.answer,
      calls: step.calls,
      note: step.timeScaled ? `sent with ${fastagSettings.timeScaleHeader}: ${flowTimeScale}` : undefined,
    })),
    ok: verdict.ok,
    verdict: verdict.text,
  };
}

/**
 * The pages' Sandbox samples of one API in order, each call's `<field from operation>` markers
 * filled from the answers before it; stops at the first step that cannot be filled or does not
 * answer as documented, since the steps after it depend on it.
 */
async function sampleFlow(flow: FlowName, api: SandboxSpecId, send: Send): Promise<FlowReport> {
  const document = loadSandboxSpecs()[api];
  const steps: FlowStepReport[] = [];
  let memory: SampleMemory = emptySampleMemory();
  for (const step of sampleFlows[api]) {
    const call = publishedRequest(api, step.operationId, step, document);
    if (!call)
      return { flow, steps, ok: false, verdict: `${step.operationId} is not in the ${api} document.` };
    let sent: SandboxCallInput;
    try {
      const options = step.pathParameters ? { pathParameters: step.pathParameters } : {};
      sent = JSON.parse(fillMarkers(JSON.stringify(call), memory, options)) as SandboxCallInput;
    } catch (error) {
      return {
        flow,
        steps,
        ok: false,
        verdict: `Stopped at ${step.operationId}: ${(error as Error).message}`,
      };
    }
    const answer = await send(sent);
    memory = rememberAnswer(memory, markerOperation(call.url), answer.body);
    const name = `${step.operationId}${step.variant ? ` (${step.variant})` : ""}`;
    steps.push({ name, method: sent.method, url: sent.url, ...answer, calls: 1, note: step.note });
    if (!answeredAsDocumented(step.expect, answer))
      return {
        flow,
        steps,
        ok: false,
        verdict: `Stopped at ${name}: expected ${JSON.stringify(step.expect)}.`,
      };
  }
  return { flow, steps, ok: true, verdict: `All ${steps.length} calls answered as documented.` };
}

/** Runs a documented flow through `send`, reporting each step and a verdict. */
export function runFlow(flow: FlowName, send: Send): Promise<FlowReport> {
  if (flow === "bill-payment") return billPaymentFlow(send);
  if (flow === "fastag-issuance" || flow === "fastag-recharge") return fastagFlow(flow, send);
  return sampleFlow(flow, flow, send);
}

/** Markers a call still carries: values only an earlier call's answer can give. */
export const unfilledMarkers = (call: SandboxCallInput) => sampleMarkers(JSON.stringify(call));
