import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { fastagHeaders } from "../../../content/sandbox/fastag";
import { buildReference } from "../../../core/openapi/build-reference";
import { loadSpec } from "../../reference/load-spec.server";
import { FastagSandboxSection } from "./FastagSandboxSection";
import { fastagSandboxSection } from "./sandbox-section.server";
import { fastagSandboxHeadings as headings } from "./section-data";

describe("the FASTag sandbox section", () => {
  it("exists on FASTag's page only", async () => {
    const cou = await buildReference("cou", await loadSpec("cou"));
    expect(await fastagSandboxSection(cou)).toBeUndefined();
  });

  it("prerenders its facts and a button for each run", async () => {
    const view = await buildReference("fastag", await loadSpec("fastag"));
    const data = (await fastagSandboxSection(view))!;
    expect(data.flows.baseUrl).toBe("/sandbox/api/mock");
    expect(data.flows.headers.map((header) => header.name)).toEqual(
      fastagHeaders.map((header) => header.name),
    );
    expect(JSON.parse(data.flows.bodies.recharge)).toMatchObject({ amount: "100" });
    const html = renderToString(
      <MemoryRouter>
        <FastagSandboxSection data={data} />
      </MemoryRouter>,
    );
    for (const heading of Object.values(headings)) expect(html).toContain(`id="${heading.id}"`);
    expect(html).toContain(">Run the issuance flow</button>");
    expect(html).toContain(">Run a recharge</button>");
    expect(html).toContain("<code>SBX-FASTAG-CHANNEL</code>");
    expect(html).toContain('href="/fastag/api#op-dedupe"');
    expect(html).not.toMatch(/specification/i);
    expect(html).not.toContain("style=");
  });
});
