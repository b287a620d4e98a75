import { sandboxFailure, type SandboxApi } from "../../../core/sandbox/reply";
import type { Handler } from "../sandbox-app";
import type { SpecOperation } from "../spec-operations";

/** A new operation in a document is served as soon as core/ implements it; until then it says so. */
export function notImplemented(api: SandboxApi, operation: SpecOperation): Handler {
  console.warn(
    `sandbox: ${operation.operationId} (${operation.method} ${operation.path}) is not implemented.`,
  );
  return async () => sandboxFailure("SANDBOX_NOT_IMPLEMENTED", undefined, undefined, api);
}
