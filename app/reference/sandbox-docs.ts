import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { instaCollectSandboxDocs } from "../instacollect-sandbox/section-data";

/**
 * Where the page explains the sandbox that answers a document's operations: InstaCollect's own
 * section on its page, the bill-payment reference's for the others.
 */
export const sandboxDocsHref = (specId: string): string =>
  specId === instaCollectSandboxDocs.specId ? instaCollectSandboxDocs.href : sandboxDocs.href;

/** Whether the page of a document has a sandbox section, and so a "Sandbox" entry in its contents. */
export const hasSandboxSection = (specId: string): boolean =>
  specId === sandboxDocs.specId || specId === instaCollectSandboxDocs.specId;
