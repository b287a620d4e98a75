import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { fastagSandboxDocs } from "./fastag/section-data";
import { instaCollectSandboxDocs } from "./instacollect/section-data";

/** The APIs with a sandbox page of their own; the bill-payment page covers the others the sandbox serves. */
const ownPages: readonly { specId: string; href: string }[] = [instaCollectSandboxDocs, fastagSandboxDocs];

/**
 * The sandbox page of a document's API: InstaCollect's and FASTag's own, the bill-payment page for
 * the others.
 */
export const sandboxDocsHref = (specId: string): string =>
  ownPages.find((page) => page.specId === specId)?.href ?? sandboxDocs.href;

/** The sandbox page of a reference page's API, where it has one (the biller interfaces have none). */
export const sandboxPageOf = (specId: string): string | undefined =>
  specId === sandboxDocs.specId || ownPages.some((page) => page.specId === specId)
    ? sandboxDocsHref(specId)
    : undefined;
