import { describe, expect, it } from "vitest";
import { durationText } from "./session-window";

describe("the inactivity window", () => {
  it("is worded in minutes, or in seconds when it is not whole minutes", () => {
    expect(durationText(900)).toBe("15 minutes");
    expect(durationText(60)).toBe("1 minute");
    expect(durationText(90)).toBe("90 seconds");
    expect(durationText(1)).toBe("1 second");
  });
});
