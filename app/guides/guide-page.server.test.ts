import { describe, expect, it } from "vitest";
import { introducedByHeading } from "./guide-page.server";

const html = (text: string) => ({ kind: "html" as const, html: text });

describe("a guide's table under the heading that names it", () => {
  it("needs no title of its own right under a heading, or a sentence after it", () => {
    expect(introducedByHeading(html('<p>Intro.</p><h2 id="formats">Formats</h2>'))).toBe(true);
    expect(
      introducedByHeading(
        html('<h2 id="plans">Plan fields</h2><p>Each plan you publish has these fields:</p>'),
      ),
    ).toBe(true);
  });

  it("keeps its title after prose that has moved on, or with no heading before it", () => {
    const prose = "<p>" + "A longer explanation that is about something else entirely. ".repeat(4) + "</p>";
    expect(introducedByHeading(html(`<h2 id="a">Notifications</h2>${prose}`))).toBe(false);
    expect(introducedByHeading(html("<p>Only prose.</p>"))).toBe(false);
    expect(introducedByHeading(undefined)).toBe(false);
  });
});
