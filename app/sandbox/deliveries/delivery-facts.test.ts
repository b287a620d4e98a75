import { describe, expect, it } from "vitest";
import { deliveryEvents, deliverySettings } from "../../../content/sandbox/deliveries";
import {
  attemptHeaders,
  deliveriesSectionModel,
  eventsDocumentedOn,
  fastestScheduleText,
  listText,
  retryText,
  timeScaleText,
} from "./delivery-facts";

describe("retryText", () => {
  it("writes a schedule from the data, whatever its shape", () => {
    expect(retryText([1, 2, 4, 8, 10])).toBe("up to 5 retries, after 1, 2, 4, 8 and 10 minutes");
    expect(retryText([5, 5, 5, 5])).toBe("up to 4 retries, 5 minutes apart");
    expect(retryText([1])).toBe("up to 1 retry, after 1 minute");
    expect(retryText([])).toBe("no retries");
  });

  it("lists items as a sentence does", () => {
    expect(listText(["a"])).toBe("a");
    expect(listText(["a", "b", "c"])).toBe("a, b and c");
  });
});

describe("time scale", () => {
  it("says what a time scale does to a minute, and how long the fastest schedule takes", () => {
    expect(timeScaleText(60)).toBe("a minute takes 1 s");
    expect(timeScaleText(1000)).toBe("a minute takes 60 ms");
    expect(fastestScheduleText({ retryMinutes: [1, 2, 4, 8, 10] })).toBe("all 5 retries within 1.5 s");
  });
});

describe("deliveriesSectionModel", () => {
  it("shows each event on the page its data names, and no section elsewhere", () => {
    for (const event of deliveryEvents) expect(eventsDocumentedOn(event.docs)).toContainEqual(event);
    expect(
      deliveriesSectionModel(eventsDocumentedOn("/cou/instacollect/api"))?.events.map((event) => event.event),
    ).toEqual(["paymentEvent", "refundEvent"]);
    expect(deliveriesSectionModel(eventsDocumentedOn("/bbps/biller/guide"))).toBeUndefined();
  });

  it("says plainly which schedules are the sandbox's own choice", () => {
    const settlement = deliveriesSectionModel(eventsDocumentedOn("/bbps/settlementNotifications"))!
      .events[0]!;
    expect(settlement.schedule).toBe("The documented schedule.");
    expect(settlement.retries).toBe("Up to 5 retries, after 1, 2, 4, 8 and 10 minutes.");
    const fastag = deliveriesSectionModel(eventsDocumentedOn("/fastag/push-notifications"))!.events[0]!;
    expect(fastag.schedule).toBe("The sandbox's choice; production's schedule is issued during onboarding.");
  });

  it("offers registration on the notification guides only, with the payment timeline's delays", () => {
    const settlement = deliveriesSectionModel(eventsDocumentedOn("/bbps/settlementNotifications"))!;
    expect(settlement.registration?.bullets.join(" ")).toMatch(/Executed, 5 seconds.*Settled, 30 seconds/);
    expect(settlement.registration?.after).toContain("(/cou/api#op-make-payment)");
    expect(
      deliveriesSectionModel(eventsDocumentedOn("/bbps/paymentNotifications"))?.registration,
    ).toBeDefined();
    expect(deliveriesSectionModel(eventsDocumentedOn("/cou/instacollect/api"))?.registration).toBeUndefined();
    expect(
      deliveriesSectionModel(eventsDocumentedOn("/fastag/push-notifications"))?.registration,
    ).toBeUndefined();
  });

  it("offers webhook registration where the events are InstaCollect's, with the sandbox's values", () => {
    const webhooks = deliveriesSectionModel(eventsDocumentedOn("/cou/instacollect/api"))?.webhookRegistration;
    const text = [webhooks?.intro, ...(webhooks?.bullets ?? []), webhooks?.after].join(" ");
    expect(text).toContain("`{baseUrl}/webhooks/payment-event`");
    expect(text).toContain("`{baseUrl}/webhooks/refund-event`");
    expect(text).toMatch(/`SUCCESSFUL` or `FAILED` \(the sandbox's values\)/);
    expect(text).toContain(`${deliverySettings.registrationHours} hours`);
    expect(text).not.toMatch(/specification/i);
    expect(
      deliveriesSectionModel(eventsDocumentedOn("/bbps/paymentNotifications"))?.webhookRegistration,
    ).toBeUndefined();
  });

  it("publishes the sandbox's limits from its settings", () => {
    const text = deliveriesSectionModel(eventsDocumentedOn("/bbps/paymentNotifications"))!
      .limits.map((limit) => limit.text)
      .join(" ");
    for (const host of deliverySettings.defaultAllowedHosts) expect(text).toContain(`\`${host}\``);
    expect(text).toContain(`${deliverySettings.attemptTimeoutSeconds} seconds`);
    expect(text).toContain("64 KiB");
    expect(text).toContain(`${deliverySettings.triggersPerMinute} deliveries`);
    expect(text).toContain(`to ${deliverySettings.timeScale.max}`);
    expect(text).not.toMatch(/specification/i);
  });

  it("names the headers every attempt carries, InstaCollect's credentials where they go", () => {
    const names = (path: string) => attemptHeaders(eventsDocumentedOn(path)).map((header) => header.name);
    expect(names("/bbps/settlementNotifications")).toEqual([
      "Content-Type",
      "X-Sandbox-Delivery-Id",
      "X-Sandbox-Attempt",
    ]);
    expect(names("/cou/instacollect/api")).toEqual(expect.arrayContaining(["x-api-user", "x-api-password"]));
    const values = attemptHeaders(eventsDocumentedOn("/cou/instacollect/api")).map((header) => header.value);
    for (const { value } of deliverySettings.instaCollectCredentials)
      expect(values).toContain(`\`${value}\``);
  });

  it("offers the encrypted option where the events can be encrypted", () => {
    expect(
      deliveriesSectionModel(eventsDocumentedOn("/fastag/push-notifications-axis"))?.encrypted,
    ).toContain("transactionsEncrypted");
    expect(
      deliveriesSectionModel(eventsDocumentedOn("/bbps/paymentNotifications"))?.encrypted,
    ).toBeUndefined();
  });
});
