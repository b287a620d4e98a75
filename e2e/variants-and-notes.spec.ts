import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { markdownPath } from "../core/markdown/markdown-path";
import { noteAnchor } from "../core/openapi/notes";
import { openHydrated } from "./open-page";

const pagePath = "/fastag/api";
const notes = (
  parse(readFileSync(new URL("../content/specs/fastag.yaml", import.meta.url), "utf8")) as {
    "x-notes": { title: string }[];
  }
)["x-notes"].map((note) => note.title);

test.describe("the FASTag reference's notes and example variants", () => {
  test("notes sit in one linkable section, and an answer's examples switch as tabs", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openHydrated(page, pagePath);

    await expect(
      page
        .getByRole("navigation", { name: "Operations" })
        .getByRole("link", { name: "Notes for integrators" }),
    ).toHaveAttribute("href", "#notes");
    const section = page.getByRole("region", { name: "Notes for integrators" });
    expect(notes).toHaveLength(13);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(notes);
    await expect(section.locator(`#${noteAnchor(notes[5]!)}`)).toHaveText(notes[5]!);
    // One panel for them all: no run of note boxes anywhere on the page.
    const adjacent = await page.evaluate(
      () =>
        [...document.querySelectorAll("main .callout, main [role='note']")].filter((box) =>
          box.nextElementSibling?.matches(".callout, [role='note']"),
        ).length,
    );
    expect(adjacent).toBe(0);
    await expect(section.locator(".callout, [role='note']")).toHaveCount(0);

    const operation = page.locator("#op-validate-otp");
    // Its one request example stays a captioned block.
    await expect(operation.getByRole("tablist", { name: /request examples/ })).toHaveCount(0);
    await expect(operation.locator("figure.code-block figcaption")).toContainText(
      "Request: Validate a 4-digit OTP",
    );

    const examples = operation
      .locator(".code-tabs")
      .filter({ has: page.getByRole("tablist", { name: "Validate OTP: response examples" }) });
    const tabs = examples.getByRole("tablist");
    const correct = tabs.getByRole("tab", { name: "OTP correct" });
    const wrong = tabs.getByRole("tab", { name: "Wrong OTP" });
    const shown = examples.getByRole("tabpanel").filter({ visible: true });
    await expect(tabs.getByRole("tab")).toHaveText(["OTP correct", "Wrong OTP"]);
    await expect(correct).toHaveAttribute("aria-selected", "true");
    await expect(shown).toContainText("Response: OTP correct (success)");
    await expect(shown).toContainText('"statusCode": "success"');

    await wrong.click();
    await expect(wrong).toHaveAttribute("aria-selected", "true");
    await expect(shown).toContainText('Response: Wrong OTP (invalid-otp, "Invalid OTP")');
    await expect(shown).toContainText('"statusCode": "invalid-otp"');
    await expect(shown).not.toContainText('"success"');

    // The copy button copies the example shown, without its caption.
    await examples.getByRole("button", { name: "Copy code" }).click();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      statusCode: string;
    };
    expect(copied.statusCode).toBe("invalid-otp");

    // Arrow keys move focus and selection together, round the ends; only the selected tab is in the tab order.
    await wrong.focus();
    await page.keyboard.press("ArrowRight");
    await expect(correct).toBeFocused();
    await expect(correct).toHaveAttribute("aria-selected", "true");
    await expect(shown).toContainText('"statusCode": "success"');
    await expect(correct).toHaveAttribute("tabindex", "0");
    await expect(wrong).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("ArrowLeft");
    await expect(wrong).toBeFocused();
    await expect(shown).toContainText('"statusCode": "invalid-otp"');
    // The language of the code samples is not an example's choice, nor the other way round.
    await expect(
      operation.getByRole("tablist", { name: /request code/ }).getByRole("tab", { selected: true }),
    ).toHaveText("cURL");
  });

  test("before scripts run the first example shows and the others are in the page; the Markdown copy groups the notes", async ({
    request,
  }) => {
    const html = await (await request.get(pagePath)).text();
    const otp = html.split('aria-label="Validate OTP: response examples"')[1]!.split('class="operation"')[0]!;
    const panels = otp.split('role="tabpanel"').slice(1);
    expect(panels).toHaveLength(2);
    expect(panels[0]).not.toMatch(/^[^>]*hidden/);
    expect(panels[0]).toContain("OTP correct (success)");
    expect(panels[1]).toMatch(/^[^>]*hidden/);
    expect(panels[1]).toContain("invalid-otp");

    const markdown = await (await request.get(markdownPath(pagePath))).text();
    expect(markdown).toContain(`## Notes for integrators\n\n### ${notes[0]}\n\n`);
    for (const title of notes) expect(markdown).toContain(`### ${title}\n`);
    expect(markdown).not.toContain("> **Note: ");
  });
});
