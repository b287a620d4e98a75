import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { renderInlineMarkdown } from "../../../core/openapi/markdown";
import type { ReferenceView } from "../../../core/openapi/view";
import { sandboxUrl } from "../../../core/sandbox/sandbox-url";
import { keepStaticHtml } from "../../reference/static-html";
import { SandboxFacts } from "./SandboxFacts";
import { instaCollectSandboxModel } from "./sandbox-facts";
import { instaCollectSandboxDocs, type InstaCollectSandboxData } from "./section-data";

/**
 * The InstaCollect sandbox section of a reference page, for its loader: computed at build time from
 * the full view (before its static parts are split off); undefined on other documents' pages.
 */
export function instaCollectSandboxSection(view: ReferenceView): InstaCollectSandboxData | undefined {
  if (view.specId !== instaCollectSandboxDocs.specId) return undefined;
  const model = instaCollectSandboxModel(view);
  const directLink = view.tags
    .flatMap((tag) => tag.operations)
    .find((entry) => entry.path === "/direct-link");
  if (!directLink?.tryIt) throw new Error("The InstaCollect document has no direct-link operation");
  const { path, headers } = directLink.tryIt;
  const facts = (part: "before" | "after") =>
    keepStaticHtml(renderToStaticMarkup(createElement(SandboxFacts, { model, part })));
  return {
    factsBefore: facts("before"),
    factsAfter: facts("after"),
    depths: model.depths.rows.map((row) => ({
      landsOn: row.landsOn,
      inputHtml: renderInlineMarkdown(row.input),
      example: { method: directLink.method, url: sandboxUrl(path), headers, body: JSON.stringify(row.body) },
    })),
  };
}
