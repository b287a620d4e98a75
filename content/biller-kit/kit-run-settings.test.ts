import { describe, expect, it } from "vitest";
import { sandboxUrl } from "../../core/sandbox/sandbox-url";
import { deliveryEvents } from "../sandbox/deliveries";
import { kitRunSettings, notificationWaitSeconds } from "./kit-run-settings";

describe("the conformance kit's run settings", () => {
  it("keep each notification's retry schedule as the deliveries document it", () => {
    for (const [event, minutes] of Object.entries(kitRunSettings.retryScheduleMinutes)) {
      const documented = deliveryEvents.find((entry) => entry.event === event);
      expect(
        documented?.retryMinutes.reduce((sum, each) => sum + each, 0),
        event,
      ).toBe(minutes);
    }
  });

  it("post runs below the sandbox's mount", () => {
    expect(kitRunSettings.url).toBe(sandboxUrl("/biller-kit/runs"));
  });

  it("estimate the wait from the receivers tested", () => {
    expect(notificationWaitSeconds(["fetch", "posting"])).toBe(0);
    expect(notificationWaitSeconds(["settlementNotification", "paymentNotification"])).toBe(4.5);
  });
});
