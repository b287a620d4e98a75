import { describe, expect, it } from "vitest";
import { compileGuide, GuideError } from "./compile-guide";
import type { ReferenceView } from "../openapi/view";

const sources = {
  readSample: async (path: string) => `# sample ${path}\nprint("token")\n`,
  loadReference: async (specId: string) => ({ specId }) as ReferenceView,
};

const guide = `---
title: JWT
description: Signing requests with HS256 JSON Web Tokens.
lastReviewed: 2026-11-22
---

Intro paragraph with \`code\`.

## The claims

| Claim | Meaning |
| --- | --- |
| aud | scheme id |

<Callout type="warning">
Tokens older than **2 minutes** are rejected.
</Callout>

### Sample code

<CodeTabs files={["jwt/create_token.py", "jwt/create-token.mjs"]} />

\`\`\`json title="Header"
{ "alg": "HS256" }
\`\`\`

<JwtTool />

<ApiReference spec="provider" />

## Done

- [ ] First check
- [x] Second check
`;

describe("compileGuide", async () => {
  const view = await compileGuide("jwt.mdx", guide, sources);

  it("reads and checks the frontmatter", () => {
    expect(view).toMatchObject({ title: "JWT", lastReviewed: "2026-11-22" });
  });

  it("gives headings ids and lists them as the table of contents", () => {
    expect(view.toc).toEqual([
      { depth: 2, id: "the-claims", text: "The claims" },
      { depth: 3, id: "sample-code", text: "Sample code" },
      { depth: 2, id: "done", text: "Done" },
    ]);
    expect(view.segments[0]).toMatchObject({ kind: "html" });
    const prose = view.segments[0]!.kind === "html" ? view.segments[0]!.html : "";
    expect(prose).toContain(
      '<h2 id="the-claims"><a class="heading-link" href="#the-claims">The claims</a></h2>',
    );
    expect(prose).toContain("<table>");
    expect(prose).toMatch(
      /<div class="callout callout-warning" role="note" aria-label="Warning">[\s\S]*<strong>2 minutes<\/strong>/,
    );
  });

  it("draws checklist boxes as text rather than unlabelled form fields", () => {
    const last = view.segments.at(-1)!;
    const html = last.kind === "html" ? last.html : "";
    expect(html).not.toContain("<input");
    expect(html).toContain('<span class="task-box" aria-hidden="true">☐</span> First check');
    expect(html).toContain("☑");
  });

  it("turns components and code into segments in document order", () => {
    expect(view.segments.map((segment) => segment.kind)).toEqual([
      "html",
      "code-tabs",
      "code",
      "tool",
      "reference",
      "html",
    ]);
    const tabs = view.segments[1]!;
    expect(tabs.kind === "code-tabs" && tabs.tabs.map((tab) => [tab.language, tab.label])).toEqual([
      ["python", "Python"],
      ["javascript", "Node.js"],
    ]);
    expect(view.segments[2]).toMatchObject({ kind: "code", caption: "Header" });
    expect(view.segments[3]).toEqual({ kind: "tool", name: "JwtTool" });
    expect(view.segments[4]).toEqual({ kind: "reference", view: { specId: "provider" } });
  });

  it("names the file and field when the frontmatter is wrong", async () => {
    const bad = guide.replace("lastReviewed: 2026-11-22", "lastReviewed: yesterday");
    await expect(compileGuide("content/guides/jwt.mdx", bad, sources)).rejects.toThrow(
      /^content\/guides\/jwt\.mdx: lastReviewed: /,
    );
  });

  it("marks each callout kind by class and by its announced name", async () => {
    for (const [kind, label] of [
      ["note", "Note"],
      ["danger", "Danger"],
    ]) {
      const view = await compileGuide("g.mdx", guide.replace('type="warning"', `type="${kind}"`), sources);
      const prose = view.segments[0]?.kind === "html" ? view.segments[0].html : "";
      expect(prose).toContain(`<div class="callout callout-${kind}" role="note" aria-label="${label}">`);
    }
  });

  it("names the line and the kinds when a callout's kind is unknown", async () => {
    await expect(
      compileGuide("g.mdx", guide.replace('type="warning"', 'type="tip"'), sources),
    ).rejects.toThrow('g.mdx:15: <Callout type> is "note", "warning" or "danger", not "tip"');
  });

  it("refuses unknown components and imports", async () => {
    await expect(compileGuide("g.mdx", guide.replace("<JwtTool />", "<Nope />"), sources)).rejects.toThrow(
      GuideError,
    );
    await expect(
      compileGuide("g.mdx", guide.replace("Intro paragraph", 'import x from "y"\n\nIntro'), sources),
    ).rejects.toThrow(/cannot import/);
  });
});

