import { describe, expect, it } from "vitest";
import { buildReference } from "./build-reference";
import { fixtureDocument } from "./fixture.test-data";

describe("the try-it view of an operation", () => {
  it("carries the example request from the server's base, headers and compact body", async () => {
    const view = await buildReference("bills", fixtureDocument);
    const payment = view.tags
      .flatMap((tag) => tag.operations)
      .find((operation) => operation.id === "makePayment");
    expect(payment?.tryIt?.path).toBe("/api/bills/uat/make-payment");
    expect(payment?.tryIt?.headers.map((header) => header.name)).toContain("client-id");
    expect(JSON.parse(payment?.tryIt?.body ?? "null")).toEqual({ amount: 100, agent: { channel: "INT" } });
  });
});
