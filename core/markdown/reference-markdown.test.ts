import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildReference } from "../openapi/build-reference";
import type { OpenApiDocument } from "../openapi/openapi";
import { fixtureDocument } from "../openapi/fixture.test-data";
import { referenceMarkdown } from "./reference-markdown";

const view = await buildReference("bills", fixtureDocument);
const markdown = referenceMarkdown(view, { level: 2 });

describe("referenceMarkdown", () => {
  it("gives each tag a section and each operation a heading with its method and path", () => {
    expect(markdown).toContain("## Payments\n\nPay.\n\n### Make a payment\n\n`POST /make-payment`");
    expect(markdown).toContain("### List categories\n\n`GET /biller-categories`");
    expect(markdown).toContain("## Webhooks\n\n### Payment event\n\n`POST paymentEvent` (webhook)");
  });

  it("lists parameters with where they go and whether they are required", () => {
    expect(markdown).toContain(
      "#### Headers and parameters\n\n- `client-id` (header, string, required): Issued at onboarding.",
    );
  });

  it("lists body fields as a nested list with types, constraints and enum values", () => {
    expect(markdown).toContain("- `amount` (integer, required): Amount. Minimum 100.");
    expect(markdown).toContain("- `accountNumber` (string): Exactly 16 characters; pattern ^\\\\d{16}$.");
    expect(markdown).toMatch(
      /- `agent` \(Agent, required\)\n {2}- `channel` \(string\): One of: `INT`, `MOB`\./,
    );
    expect(markdown).toContain("- `mode` (one of)\n  - One of: Card\n    - `cardExpiry` (string)");
  });

  it("shows examples as fenced JSON", () => {
    expect(markdown).toContain('**Request: By card**\n\n```json\n{\n  "amount": 100,');
    expect(markdown).toContain('**Response: Paid**\n\n```json\n{\n  "statusCode": "success"');
  });

  it("shows error groups as tables and rules, notes and flows in their own sections", () => {
    expect(markdown).toContain(
      "## Error codes\n\n### Payment\n\nReturned by: `POST /make-payment`.\n\n| Code | Meaning |\n| --- | --- |\n| `AM05` | Duplication. |",
    );
    expect(markdown).toContain("## Notes for integrators\n\n### Spelling\n\nThe table says `MOBB`.");
    expect(markdown).toContain(
      "### Context chain\n\n| Step | From | To | Message |\n| --- | --- | --- | --- |\n| 1 | Partner | Bill API | bill-fetch-request |",
    );
    expect(markdown).toContain(
      "### Agent fields\n\n| Channel | Fields |\n| --- | --- |\n| MOB | app, imei, os |",
    );
  });

  it("starts with the version and the downloads, except inside a guide", () => {
    expect(markdown.split("\n")[0]).toBe(
      "Version **1.0** · OpenAPI 3.1 · [OpenAPI (YAML)](/specs/bills.yaml) · [OpenAPI (JSON)](/specs/bills.json) · [Postman collection](/specs/bills.postman.json)",
    );
    expect(referenceMarkdown(view, { level: 3, embedded: true })).not.toContain("Version");
  });

  it("shows the first language's request sample as a fenced block", () => {
    expect(markdown).toMatch(/#### Sample request \(cURL\)\n\n```sh\ncurl /);
  });

  it("starts its sections at the level it is given", () => {
    const nested = referenceMarkdown(view, { level: 4, embedded: true });
    expect(nested).toContain("#### Payments");
    expect(nested).toContain("##### Make a payment");
    expect(nested).toContain("###### Request body");
  });
});

describe("the links of a response, in Markdown", async () => {
  const [source = ""] = Object.values(
    import.meta.glob<string>("../../content/specs/cou.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  );
  const cou = referenceMarkdown(await buildReference("cou", parse(source) as OpenApiDocument), { level: 2 });

  it("are listed as the next calls, with what each passes on", () => {
    expect(cou).toContain(
      "Next calls:\n\n- `POST /get-fetched-bill`: Retrieve the bill with the `data.context` this call returned.",
    );
  });
});
