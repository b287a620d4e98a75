import { describe, expect, it } from "vitest";
import { countdownAnnouncement, formatCountdown } from "./staleness-countdown";

describe("formatCountdown", () => {
  it.each([
    [120_000, "2:00"],
    [65_000, "1:05"],
    [9_001, "0:10"],
    [1, "0:01"],
    [0, "0:00"],
    [-4_000, "0:00"],
  ])("shows %i ms as %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe("countdownAnnouncement", () => {
  it("stays silent while no milestone has been crossed since the check", () => {
    expect(countdownAnnouncement(119_000, 61_000)).toBe("");
    expect(countdownAnnouncement(50_000, 31_000)).toBe("");
  });

  it("announces each milestone once it is crossed", () => {
    expect(countdownAnnouncement(119_000, 60_000)).toMatch(/1 minute left/);
    expect(countdownAnnouncement(119_000, 29_000)).toMatch(/30 seconds left/);
    expect(countdownAnnouncement(119_000, 9_000)).toMatch(/10 seconds left/);
    expect(countdownAnnouncement(119_000, 0)).toMatch(/older than 2 minutes/);
  });

  it("does not repeat staleness the verdict already reported", () => {
    expect(countdownAnnouncement(-5_000, -10_000)).toBe("");
  });
});
