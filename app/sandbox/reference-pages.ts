import { pages } from "../../content/site";
import type { SandboxApi } from "../../core/sandbox/reply";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { deliveriesPage } from "./deliveries/section-data";

const specPage = (specId: string) => pages.find((page) => page.spec === specId)?.path ?? sandboxDocs.href;

/**
 * Where each API the sandbox serves documents its operations, each at `#op-<operationId>`: the
 * reference pages, the deliveries page for the sandbox's own API. The provider APIs are documented
 * in guides, so their calls lead to the sandbox page's provider section.
 */
export const referencePages: Readonly<Record<SandboxApi, string>> = {
  cou: specPage("cou"),
  instacollect: specPage("instacollect"),
  fastag: specPage("fastag"),
  deliveries: deliveriesPage,
  provider: sandboxDocs.href,
};
