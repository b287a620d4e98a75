import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { buildReference } from "../../../core/openapi/build-reference";
import { loadSpec } from "../../reference/load-spec.server";
import { InstaCollectSandboxSection } from "./InstaCollectSandboxSection";
import { instaCollectSandboxSection } from "./sandbox-section.server";
import { instaCollectSandboxHeadings as headings } from "./section-data";

describe("the InstaCollect sandbox section", () => {
  it("exists on InstaCollect's page only", async () => {
    const cou = await buildReference("cou", await loadSpec("cou"));
    expect(instaCollectSandboxSection(cou)).toBeUndefined();
  });

  it("prerenders its facts and a console per direct-link depth", async () => {
    const view = await buildReference("instacollect", await loadSpec("instacollect"));
    const data = instaCollectSandboxSection(view)!;
    expect(data.depths.map((depth) => depth.example.url)).toEqual(Array(4).fill("/sandbox/direct-link"));
    expect(JSON.parse(data.depths[3]?.example.body ?? "")).toMatchObject({ billerId: "BILLER000001" });
    const html = renderToString(
      <MemoryRouter>
        <InstaCollectSandboxSection data={data} />
      </MemoryRouter>,
    );
    for (const heading of Object.values(headings)) expect(html).toContain(`id="${heading.id}"`);
    expect(html.match(/class="button-secondary try-it-button"/g)).toHaveLength(4);
    expect(html).toContain("a direct link that lands on the biller list");
    expect(html).toContain("<code>sandbox-api-password</code>");
    expect(html).not.toMatch(/specification/i);
    expect(html).not.toContain("style=");
  });
});
