import { exampleRequest, jsonMedia, sandboxBasePath } from "../../core/openapi/example-request";
import { httpMethods, resolveRef, type OpenApiDocument } from "../../core/openapi/openapi";
import {
  emptySampleMemory,
  fillMarkers,
  markerOperation,
  rememberAnswer,
  type SampleMemory,
} from "../../core/sandbox/sample-markers";
import { sandboxUrl, type SandboxSpecId } from "../../core/sandbox/sandbox-url";
import { sampleFlows, sandboxStepRequest, type SampleStep } from "./sample-flows";

/** Test helpers: the sandbox samples as text, filled and run in flow order as a reader would. */

/** A request as a sample writes it: method, sandbox URL (path parameters as `{name}`), headers, body. */
export type SampleCall = {
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  body: unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
export type SampleAnswer = { status: number; body: any };

/** Every operation in the document's `paths` (webhooks are the partner's to serve), by operationId. */
export function documentedOperationIds(document: OpenApiDocument): string[] {
  return Object.values(document.paths ?? {}).flatMap((item) => {
    const resolved = resolveRef(document, item);
    return httpMethods.flatMap((method) => resolved[method]?.operationId ?? []);
  });
}

/** The sandbox-mode request of a step, at its sandbox URL, still with its markers. */
export function sampleCall(specId: SandboxSpecId, document: OpenApiDocument, step: SampleStep): SampleCall {
  const { operationId } = step;
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
  throw new Error(`${specId}.yaml has no operation ${operationId}.`);
}

export type RanStep = { step: SampleStep; call: SampleCall; sent: SampleCall; answer: SampleAnswer };

/**
 * Runs `specId`'s flow in order through `send`: each step's sample serialised to text, its markers
 * filled from the answers before it, as the samples in any language are filled. `memory` carries
 * over from another flow; the token call's published credentials are not in it, as a reader's are not.
 */
export async function runSampleFlow(
  specId: SandboxSpecId,
  document: OpenApiDocument,
  send: (call: SampleCall) => Promise<SampleAnswer>,
  memory: SampleMemory = emptySampleMemory(),
): Promise<{ ran: RanStep[]; memory: SampleMemory }> {
  const ran: RanStep[] = [];
  let remembered = memory;
  for (const step of sampleFlows[specId]) {
    const call = sampleCall(specId, document, step);
    const text = fillMarkers(
      JSON.stringify(call),
      remembered,
      step.pathParameters ? { pathParameters: step.pathParameters } : {},
    );
    const sent = JSON.parse(text) as SampleCall;
    const answer = await send(sent);
    remembered = rememberAnswer(remembered, markerOperation(call.url), answer.body);
    ran.push({ step, call, sent, answer });
  }
  return { ran, memory: remembered };
}

/** The names of an operation's documented request examples. */
export function requestExampleNames(document: OpenApiDocument, operationId: string): string[] {
  for (const item of Object.values(document.paths ?? {})) {
    const resolved = resolveRef(document, item);
    for (const method of httpMethods) {
      const operation = resolved[method];
      if (operation?.operationId !== operationId || !operation.requestBody) continue;
      const media = jsonMedia(resolveRef(document, operation.requestBody).content);
      return Object.keys(media?.examples ?? {});
    }
  }
  return [];
}
