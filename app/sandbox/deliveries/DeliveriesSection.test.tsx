import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { buildReference } from "../../../core/openapi/build-reference";
import { loadSpec } from "../../reference/load-spec.server";
import { DeliveriesSection } from "./DeliveriesSection";
import { deliveriesMarkdown } from "./deliveries-markdown";
import { sectionOperations } from "./deliveries-reference.server";
import { deliveriesSectionModel, eventsDocumentedOn } from "./delivery-facts";
import { deliveriesSection } from "./deliveries-section.server";
import { deliveriesSpecId, sectionHeadings, sectionOperationIds } from "./section-data";

async function sectionFor(path: string) {
  const model = deliveriesSectionModel(eventsDocumentedOn(path))!;
  const view = await buildReference(deliveriesSpecId, await loadSpec(deliveriesSpecId));
  return { model, operations: sectionOperations(view, model) };
}

describe("the deliveries section", () => {
  it("prerenders its facts, the console's button and the API's operations", async () => {
    const data = (await deliveriesSection(eventsDocumentedOn("/bbps/settlementNotifications")))!;
    const html = renderToString(
      <MemoryRouter>
        <DeliveriesSection data={data} />
      </MemoryRouter>,
    );
    expect(html).toContain(`id="${sectionHeadings.section.id}"`);
    expect(html).toContain("Open the deliveries console");
    expect(html).toContain("Up to 5 retries, after 1, 2, 4, 8 and 10 minutes.");
    expect(html).toContain(`id="${sectionHeadings.registration.id}"`);
    for (const id of ["create-delivery", "get-delivery", "redeliver", "register-notification-urls"])
      expect(html).toContain(`id="op-${id}"`);
    expect(html).not.toMatch(/specification/i);
    expect(html).not.toContain("style=");
  });

  it("documents FASTag notification URLs and the toll trigger where the events are FASTag's", async () => {
    for (const path of ["/fastag/push-notifications", "/fastag/push-notifications-axis"]) {
      const { model, operations } = await sectionFor(path);
      expect(operations.map((operation) => operation.id)).toEqual([
        "createDelivery",
        "getDelivery",
        "redeliver",
        "registerFastagNotificationUrl",
        "getFastagNotificationUrl",
        "bookFastagToll",
      ]);
      expect(deliveriesMarkdown(model, operations)).toContain(
        `### ${sectionHeadings.fastagNotifications.text}`,
      );
    }
    const data = (await deliveriesSection(eventsDocumentedOn("/fastag/push-notifications")))!;
    const html = renderToString(
      <MemoryRouter>
        <DeliveriesSection data={data} />
      </MemoryRouter>,
    );
    expect(html).toContain(`id="${sectionHeadings.fastagNotifications.id}"`);
    expect(html).not.toContain(`id="${sectionHeadings.registration.id}"`);
    expect(html).not.toMatch(/specification/i);
  });

  it("documents only sending, reading and redelivering where no registration applies", () => {
    expect(sectionOperationIds({})).toEqual(["createDelivery", "getDelivery", "redeliver"]);
  });

  it("documents webhook registration and refunds where the events are InstaCollect's", async () => {
    const { operations } = await sectionFor("/cou/instacollect/api");
    expect(operations.map((operation) => operation.id)).toEqual([
      "createDelivery",
      "getDelivery",
      "redeliver",
      "registerInstaCollectWebhooks",
      "getInstaCollectWebhooks",
      "refundInstaCollectPayment",
    ]);
    const data = (await deliveriesSection(eventsDocumentedOn("/cou/instacollect/api")))!;
    expect(data.instaCollectWebhooks).toBe(true);
    expect(data.billers).toEqual([]);
    const html = renderToString(
      <MemoryRouter>
        <DeliveriesSection data={data} />
      </MemoryRouter>,
    );
    expect(html).toContain(`id="${sectionHeadings.webhooks.id}"`);
    expect(html).not.toContain(`id="${sectionHeadings.registration.id}"`);
    expect(html).toContain("<code>{baseUrl}/webhooks/payment-event</code>");
    expect(html).not.toMatch(/specification/i);
  });

  it("reaches the sandbox's own URL from its try-it console, not one below the mount twice", async () => {
    const { operations } = await sectionFor("/cou/instacollect/api");
    expect(operations[0]?.tryIt?.path).toBe("/sandbox/deliveries");
    // The sandbox's own API has no credentials issued at onboarding: its samples are Sandbox ones only.
    expect(operations[0]?.codeSamples).toEqual([]);
    expect(operations[0]?.sandboxSamples?.variants[0]?.samples[0]?.html).toContain(
      "http://localhost:4000/sandbox/deliveries",
    );
  });

  it("writes the same section as Markdown for the page's copy", async () => {
    const { model, operations } = await sectionFor("/cou/instacollect/api");
    const markdown = deliveriesMarkdown(model, operations);
    expect(markdown).toMatch(/^## What the sandbox sends\n/);
    expect(markdown).toContain("**InstaCollect refund event** (`refundEvent`)");
    expect(markdown).toContain("- `x-api-user`: `sandbox-api-user`.");
    expect(markdown).toContain("### Send an event to your URL");
    expect(markdown).not.toContain("### Register your notification URLs");
    expect(markdown).toContain(`### ${sectionHeadings.webhooks.text}`);
    expect(markdown).toContain("register your webhooks' base URL, and refund a payment");
    expect(markdown).toContain("### Register your InstaCollect webhook URL");
  });
});

describe("the section's facts", () => {
  it("render their inline Markdown: code, strong and links, links with code inside", async () => {
    const data = (await deliveriesSection(eventsDocumentedOn("/bbps/paymentNotifications")))!;
    const html = renderToString(
      <MemoryRouter>
        <DeliveriesSection data={data} />
      </MemoryRouter>,
    );
    expect(html).toContain("<strong>payment notification</strong>");
    expect(html).toMatch(/<a href="\/cou\/api#[^"]+"><code>make-payment<\/code><\/a>/);
    expect(html).toContain("<code>SANDBOX_RATE_LIMITED</code>");
  });
});
