import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildReference } from "./build-reference";
import { fixtureDocument } from "./fixture.test-data";
import type { OpenApiDocument } from "./openapi";

const view = await buildReference("bills", fixtureDocument);
const payment = view.tags.find((tag) => tag.name === "Payments")!.operations[0]!;

describe("buildReference", () => {
  it("groups operations by tag in the declared order", () => {
    expect(view.tags.map((tag) => tag.name)).toEqual(["Billers", "Payments"]);
    expect(payment).toMatchObject({
      id: "makePayment",
      anchor: "op-make-payment",
      method: "POST",
      path: "/make-payment",
    });
  });

  it("resolves shared parameters and marks them required", () => {
    expect(payment.parameters).toEqual([
      expect.objectContaining({
        name: "client-id",
        in: "header",
        required: true,
        anchor: "op-make-payment-header-client-id",
      }),
    ]);
  });

  it("builds a field tree with types, required flags, enums, constraints and anchors", () => {
    const fields = payment.requestBody!.schema!.fields;
    expect(fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ["amount", "integer", true],
      ["accountNumber", "string", false],
      ["agent", "Agent", true],
      ["mode", "one of", false],
    ]);
    expect(fields[1]!.constraints).toEqual(["exactly 16 characters", "pattern ^\\d{16}$"]);
    const agent = fields[2]!;
    expect(agent.children.map((child) => child.name)).toEqual(["channel", "parent"]);
    expect(agent.children[0]).toMatchObject({
      enumValues: ["INT", "MOB"],
      anchor: "op-make-payment-request-agent-channel",
    });
    // A schema that contains itself stops after one level instead of expanding forever.
    expect(agent.children[1]!.children).toEqual([]);
    expect(fields[3]!.variants.map((variant) => variant.title)).toEqual(["Card", "Account"]);
  });

  it("merges allOf envelopes into one list of fields", () => {
    const response = payment.responses[0]!;
    expect(response.status).toBe("default");
    expect(response.schema!.fields.map((field) => field.name)).toEqual(["statusCode", "data"]);
    expect(response.examples[0]!.summary).toBe("Paid");
  });

  it("generates highlighted code samples in seven languages with the server's base path", () => {
    expect(payment.codeSamples.map((sample) => sample.language)).toEqual([
      "curl",
      "javascript",
      "python",
      "java",
      "csharp",
      "php",
      "go",
    ]);
    const curl = payment.codeSamples[0]!.html;
    expect(curl).toContain("https://&lt;api-host&gt;/api/bills/uat/make-payment");
    expect(curl).toContain("client-id: &lt;client-id&gt;");
    expect(curl).toContain("hljs-");
  });

  it("documents webhooks without calling code", () => {
    expect(view.webhooks).toHaveLength(1);
    expect(view.webhooks[0]).toMatchObject({ kind: "webhook", codeSamples: [] });
  });

  it("links error groups and operations both ways", () => {
    expect(payment.errorGroupAnchors).toEqual([{ name: "Payment", anchor: "errors-payment" }]);
    expect(view.errorGroups[0]!.operations[0]).toEqual({
      id: "makePayment",
      anchor: "op-make-payment",
      label: "POST /make-payment",
    });
    expect(view.errorGroups[0]!.codes[0]!.anchor).toBe("error-AM05-payment");
  });

  it("renders tables, notes and sequence diagrams", () => {
    expect(view.tables[0]!.rows).toEqual([["MOB", "app, imei, os"]]);
    expect(view.notes[0]!.bodyHtml).toContain("<code>MOBB</code>");
    expect(view.sequences[0]).toMatchObject({
      title: "Context chain",
      participants: ["Partner", "Bill API"],
      steps: [{ from: "Partner", to: "Bill API", message: "bill-fetch-request" }],
    });
  });

  it("offers YAML, JSON and Postman downloads", () => {
    expect(view.downloads.map((download) => download.href)).toEqual([
      "/specs/bills.yaml",
      "/specs/bills.json",
      "/specs/bills.postman.json",
    ]);
  });
});

describe("the links of a response", async () => {
  const [source = ""] = Object.values(
    import.meta.glob<string>("../../content/specs/cou.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  );
  const cou = await buildReference("cou", parse(source) as OpenApiDocument);
  const operations = cou.tags.flatMap((tag) => tag.operations);
  const byId = (id: string) => operations.find((operation) => operation.id === id)!;

  it("lead to the operation they name, by its anchor and its method and path", () => {
    expect(byId("billFetchRequest").responses[0]?.links).toEqual([
      {
        name: "GetFetchedBill",
        anchor: byId("getFetchedBill").anchor,
        label: "POST /get-fetched-bill",
        descriptionHtml: "Retrieve the bill with the <code>data.context</code> this call returned.",
      },
    ]);
    expect(byId("getBillerCategories").responses[0]?.links).toEqual([]);
  });
});
