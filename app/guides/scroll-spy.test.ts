import { describe, expect, it } from "vitest";
import { sectionBeingRead } from "./scroll-spy";

describe("sectionBeingRead", () => {
  it("is none above the first heading", () => {
    expect(sectionBeingRead([400, 900], 300, false)).toBe(-1);
  });

  it("is the last heading that has passed the line", () => {
    expect(sectionBeingRead([-800, -20, 250, 700], 300, false)).toBe(2);
    expect(sectionBeingRead([-800, -20, 350, 700], 300, false)).toBe(1);
  });

  it("is the last heading at the end of the page, however short its section", () => {
    expect(sectionBeingRead([-800, 100, 500, 650], 300, true)).toBe(3);
  });

  it("is none on a page without headings", () => {
    expect(sectionBeingRead([], 300, true)).toBe(-1);
  });
});
