import { describe, expect, it } from "vitest";
import { buildReference } from "./build-reference";
import { sandboxBasePath, serverBase } from "./example-request";
import { fixtureDocument } from "./fixture.test-data";
import type { OpenApiDocument } from "./openapi";

const paymentOf = async (document: OpenApiDocument) =>
  (await buildReference("bills", document)).tags
    .flatMap((tag) => tag.operations)
    .find((operation) => operation.id === "makePayment");

describe("the try-it view of an operation", () => {
  it("carries the example request from the server's base, headers and compact body", async () => {
    const payment = await paymentOf(fixtureDocument);
    expect(payment?.tryIt?.path).toBe("/api/bills/uat/make-payment");
    expect(payment?.tryIt?.headers.map((header) => header.name)).toContain("client-id");
    expect(JSON.parse(payment?.tryIt?.body ?? "null")).toEqual({ amount: 100, agent: { channel: "INT" } });
  });

  describe("with a server variable whose values are issued during onboarding", () => {
    const document: OpenApiDocument = {
      ...fixtureDocument,
      servers: [
        {
          url: "/api/bills/{env}",
          variables: { env: { default: "env", "x-issued-during-onboarding": true } },
        },
      ],
    };

    it("sends the try-it request to the sandbox's own value of the variable", async () => {
      expect(sandboxBasePath(document)).toBe("/api/bills/uat");
      expect((await paymentOf(document))?.tryIt?.path).toBe("/api/bills/uat/make-payment");
    });

    it("keeps the placeholder in the samples with the credentials issued during onboarding", async () => {
      expect(serverBase(document).basePath).toBe("/api/bills/<env>");
      const curl = (await paymentOf(document))?.codeSamples[0]?.html;
      expect(curl).toContain("https://&lt;api-host&gt;/api/bills/&lt;env&gt;/make-payment");
    });

    it("shows the placeholder, not the URL-safe default, on the reference", async () => {
      const view = await buildReference("bills", document);
      expect(view.servers[0]?.variables).toEqual([
        expect.objectContaining({ name: "env", values: ["<env>"] }),
      ]);
    });
  });

  it("keeps a default written as a <placeholder> when the variable is not marked as issued during onboarding", () => {
    const unmarked: OpenApiDocument = {
      ...fixtureDocument,
      servers: [{ url: "/api/bills/{env}", variables: { env: { default: "<env>" } } }],
    };
    expect(sandboxBasePath(unmarked)).toBe("/api/bills/<env>");
  });

  it("keeps a published default where the sandbox has a value of its own for the name", () => {
    const published: OpenApiDocument = {
      ...fixtureDocument,
      servers: [{ url: "/api/{env}", variables: { env: { default: "mock", enum: ["mock", "uat"] } } }],
    };
    expect(sandboxBasePath(published)).toBe("/api/mock");
  });
});
