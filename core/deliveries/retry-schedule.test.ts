import { describe, expect, it } from "vitest";
import { deliveryEvents } from "../../content/sandbox/deliveries";
import { nextAttemptAt, retryDelaysMs } from "./retry-schedule";

const event = (name: string) => deliveryEvents.find((candidate) => candidate.event === name)!;

describe("retry schedules", () => {
  it("retry a settlement notification up to 5 times, after 1, 2, 4, 8 and 10 minutes", () => {
    expect(retryDelaysMs(event("settlementNotification"), 1)).toEqual([
      60_000, 120_000, 240_000, 480_000, 600_000,
    ]);
    expect(retryDelaysMs(event("settlementNotification"), 600)).toEqual([100, 200, 400, 800, 1000]);
  });

  it("retry a payment notification up to 4 times, 5 minutes apart", () => {
    expect(retryDelaysMs(event("paymentNotification"), 1)).toEqual([300_000, 300_000, 300_000, 300_000]);
  });

  it("count each retry from the end of the attempt before, and stop after the last", () => {
    const delays = [100, 200];
    expect(nextAttemptAt(delays, 1, 5_000)).toBe(5_100);
    expect(nextAttemptAt(delays, 2, 6_000)).toBe(6_200);
    expect(nextAttemptAt(delays, 3, 7_000)).toBeUndefined();
  });

  it("mark every schedule the documents do not give as the sandbox's own", () => {
    const documented = deliveryEvents.filter((candidate) => candidate.schedule === "documented");
    expect(documented.map((candidate) => candidate.event)).toEqual([
      "settlementNotification",
      "paymentNotification",
    ]);
  });
});
