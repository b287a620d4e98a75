import { checkBearerToken } from "../../core/sandbox/bearer-token";
import type { FastagOperation, FastagRuntime } from "../../core/fastag-sandbox/fastag-runtime";
import type { CouOperation, CouRuntime } from "../../core/sandbox/cou-runtime";
import type { ProviderOperation, ProviderRuntime } from "../../core/sandbox/provider-operations";
import { sandboxFailure, type SandboxApi, type SandboxReply } from "../../core/sandbox/reply";
import { wholeNumberHeader } from "./number-header";
import { readJsonBody } from "./read-json-body";
import type { BodyCheck } from "./request-validator";
import type { SandboxRequest } from "./sandbox-request";
import type { SpecOperation } from "./spec-operations";

export type OperationHandler = (request: SandboxRequest) => Promise<SandboxReply>;

const bodyProblemCodes = {
  "too-large": "SANDBOX_BODY_TOO_LARGE",
  "unsupported-media-type": "SANDBOX_UNSUPPORTED_MEDIA_TYPE",
  "malformed-json": "SANDBOX_MALFORMED_JSON",
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the body and checks it against the operation's schema (`checkBody`, none for an operation
 * without a body): the transport problems first (size, content type, JSON), then `normalize` (the
 * sandbox's reading of fields it accepts in more than one form), `precheck` (the rules with
 * documented codes), then the schema. An empty body is `{}` (see `readJsonBody`), for every API
 * alike. Returns the body to run with, or the reply that ends the request.
 */
export async function readBody(
  request: SandboxRequest,
  api: SandboxApi,
  checkBody: BodyCheck | undefined,
  precheck: (body: unknown) => SandboxReply | undefined,
  normalize: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
): Promise<{ body: Record<string, unknown> } | { reply: SandboxReply }> {
  const read = await readJsonBody(request.body);
  if (!read.ok) return { reply: sandboxFailure(bodyProblemCodes[read.problem], read.detail, undefined, api) };
  if (!checkBody) return { body: {} };
  if (!isObject(read.body))
    return {
      reply: sandboxFailure("SANDBOX_INVALID_REQUEST", "The body must be a JSON object.", undefined, api),
    };
  const body = normalize(read.body);
  const early = precheck(body);
  if (early) return { reply: early };
  const problems = checkBody(body);
  if (problems.length > 0)
    return { reply: sandboxFailure("SANDBOX_INVALID_REQUEST", undefined, problems, api) };
  return { body };
}

/**
 * A bill API operation, once its credential headers passed (guards/credentials.ts): body, its
 * normalizing, documented prechecks, schema, then the rule.
 */
export function couHandler(
  operation: SpecOperation,
  implementation: CouOperation,
  runtime: CouRuntime,
  checkBody: BodyCheck | undefined,
): OperationHandler {
  const precheck = (body: unknown) => implementation.precheck?.(body, runtime, operation.requiredFields);
  const normalize = (body: Record<string, unknown>) => implementation.normalize?.(body, runtime) ?? body;
  return async (request) => {
    const read = await readBody(request, "cou", checkBody, precheck, normalize);
    if ("reply" in read) return read.reply;
    return implementation.run(read.body, runtime, {
      client: request.client,
      header: request.header,
      witness: request.witness,
    });
  };
}

/** A provider operation: bearer token where the document asks for one, body, prechecks, schema, rule. */
export function providerHandler(
  operation: SpecOperation,
  implementation: ProviderOperation,
  runtime: ProviderRuntime,
  checkBody: BodyCheck | undefined,
): OperationHandler {
  return async (request) => {
    if (operation.bearer && implementation.scope) {
      const token = checkBearerToken(
        request.header("authorization"),
        implementation.scope,
        runtime.now(),
        runtime.key,
      );
      if (!token.ok) return sandboxFailure(token.code, undefined, undefined, "provider");
    }
    const { query } = request;
    const read = await readBody(request, "provider", checkBody, (body) =>
      implementation.precheck?.({ body, query }, runtime),
    );
    if ("reply" in read) return read.reply;
    return implementation.run({ body: read.body, query }, runtime);
  };
}

/**
 * A FASTag operation, once its nine headers passed (guards/credentials.ts): the time scale, body,
 * documented prechecks, schema, then the rule, run for the calling channel (`BANK-CHANNEL-ID`)
 * and client.
 */
export function fastagHandler(
  implementation: FastagOperation,
  runtime: Omit<FastagRuntime, "channelId" | "client" | "timeScale">,
  checkBody: BodyCheck | undefined,
): OperationHandler {
  return async (request) => {
    const { timeScaleHeader, timeScale: bounds } = runtime.data.fastagSettings;
    const timeScale = wholeNumberHeader(request.header(timeScaleHeader), bounds, bounds.default);
    if (timeScale === undefined)
      return sandboxFailure("SANDBOX_INVALID_TIME_SCALE", undefined, undefined, "fastag");
    const called: FastagRuntime = {
      ...runtime,
      channelId: request.header("bank-channel-id") ?? "",
      client: request.client,
      timeScale,
      witness: request.witness,
    };
    const read = await readBody(request, "fastag", checkBody, (body) =>
      implementation.precheck?.(body, called),
    );
    if ("reply" in read) return read.reply;
    return implementation.run(read.body, called);
  };
}
