import { describe, expect, it } from "vitest";
import { fixtureDocument } from "./fixture.test-data";
import { postmanCollection } from "./postman-collection";

describe("postmanCollection", () => {
  const collection = postmanCollection(fixtureDocument);

  it("is a v2.1 collection with one folder per tag", () => {
    expect(collection.info.schema).toBe(
      "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    );
    expect(collection.item.map((folder) => folder.name)).toEqual(["Payments", "Billers"]);
  });

  it("turns onboarding credentials into collection variables", () => {
    expect(collection.variable).toEqual([
      { key: "baseUrl", value: "https://api-host/api/bills/uat" },
      { key: "client-id", value: "" },
    ]);
    const request = collection.item[0]!.item[0]!.request;
    expect(request.header).toContainEqual({ key: "client-id", value: "{{client-id}}" });
    expect(request.url.raw).toBe("{{baseUrl}}/make-payment");
    expect(JSON.parse(request.body!.raw)).toEqual({ amount: 100, agent: { channel: "INT" } });
  });
});
