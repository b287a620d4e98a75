import { sandboxFailure } from "../../../core/sandbox/reply";
import { StoreUnavailableError } from "../../../core/store/sandbox-store";
import { RequestAbortedError } from "../read-json-body";
import { answerOf, type Middleware } from "../sandbox-app";

/**
 * The outermost guard: whatever goes wrong below, the caller gets a JSON answer with a sandbox
 * code, never a crash. A store that cannot be reached is a 503 to retry; anything else a 500.
 */
export const faultBoundary: Middleware = async (_request, _route, next) => {
  try {
    return await next();
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      console.error("sandbox:", error.message);
      return answerOf(sandboxFailure("SANDBOX_STORE_UNAVAILABLE"), { "Retry-After": "5" });
    }
    if (!(error instanceof RequestAbortedError)) console.error("sandbox:", error);
    return answerOf(sandboxFailure("SANDBOX_INTERNAL_ERROR"));
  }
};
