import { randomId } from "./random-id";
import { sandboxCodes, type SandboxCode } from "./sandbox-codes";

/** What a sandbox operation answers: an HTTP status and a JSON body. */
export type SandboxReply = {
  status: number;
  body: Record<string, unknown>;
  /** Headers that belong to this answer, e.g. `Retry-After`. */
  headers?: Record<string, string>;
};

/** One problem with a request, e.g. a schema error at a JSON pointer. */
export type RequestProblem = { path: string; message: string };

export function traceId(): string {
  return `SBX${randomId(16)}`;
}

/** The bill API's documented envelope on success: `statusCode` `success` and the call's `data`. */
export function couSuccess(data: unknown, statusMessage = "Success"): SandboxReply {
  return { status: 200, body: { statusCode: "success", statusMessage, traceId: traceId(), data } };
}

/**
 * A documented failure code in the bill API's envelope. The specification does not show failure
 * bodies or HTTP statuses; the sandbox answers HTTP 200 with the code in `statusCode`.
 */
export function couFailure(code: string, statusMessage: string): SandboxReply {
  return { status: 200, body: { statusCode: code, statusMessage, traceId: traceId() } };
}

/** The API a sandbox answer belongs to: the provider APIs' envelope adds `success: false`. */
export type SandboxApi = "cou" | "provider" | "deliveries" | "instacollect" | "fastag";

/** A sandbox-only code (see `sandboxCodes`), at its own HTTP status, with the problems if any. */
export function sandboxFailure(
  code: SandboxCode,
  detail?: string,
  errors?: readonly RequestProblem[],
  api: SandboxApi = "cou",
): SandboxReply {
  const { status, meaning } = sandboxCodes[code];
  const body: Record<string, unknown> = {
    ...(api === "provider" ? { success: false } : {}),
    statusCode: code,
    statusMessage: detail ? `${meaning} ${detail}` : meaning,
    traceId: traceId(),
  };
  if (errors && errors.length > 0) body.errors = errors;
  return { status, body };
}