describe("parts of an OpenAPI document in a guide", async () => {
  const { buildReference } = await import("../openapi/build-reference");
  const { fixtureDocument } = await import("../openapi/fixture.test-data");
  const reference = await buildReference("bills", fixtureDocument);
  const specSources = { ...sources, loadReference: async () => reference };
  const compile = (body: string) =>
    compileGuide(
      "g.mdx",
      `---\ntitle: T\ndescription: A description long enough.\nlastReviewed: 2026-11-22\n---\n\n${body}\n`,
      specSources,
    );

  it("embeds only the named operations", async () => {
    const [segment] = (await compile('<ApiReference spec="bills" operations={["makePayment"]} />')).segments;
    expect(segment?.kind === "operations" && segment.operations.map((operation) => operation.id)).toEqual([
      "makePayment",
    ]);
    expect(segment?.kind === "operations" && segment.operations[0]!.parameters.map((p) => p.anchor)).toEqual([
      "op-make-payment-header-client-id",
    ]);
  });

  it("embeds one table, one diagram or the error codes", async () => {
    const view = await compile(
      '<ApiTable spec="bills" id="agent-fields" />\n\n<ApiSequence spec="bills" id="chain" />\n\n<ErrorCodes spec="bills" />',
    );
    expect(view.segments.map((segment) => segment.kind)).toEqual(["table", "sequence", "error-codes"]);
    const codes = view.segments[2]!;
    expect(codes.kind === "error-codes" && codes.groups.map((group) => group.name)).toContain("Payment");
    expect(codes.kind === "error-codes" && codes.html).toContain(
      '<tr id="error-AM05-payment"><td><code>AM05</code></td>',
    );
  });

  describe("the headers every call sends", async () => {
    // Both operations send `client-id`, so it is common; the webhook sends nothing.
    const shared = structuredClone(fixtureDocument);
    shared.paths!["/biller-categories"]!.get!.parameters = [
      { $ref: "#/components/parameters/ClientId" } as never,
    ];
    shared["x-tables"]!.push({
      id: "credentials",
      title: "Credentials",
      description: "Every call sends `client-id`.",
      columns: ["Header", "Meaning"],
      rows: [["`client-id`", "Issued at onboarding"]],
    });
    const sharedReference = await buildReference("bills", shared);
    const compileShared = (body: string) =>
      compileGuide(
        "g.mdx",
        `---\ntitle: T\ndescription: A description long enough.\nlastReviewed: 2026-11-22\n---\n\n${body}\n`,
        { ...sources, loadReference: async () => sharedReference },
      );
    const operationSegments = (view: Awaited<ReturnType<typeof compileShared>>) =>
      view.segments.flatMap((segment) => (segment.kind === "operations" ? [segment] : []));

    it("are listed once, with the first operations that send them, and each operation links there", async () => {
      const [first, second, third] = operationSegments(
        await compileShared(
          [
            '<ApiReference spec="bills" operations={["paymentEvent"]} />',
            "## Pay",
            '<ApiReference spec="bills" operations={["makePayment"]} />',
            "## List",
            '<ApiReference spec="bills" operations={["listCategories", "paymentEvent"]} />',
          ].join("\n\n"),
        ),
      );
      expect(first?.commonParameters).toBeUndefined();
      expect(second?.commonParameters).toMatchObject({
        anchor: "bills-common-parameters",
        title: "Headers every call sends",
        introHtml: "Every call sends <code>client-id</code>.",
      });
      expect(second?.commonParameters?.parameters.map((parameter) => parameter.anchor)).toEqual([
        "bills-common-header-client-id",
      ]);
      expect(third?.commonParameters).toBeUndefined();
      const operations = [first, second, third].flatMap((segment) => segment?.operations ?? []);
      // The Markdown copy, which has no links, names the section the list is under.
      expect(
        operations.map((operation) => [operation.id, operation.commonParametersAt, operation.parameters]),
      ).toEqual([
        ["paymentEvent", undefined, []],
        ["makePayment", { anchor: "bills-common-parameters", section: "Pay" }, []],
        ["listCategories", { anchor: "bills-common-parameters", section: "Pay" }, []],
        ["paymentEvent", undefined, []],
      ]);
    });

    it("are not introduced again where the page already shows the document's table of them", async () => {
      const [segment] = operationSegments(
        await compileShared(
          '<ApiTable spec="bills" id="credentials" />\n\n<ApiReference spec="bills" operations={["makePayment"]} />',
        ),
      );
      expect(segment?.commonParameters?.introHtml).toBe("");
      expect(segment?.commonParameters?.parameters.map((parameter) => parameter.name)).toEqual(["client-id"]);
    });
  });

  it("names a missing operation or id", async () => {
    await expect(compile('<ApiReference spec="bills" operations={["nope"]} />')).rejects.toThrow(
      /has no operation nope/,
    );
    await expect(compile('<ApiTable spec="bills" id="nope" />')).rejects.toThrow(/no x-tables entry "nope"/);
  });
});
