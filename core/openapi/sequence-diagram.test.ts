import { describe, expect, it } from "vitest";
import { sequenceDiagramSvg } from "./sequence-diagram";

describe("sequenceDiagramSvg", () => {
  const svg = sequenceDiagramSvg({
    id: "chain",
    title: "A <chain>",
    participants: ["Partner", "API"],
    steps: [
      { from: "Partner", to: "API", message: "bill-fetch-request returns a context for the next call" },
      { from: "API", to: "API", message: "checks" },
    ],
  });

  it("draws one lifeline per participant and one arrow per step", () => {
    expect(svg.match(/class="seq-lifeline"/g)).toHaveLength(2);
    expect(svg.match(/class="seq-arrow"/g)).toHaveLength(2);
  });

  it("escapes text and wraps long messages", () => {
    expect(svg).toContain('aria-label="A &lt;chain&gt;"');
    expect(svg.match(/class="seq-message"/g)!.length).toBeGreaterThan(2);
  });

  it("gives each diagram its own arrow-head id", () => {
    expect(svg).toContain('id="seq-head-chain"');
    expect(svg).not.toContain('style="');
  });
});
