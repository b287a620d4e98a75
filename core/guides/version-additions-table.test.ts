import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import billerSource from "../../content/specs/biller.yaml?raw";
import { guideMarkdown } from "../markdown/guide-markdown";
import { ruleTableMarkdown } from "../markdown/reference-markdown";
import { buildReference } from "../openapi/build-reference";
import type { OpenApiDocument } from "../openapi/openapi";
import type { SchemaNodeView } from "../openapi/view";
import { compileGuide, GuideError } from "./compile-guide";
import { versionAdditionsTable } from "./version-additions-table";

const biller = parse(billerSource) as OpenApiDocument;
const reference = await buildReference("biller", biller);
const labels = { from: ["v1.0"], to: ["v1.1", "Bill selection"] };
const table = versionAdditionsTable(biller, reference, labels, "g.mdx:3");

/** Every field anchor the reference renders, variants' fields included. */
function anchors(fields: readonly SchemaNodeView[]): string[] {
  return fields.flatMap((field) => [
    field.anchor,
    ...anchors(field.children),
    ...field.variants.flatMap((variant) => anchors(variant.fields)),
  ]);
}
const rendered = new Set(
  reference.tags
    .flatMap((tag) => tag.operations)
    .flatMap((operation) => [operation.requestBody?.schema, ...operation.responses.map((r) => r.schema)])
    .flatMap((schema) => [
      ...anchors(schema?.fields ?? []),
      ...(schema?.variants ?? []).flatMap((variant) => anchors(variant.fields)),
    ]),
);

describe("the table of what biller v1.1 adds", () => {
  it("names each addition with its interface and the document's description", () => {
    expect(table.title).toBe("What v1.1 adds to v1.0");
    expect(table.rows.map(([where]) => where)).toEqual([
      "Bill fetch response",
      "Bill fetch response",
      "Payment posting request",
      "Payment posting request",
    ]);
    expect(table.rows[0]![2]).toBe("Payment options keyed by name; at most 4 besides the default.");
    expect(table.rows[1]![1]).toMatch(/>Bill selection<\/a>, a new form of the response$/);
    expect(table.rows[1]![2]).toContain("selection types SINGLE, MULTIPLE, ALL");
  });

  it("links each addition to its field in the reference", () => {
    const hrefs = table.rows.map((row) => /href="#([^"]+)"/.exec(row[1]!)?.[1]);
    expect(hrefs).toEqual([
      "op-bill-fetch-response-default-v2-paymentOptions",
      // An alternative has no anchor of its own: its first field sits right under its title.
      "op-bill-fetch-response-default-v3-amount",
      "op-payment-posting-request-v2-amount",
      "op-payment-posting-request-v2-paymentOption",
    ]);
    for (const href of hrefs) expect(rendered.has(href!), href).toBe(true);
  });

  it("reads as a Markdown table in the guide's Markdown", () => {
    expect(ruleTableMarkdown(table, 3)).toContain(
      "| Payment posting request | [`paymentOption`](#op-payment-posting-request-v2-paymentOption) |",
    );
  });

  it("refuses labels under which the version adds nothing", () => {
    expect(() =>
      versionAdditionsTable(biller, reference, { from: ["v1.1"], to: ["v1.1"] }, "g.mdx:3"),
    ).toThrow(/g\.mdx:3: biller shows nothing that v1\.1 adds to v1\.1/);
  });
});

describe("<VersionAdditions> in a guide", () => {
  const source = `---
title: Guide v1.1
description: What biller API v1.1 adds to v1.0.
lastReviewed: 2026-11-22
---

## New in v1.1

<VersionAdditions spec="biller" from={["v1.0"]} to={["v1.1", "Bill selection"]} />
`;
  const sources = {
    readSample: async () => "",
    loadReference: async () => reference,
    loadDocument: async () => biller,
  };

  it("places the table under the section, on the page and in the guide's Markdown", async () => {
    const view = await compileGuide("g.mdx", source, sources);
    expect(view.toc).toEqual([{ depth: 2, id: "new-in-v11", text: "New in v1.1" }]);
    expect(view.segments.map((segment) => segment.kind)).toEqual(["html", "table"]);
    const markdown = await guideMarkdown("g.mdx", source, view, sources);
    expect(markdown).toContain("## New in v1.1\n\n### What v1.1 adds to v1.0\n");
  });

  it("names the guide's line when it lacks the document or a label titles nothing", async () => {
    const withoutDocuments = { readSample: sources.readSample, loadReference: sources.loadReference };
    await expect(compileGuide("g.mdx", source, withoutDocuments)).rejects.toThrow(GuideError);
    await expect(compileGuide("g.mdx", source.replace('"v1.0"', '"v9"'), sources)).rejects.toThrow(
      /^g\.mdx:9: no alternative in biller is titled v9$/,
    );
  });
});
