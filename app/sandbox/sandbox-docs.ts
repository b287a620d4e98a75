import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { fastagSandboxDocs } from "./fastag/section-data";
import { instaCollectSandboxDocs } from "./instacollect/section-data";

/** Pages that explain their own document's sandbox, rather than pointing at the bill-payment reference's. */
const ownSections: readonly { specId: string; href: string }[] = [instaCollectSandboxDocs, fastagSandboxDocs];

/**
 * Where the page explains the sandbox that answers a document's operations: InstaCollect's and
 * FASTag's own sections on their pages, the bill-payment reference's for the others.
 */
export const sandboxDocsHref = (specId: string): string =>
  ownSections.find((section) => section.specId === specId)?.href ?? sandboxDocs.href;

/** Whether the page of a document has a sandbox section, and so a "Sandbox" entry in its contents. */
export const hasSandboxSection = (specId: string): boolean =>
  specId === sandboxDocs.specId || ownSections.some((section) => section.specId === specId);
