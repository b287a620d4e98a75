import { describe, expect, it } from "vitest";
import { compileGuide } from "../guides/compile-guide";
import { buildReference } from "../openapi/build-reference";
import { fixtureDocument } from "../openapi/fixture.test-data";
import { guideMarkdown, GuideMarkdownError } from "./guide-markdown";

const reference = await buildReference("bills", fixtureDocument);
const sources = {
  readSample: async (path: string) =>
    path.endsWith(".py") ? 'print("token")\n' : 'console.log("token" < "x");\n',
  loadReference: async () => reference,
};

const source = `---
title: Settlement notifications
description: The settlement notification the provider posts to a biller URL, and its retries.
lastReviewed: 2026-11-22
---

Intro with \`code\` and a [link](/bbps/jwt).

{/* A comment for authors only. */}

## Retries

| Attempt | After |
| --- | --- |
| 1 | 1 minute |

<Callout type="warning">

A \`false\` reply is retried **five** times.

</Callout>

### Sample code

<CodeTabs files={["jwt/create_token.py", "jwt/create-token.mjs"]} />

\`\`\`json title="Reply"
{ "success": true }
\`\`\`

<JwtTool />

<ApiReference spec="bills" operations={["makePayment"]} />

<ErrorCodes spec="bills" />
`;

const view = await compileGuide("content/guides/g.mdx", source, sources);
const markdown = await guideMarkdown("content/guides/g.mdx", source, view, sources);

describe("guideMarkdown", () => {
  it("starts with the title and summary and keeps the prose as written", () => {
    expect(markdown).toMatch(
      /^# Settlement notifications\n\n> The settlement notification .*retries\.\n\nIntro with `code` and a \[link\]\(\/bbps\/jwt\)\.\n\n## Retries\n\n\| Attempt \| After \|/,
    );
    expect(markdown).not.toContain("lastReviewed");
    expect(markdown).not.toContain("comment for authors");
  });

  it("carries every heading of the page", () => {
    for (const entry of view.toc) expect(markdown).toContain(`${"#".repeat(entry.depth)} ${entry.text}\n`);
  });

  it("quotes callouts with their kind", () => {
    expect(markdown).toContain("> **Warning**\n>\n> A `false` reply is retried **five** times.");
  });

  it("gives each code tab a fenced block in its language, with the code as written", () => {
    expect(markdown).toContain('**Code samples: Python**\n\n```python\nprint("token")\n```');
    expect(markdown).toContain(
      '**Code samples: Node.js**\n\n```javascript\nconsole.log("token" < "x");\n```',
    );
    expect(markdown).toContain('```json title="Reply"\n{ "success": true }\n```');
  });

  it("mentions tools in one line and places API parts under the current section", () => {
    expect(markdown).toContain("*Interactive tool on this page: a JWT builder and verifier");
    expect(markdown).toContain("#### Make a payment\n\n`POST /make-payment`");
    expect(markdown).toContain("##### Headers and parameters\n\n- `client-id` (header, string, required)");
    expect(markdown).not.toContain("List categories");
    expect(markdown).toContain("#### Payment\n\nReturned by: `POST /make-payment`.");
  });

  it("lists the headers every call sends once, where the page does, and refers each operation there", async () => {
    // Both operations send `client-id`, which makes it a header every call sends.
    const shared = structuredClone(fixtureDocument);
    shared.paths!["/biller-categories"]!.get!.parameters = [
      { $ref: "#/components/parameters/ClientId" } as never,
    ];
    const sharedSources = { ...sources, loadReference: async () => buildReference("bills", shared) };
    const twoSteps = `---\ntitle: T\ndescription: A description long enough.\nlastReviewed: 2026-11-22\n---\n\n## Pay\n\n<ApiReference spec="bills" operations={["makePayment"]} />\n\n## List\n\n<ApiReference spec="bills" operations={["listCategories"]} />\n`;
    const text = await guideMarkdown(
      "g.mdx",
      twoSteps,
      await compileGuide("g.mdx", twoSteps, sharedSources),
      sharedSources,
    );
    expect(text).toContain(
      "## Pay\n\n### Headers every call sends\n\n- `client-id` (header, string, required): Issued at onboarding.\n\n### Make a payment",
    );
    expect(text.match(/`client-id`/g)).toHaveLength(1);
    expect(text.match(/Sends the headers every call sends \(under Pay\)\./g)).toHaveLength(2);
  });

  it("writes the kit's download command with the portal's origin, on the page and in the Markdown", async () => {
    const kit = `---\ntitle: T\ndescription: A description long enough.\nlastReviewed: 2026-11-22\n---\n\n## Kit\n\n<KitDownload />\n`;
    const kitSources = { ...sources, origin: "https://portal.example" };
    const compiled = await compileGuide("g.mdx", kit, kitSources);
    const code = compiled.segments.find((segment) => segment.kind === "code");
    expect(code?.kind === "code" && code.html).toContain("https://portal.example/downloads/biller-kit.mjs");
    const text = await guideMarkdown("g.mdx", kit, compiled, kitSources);
    expect(text).toContain(
      "## Kit\n\n```bash\ncurl -fO https://portal.example/downloads/biller-kit.mjs\nnode biller-kit.mjs --version v1.0 \\\n",
    );
  });

  it("ends with the downloads of the APIs it shows and the review date", () => {
    expect(markdown).toMatch(
      /## Download these APIs\n\n- `bills`: \[OpenAPI \(YAML\)\]\(\/specs\/bills\.yaml\) .*\n\nLast reviewed 2026-11-22\.\n$/,
    );
  });

  it("refuses a compiled guide that does not match the source", async () => {
    await expect(guideMarkdown("g.mdx", source, { ...view, segments: [] }, sources)).rejects.toThrow(
      GuideMarkdownError,
    );
    const reordered = { ...view, segments: [...view.segments].reverse() };
    await expect(guideMarkdown("g.mdx", source, reordered, sources)).rejects.toThrow(/out of step/);
  });
});
