import { deliveryEvents, type DeliveryEventData } from "../../../content/sandbox/deliveries";
import { sandboxFixtures } from "../../../content/sandbox/fixtures";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { keepStaticHtml } from "../../reference/static-html";
import { withStaticMain } from "../../reference/static-reference.server";
import { DeliveriesFacts } from "./DeliveriesFacts";
import { deliveriesReference, sectionOperations } from "./deliveries-reference.server";
import { deliveriesSectionModel } from "./delivery-facts";
import type { DeliveriesSectionData } from "./section-data";

/**
 * The deliveries page's data, for its loader: every event of content/sandbox/deliveries.ts unless
 * `events` names some; undefined when there are none.
 */
export async function deliveriesSection(
  events: readonly DeliveryEventData[] = deliveryEvents,
): Promise<DeliveriesSectionData | undefined> {
  const model = deliveriesSectionModel(events);
  if (!model) return undefined;
  const operations = sectionOperations(await deliveriesReference(), model).map(withStaticMain);
  const billers = model.registration
    ? sandboxFixtures.billers
        .filter((biller) => biller.status === "active")
        .map(({ billerId, name }) => ({ billerId, name }))
    : [];
  return {
    facts: keepStaticHtml(renderToStaticMarkup(createElement(DeliveriesFacts, { model }))),
    events: model.events.map(({ event, label, encryptable, authenticates }) => ({
      event,
      label,
      encryptable,
      authenticates,
    })),
    timeScale: model.timeScale,
    consoleNote: model.consoleNote,
    apiIntro: model.apiIntro,
    operations,
    billers,
    instaCollectWebhooks: model.webhookRegistration !== undefined,
  };
}
