import { sandboxFixtures } from "../../content/sandbox/fixtures";
import type { SandboxSpecId } from "./sandbox-url";

/**
 * Credentials a document's requests send in the body rather than in headers: the provider's token
 * call takes the status API's or the reports API's published values.
 */
export const bodyCredentials: Partial<Record<SandboxSpecId, Readonly<Record<string, string>>>> = {
  provider: {
    ...sandboxFixtures.provider.credentials.status,
    ...sandboxFixtures.provider.credentials.reports,
  },
};
