import { describe, expect, it } from "vitest";
import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import { loadSandboxSpecs } from "./load-specs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read field by field
const spec = loadSandboxSpecs().deliveries as any;

/** "1, 2, 4, 8 and 10" for [1, 2, 4, 8, 10]; "5 minutes apart" style rows are checked by count. */
const listed = (minutes: readonly number[]) =>
  minutes.length > 1 ? `${minutes.slice(0, -1).join(", ")} and ${minutes.at(-1)}` : String(minutes[0]);

describe("the deliveries document agrees with the sandbox's data", () => {
  it("names exactly the events the sandbox sends", () => {
    expect(spec.components.schemas.NewDelivery.properties.event.enum).toEqual(
      deliveryEvents.map((event) => event.event),
    );
  });

  it("gives each event's retry schedule, and says which are the sandbox's choice", () => {
    const table = String(spec.paths["/deliveries"].post.description);
    for (const event of deliveryEvents) {
      const row = table.split("\n").find((line) => line.startsWith(`| \`${event.event}\``));
      expect(row, event.event).toBeDefined();
      expect(row).toContain(`up to ${event.retryMinutes.length}`);
      const distinct = new Set(event.retryMinutes);
      if (distinct.size > 1) expect(row).toContain(listed(event.retryMinutes));
      else expect(row).toContain(`${event.retryMinutes[0]} minutes apart`);
      expect(row?.includes("the sandbox's choice")).toBe(event.schedule === "sandbox");
    }
  });

  it("bounds the time scale as the sandbox does", () => {
    const { minimum, maximum } = spec.components.schemas.NewDelivery.properties.timeScale;
    expect([minimum, maximum]).toEqual([deliverySettings.timeScale.min, deliverySettings.timeScale.max]);
  });
});
