import { describe, expect, it } from "vitest";
import { hasOnboardingMark, markOnboarding } from "./onboarding-mark";

describe("markOnboarding", () => {
  it("marks the phrase in text, once per occurrence", () => {
    const html = markOnboarding("<p>Format: issued during onboarding. Values: Issued during onboarding.</p>");
    expect(html).toBe(
      '<p>Format: <span class="onboarding-mark">issued during onboarding</span>. Values: <span class="onboarding-mark">Issued during onboarding</span>.</p>',
    );
    expect(hasOnboardingMark(html)).toBe(true);
    expect(hasOnboardingMark(JSON.stringify({ html }))).toBe(true);
  });

  it("marks the phrase where a paragraph wraps it across lines", () => {
    expect(markOnboarding("<p>they are issued during\nonboarding.</p>")).toBe(
      '<p>they are <span class="onboarding-mark">issued during\nonboarding</span>.</p>',
    );
  });

  it("leaves tags, attributes and code alone", () => {
    const html =
      '<p title="issued during onboarding">See <code>issued during onboarding</code></p><pre><code>x issued during onboarding</code></pre>';
    expect(markOnboarding(html)).toBe(html);
    expect(hasOnboardingMark(markOnboarding(html))).toBe(false);
  });

  it("does not mark twice", () => {
    const once = markOnboarding("<td>Type: issued during onboarding.</td>");
    expect(markOnboarding(once)).toBe(once);
  });

  it("marks a table row once, however often its cells say it", () => {
    const html = markOnboarding(
      "<tr><td>Type: issued during onboarding.</td><td>Values: issued during onboarding.</td></tr><tr><td>issued during onboarding</td></tr>",
    );
    expect(html.match(/class="onboarding-mark"/g)).toHaveLength(2);
    expect(html).toContain(
      '<tr><td>Type: <span class="onboarding-mark">issued during onboarding</span>.</td><td>Values: issued during onboarding.</td></tr>',
    );
  });
});
