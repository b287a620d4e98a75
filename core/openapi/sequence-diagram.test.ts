import { describe, expect, it } from "vitest";
import { fitSequenceLayout, wrapMessage } from "./sequence-diagram";

describe("fitSequenceLayout: actors, arrows and lines", () => {
  const layout = fitSequenceLayout(
    {
      participants: ["Partner", "API"],
      steps: [
        { from: "Partner", to: "API", message: "bill-fetch-request returns a context for the next call" },
        { from: "API", to: "API", message: "checks" },
      ],
    },
    576,
  );

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

const charWidth = 7.3;

/** Rightmost point any text of the layout reaches, estimated as the layout estimates it. */
function textRight(layout: ReturnType<typeof fitSequenceLayout>): number {
  return Math.max(
    ...layout.arrows.flatMap((arrow) =>
      arrow.lines.map((line) =>
        line.anchor === "start"
          ? line.x + line.text.length * charWidth
          : line.x + (line.text.length * charWidth) / 2,
      ),
    ),
  );
}

describe("fitSequenceLayout", () => {
  const issuance = {
    participants: ["Partner (BC)", "FASTag API", "Customer"],
    steps: [
      { from: "Partner (BC)", to: "FASTag API", message: "POST /dedupe (customer, vehicleNumber)" },
      {
        from: "Partner (BC)",
        to: "FASTag API",
        message: "POST /wallet-creation (kycType, customer, document, address, vehicle, tagDetails, cost)",
      },
      { from: "FASTag API", to: "Customer", message: "OTP to the mobile" },
      { from: "Customer", to: "Customer", message: "Reads the OTP from the text message on the phone" },
    ],
  };

  it("keeps a three-party diagram with long messages within the width, the last party included", () => {
    const layout = fitSequenceLayout(issuance, 576);
    expect(layout.width).toBeLessThanOrEqual(576);
    const last = layout.actors.at(-1)!;
    expect(last.boxX + last.boxWidth).toBeLessThanOrEqual(layout.width);
    expect(textRight(layout)).toBeLessThanOrEqual(layout.width);
  });

  it("wraps messages to the narrower columns rather than cutting them", () => {
    const layout = fitSequenceLayout(issuance, 576);
    const creation = layout.arrows[1]!.lines.map((line) => line.text);
    expect(creation.length).toBeGreaterThan(2);
    expect(creation.join(" ")).toBe(
      "2. POST /wallet-creation (kycType, customer, document, address, vehicle, tagDetails, cost)",
    );
  });

  it("leaves a diagram that already fits at the width its messages ask for", () => {
    const short = {
      participants: ["Partner", "API"],
      steps: [{ from: "Partner", to: "API", message: "ping" }],
    };
    expect(fitSequenceLayout(short, 576).width).toBe(fitSequenceLayout(short, 2000).width);
    expect(fitSequenceLayout(short, 576).width).toBeLessThan(576);
  });
});
