import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { sampleFlows } from "../../content/sandbox/sample-flows";
import { sandboxSpecIds } from "../sandbox/sandbox-url";
import { fixtureDocument } from "./fixture.test-data";
import type { OpenApiDocument } from "./openapi";
import { postmanCollection, type PostmanCollection } from "./postman-collection";
import { collectionVariables, postmanEnvironment } from "./postman-environment";

const sources = import.meta.glob<string>("../../content/specs/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const documentOf = (id: string) => parse(sources[`../../content/specs/${id}.yaml`]!) as OpenApiDocument;

const requests = (collection: PostmanCollection) => collection.item.flatMap((folder) => folder.item);
const named = (collection: PostmanCollection, name: string) =>
  requests(collection).find((item) => item.name === name)!;
const script = (item: ReturnType<typeof named>, listen: string) =>
  item.event?.find((event) => event.listen === listen)?.script.exec.join("\n") ?? "";

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

  it("stays a plain collection for a document the sandbox does not serve", () => {
    const biller = postmanCollection(documentOf("biller"), "biller");
    expect(biller.variable[0]?.key).toBe("baseUrl");
    expect(requests(biller).every((item) => item.event === undefined)).toBe(true);
  });
});

describe("a sandbox document's collection", () => {
  const cou = postmanCollection(documentOf("cou"), "cou");

  it("runs every step of the flow once, in flow order, in tag folders", () => {
    expect(requests(cou)).toHaveLength(sampleFlows.cou.length);
    expect(cou.item.map((folder) => folder.name)).toEqual([
      "Billers",
      "Bill fetch and payment",
      "Complaints",
    ]);
    expect(requests(cou).map((item) => item.request.url.raw.split("/").at(-1))).toEqual([
      "biller-categories",
      "biller-categories",
      "biller-list",
      "biller-details",
      "biller-fields",
      "bill-fetch-request",
      "get-fetched-bill",
      "make-payment",
      "get-payment-status",
      "raise-complaint",
      "complaint-status",
    ]);
  });

  it("sends the credentials as environment variables and the context as the tests before set it", () => {
    const payment = named(cou, "Pay the fetched bill");
    expect(payment.request.header).toContainEqual({ key: "client-secret", value: "{{client-secret}}" });
    expect(JSON.parse(payment.request.body!.raw)).toMatchObject({
      context: "{{get-fetched-bill.context}}",
      referenceId: "{{paymentReferenceId}}",
    });
    expect(script(payment, "prerequest")).toContain('pm.collectionVariables.set("paymentReferenceId"');
    const fetched = named(cou, "Get the fetched bill");
    expect(script(fetched, "test")).toContain('for (const field of ["context"])');
    expect(script(fetched, "test")).toContain('pm.collectionVariables.set("get-fetched-bill." + field');
  });

  it("checks the documented answer of each request", () => {
    const test = script(named(cou, "Register a bill fetch"), "test");
    expect(test).toContain("pm.response.to.have.status(200)");
    expect(test).toContain('pm.expect(["success"]).to.include(at(body, ["statusCode"]))');
  });

  it("fills templated paths and headers from earlier answers", () => {
    const deliveries = postmanCollection(documentOf("deliveries"), "deliveries");
    expect(named(deliveries, "Send a delivery again").request.url.raw).toBe(
      "{{baseUrl}}/deliveries/{{deliveries.id}}/redeliver",
    );
    const provider = postmanCollection(documentOf("provider"), "provider");
    expect(named(provider, "Check transaction status").request.header).toContainEqual({
      key: "Authorization",
      value: "Bearer {{token.token}}",
    });
  });

  it("keeps one folder for the document where a tag comes back later in the flow", () => {
    const provider = postmanCollection(documentOf("provider"), "provider");
    expect(provider.item.map((folder) => folder.name)).toEqual([documentOf("provider").info.title]);
    expect(requests(provider).map((item) => item.name)).toEqual([
      "Get a token: Transaction status API (clientID and secret)",
      "Check transaction status",
      "Get a token: Reports API (email, password, otp, grant_type)",
      "Get reports",
    ]);
  });

  it.each(sandboxSpecIds)("%s: every variable is in the environment or set by the collection", (id) => {
    const document = documentOf(id);
    const collection = postmanCollection(document, id);
    const environment = postmanEnvironment(id, document, "http://localhost:4000", collection);
    const defined = [
      ...environment.values.map((value) => value.key),
      ...collection.variable.map((variable) => variable.key),
    ];
    expect(collectionVariables(collection.item).filter((key) => !defined.includes(key))).toEqual([]);
    expect(collection.variable.every((variable) => variable.description?.startsWith("Set "))).toBe(true);
  });
});
