import { describe, expect, it } from "vitest";
import { stateAt } from "./timeline";

describe("stateAt", () => {
  const stages = [
    { state: "a", fromSeconds: 0 },
    { state: "b", fromSeconds: 5 },
    { state: "c", fromSeconds: 30 },
  ] as const;
  it.each([
    [-1, "a"],
    [0, "a"],
    [4.9, "a"],
    [5, "b"],
    [29, "b"],
    [30, "c"],
    [1e9, "c"],
  ])("at %s s is %s", (seconds, state) => {
    expect(stateAt(stages, seconds)).toBe(state);
  });
});
