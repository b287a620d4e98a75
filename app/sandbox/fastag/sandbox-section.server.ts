import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { renderInlineMarkdown } from "../../../core/openapi/markdown";
import type { OperationView, ReferenceView } from "../../../core/openapi/view";
import { sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { keepStaticHtml } from "../../reference/static-html";
import { FastagSandboxFacts } from "./FastagSandboxFacts";
import { fastagPushLinks } from "./push-links.server";
import { fastagSandboxModel, rechargeWallet } from "./sandbox-facts";
import { fastagSandboxDocs, type FastagSandboxData } from "./section-data";

function operationAt(
  view: ReferenceView,
  path: string,
): OperationView & { tryIt: NonNullable<OperationView["tryIt"]> } {
  const operation = view.tags.flatMap((tag) => tag.operations).find((entry) => entry.path === path);
  if (!operation?.tryIt) throw new Error(`The FASTag document has no operation at ${path}`);
  return { ...operation, tryIt: operation.tryIt };
}

/**
 * The FASTag sandbox section of a reference page, for its loader: computed at build time from the
 * full view (before its static parts are split off); undefined on other documents' pages.
 */
export async function fastagSandboxSection(view: ReferenceView): Promise<FastagSandboxData | undefined> {
  if (view.specId !== fastagSandboxDocs.specId) return undefined;
  const model = await fastagSandboxModel(view, await fastagPushLinks());
  const facts = (part: "before" | "after") =>
    keepStaticHtml(renderToStaticMarkup(createElement(FastagSandboxFacts, { model, part })));
  const creation = operationAt(view, "/wallet-creation");
  const recharge = operationAt(view, "/recharge");
  // The try-it path is the server's base path followed by the operation's: `/api/mock/recharge`.
  const basePath = recharge.tryIt.path.slice(0, -recharge.path.length);
  return {
    factsBefore: facts("before"),
    factsAfter: facts("after"),
    flowsHtml: {
      issuance: renderInlineMarkdown(model.flows.issuance),
      recharge: renderInlineMarkdown(model.flows.recharge),
    },
    flows: {
      baseUrl: sandboxUrl(basePath),
      headers: recharge.tryIt.headers,
      bodies: { "wallet-creation": creation.tryIt.body ?? "{}", recharge: recharge.tryIt.body ?? "{}" },
      rechargeWalletId: rechargeWallet.walletId,
    },
  };
}
