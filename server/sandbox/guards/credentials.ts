import { sandboxFailure, type SandboxApi } from "../../../core/sandbox/reply";
import { answerOf, type Middleware } from "../sandbox-app";
import { checkCredentialHeaders, type CredentialCodes } from "../credential-headers";

/** The headers an operation requires and the sandbox values they must carry. */
export type CredentialGuard = {
  api: SandboxApi;
  /** Lower-case names, from the operation's header parameters and API key schemes. */
  required: readonly string[];
  values: ReadonlyMap<string, string>;
  codes?: CredentialCodes;
};

/** Refuses a call to an operation without its credential headers, or with other values, before its rules run. */
export const credentialGuard: Middleware = async (request, route, next) => {
  const guard = route?.credentials;
  if (!guard) return next();
  const check = checkCredentialHeaders(request.header, guard.required, guard.values, guard.codes);
  if (check.ok) return next();
  // The bill API's refusals keep its envelope; every other API names itself.
  return answerOf(sandboxFailure(check.code, undefined, check.errors, guard.api));
};
