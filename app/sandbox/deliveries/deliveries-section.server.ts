import { sandboxFixtures } from "../../../content/sandbox/fixtures";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { keepStaticHtml } from "../../reference/static-html";
import { withStaticMain } from "../../reference/static-reference.server";
import { DeliveriesFacts } from "./DeliveriesFacts";
import { deliveriesReference, sectionOperations } from "./deliveries-reference.server";
import { deliveriesSectionModel } from "./delivery-facts";
import type { GuidePage } from "../../../core/guides/guide-view";
import { sectionHeadings, type DeliveriesSectionData } from "./section-data";

/**
 * The deliveries section of the page at `path`, for its loader: undefined unless
 * content/sandbox/deliveries.ts names the page as the `docs` of an event.
 */
export async function deliveriesSection(path: string): Promise<DeliveriesSectionData | undefined> {
  const model = deliveriesSectionModel(path);
  if (!model) return undefined;
  const operations = sectionOperations(await deliveriesReference(), model).map(withStaticMain);
  const billers = model.registration
    ? sandboxFixtures.billers
        .filter((biller) => biller.status === "active")
        .map(({ billerId, name }) => ({ billerId, name }))
    : [];
  return {
    facts: keepStaticHtml(renderToStaticMarkup(createElement(DeliveriesFacts, { model }))),
    events: model.events.map(({ event, label, encryptable }) => ({ event, label, encryptable })),
    timeScale: model.timeScale,
    consoleNote: model.consoleNote,
    apiIntro: model.apiIntro,
    operations,
    billers,
    instaCollectWebhooks: model.webhookRegistration !== undefined,
  };
}

/** A guide's table of contents with the deliveries section, which the page places after the guide. */
export function withSectionInToc(guide: GuidePage): GuidePage {
  const { id, text } = sectionHeadings.section;
  return { ...guide, toc: [...guide.toc, { depth: 2, id, text }] };
}
