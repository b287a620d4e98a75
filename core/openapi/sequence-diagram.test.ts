import { describe, expect, it } from "vitest";
import { sequenceLayout, wrapMessage } from "./sequence-diagram";

describe("sequenceLayout", () => {
  const layout = sequenceLayout({
    participants: ["Partner", "API"],
    steps: [
      { from: "Partner", to: "API", message: "bill-fetch-request returns a context for the next call" },
      { from: "API", to: "API", message: "checks" },
    ],
  });

  it("places one actor per participant and one arrow per step, numbered", () => {
    expect(layout.actors.map((actor) => actor.name)).toEqual(["Partner", "API"]);
    expect(layout.arrows).toHaveLength(2);
    expect(layout.arrows[0]!.lines[0]!.text).toMatch(/^1\. bill-fetch-request/);
    expect(layout.arrows[1]).toMatchObject({ self: true });
  });

  it("wraps long messages and grows with the steps", () => {
    expect(layout.arrows[0]!.lines.length).toBeGreaterThan(1);
    expect(wrapMessage("short")).toEqual(["short"]);
    expect(layout.height).toBeGreaterThan(100);
  });
});
