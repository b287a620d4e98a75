import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { OpenApiDocument } from "./openapi";
import { postmanCollection } from "./postman-collection";
import { collectionVariables, postmanEnvironment } from "./postman-environment";

const sources = import.meta.glob<string>("../../content/specs/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const documentOf = (id: string) => parse(sources[`../../content/specs/${id}.yaml`]!) as OpenApiDocument;

describe("postmanEnvironment", () => {
  const environmentOf = (id: "cou" | "provider", origin = "https://developers.bank.test") => {
    const document = documentOf(id);
    return postmanEnvironment(id, document, origin, postmanCollection(document, id));
  };

  it("holds the sandbox's address on the origin and the published credentials the collection sends", () => {
    const environment = environmentOf("cou");
    expect(environment._postman_variable_scope).toBe("environment");
    expect(environment.values[0]).toEqual({
      key: "baseUrl",
      value: "https://developers.bank.test/sandbox/api/bills/uat",
      type: "default",
      enabled: true,
    });
    expect(environment.values).toContainEqual({
      key: "client-id",
      value: "sandbox-client-id",
      type: "default",
      enabled: true,
    });
    expect(environment.values).toContainEqual({
      key: "client-secret",
      value: "sandbox-client-secret",
      type: "secret",
      enabled: true,
    });
    expect(environment.values).toHaveLength(8);
  });

  it("carries the credentials the provider's token call sends in its body", () => {
    expect(environmentOf("provider").values.map((value) => value.key)).toEqual([
      "baseUrl",
      "clientID",
      "secret",
      "email",
      "password",
      "otp",
      "grant_type",
    ]);
  });

  it("has the same id in every build", () => {
    expect(environmentOf("cou").id).toBe(environmentOf("cou", "http://localhost:4000").id);
    expect(environmentOf("cou").id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(environmentOf("cou").id).not.toBe(environmentOf("provider").id);
  });
});

describe("collectionVariables", () => {
  it("lists each {{variable}} once, in order of first use", () => {
    expect(
      collectionVariables({
        a: "{{baseUrl}}/x/{{deliveries.id}}",
        b: ["Bearer {{token.token}}", "{{baseUrl}}"],
      }),
    ).toEqual(["baseUrl", "deliveries.id", "token.token"]);
  });
});
