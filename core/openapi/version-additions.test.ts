import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import billerSource from "../../content/specs/biller.yaml?raw";
import type { OpenApiDocument, SchemaObject } from "./openapi";
import { documentForVersion, jsonPath, versionAdditions, type VersionAddition } from "./version-additions";

const biller = parse(billerSource) as OpenApiDocument;

/** Each addition as one line, for comparing lists at a glance. */
const summary = (addition: VersionAddition) => {
  switch (addition.kind) {
    case "operation":
      return `operation ${addition.operationId}`;
    case "parameter":
      return `parameter ${addition.operationId} ${addition.in} ${addition.name}`;
    case "property":
      return `property ${addition.place.operationId} ${addition.place.body} ${jsonPath(addition.steps)}`;
    case "enum-values":
      return `enum ${addition.place.operationId} ${jsonPath(addition.steps)} ${addition.values.join(",")}`;
    case "variant":
      return `variant ${addition.place.operationId} ${addition.place.body} ${addition.title}`;
  }
};

describe("what biller v1.1 adds to v1.0", () => {
  const additions = versionAdditions(
    documentForVersion(biller, ["v1.0"]),
    documentForVersion(biller, ["v1.1", "Bill selection"]),
  );

  it("finds paymentOptions, the posting's amount and paymentOption, and bill selection, and nothing else", () => {
    expect(additions.map(summary)).toEqual([
      "property billFetch response paymentOptions",
      "variant billFetch response Bill selection",
      "property paymentPosting request amount",
      "property paymentPosting request paymentOption",
    ]);
  });

  it("gives each addition the description the document gives it", () => {
    const [paymentOptions, billSelection, amount] = additions;
    expect(paymentOptions).toMatchObject({
      place: { operationId: "billFetch", body: "response", status: "default" },
      steps: [{ variant: "v1.1 (paymentOptions)" }, { property: "paymentOptions" }],
      description: "Payment options keyed by name; at most 4 besides the default.",
    });
    expect(amount?.description).toMatch(/^Added in v1\.1\. The amount, in paise\./);
    // The selection types are prose in the alternative's description: no field carries them.
    expect(billSelection?.description).toContain("selection types SINGLE, MULTIPLE, ALL");
  });

  it("finds only the titled v1.1 alternatives without the bill selection label", () => {
    const withoutSelection = versionAdditions(
      documentForVersion(biller, ["v1.0"]),
      documentForVersion(biller, ["v1.1"]),
    );
    expect(withoutSelection.map(summary)).not.toContain("variant billFetch response Bill selection");
    expect(withoutSelection).toHaveLength(3);
  });
});

/** A one-operation document whose request body is `schema`, with `parameters` on the operation. */
function api(schema: SchemaObject, extra: Partial<OpenApiDocument> = {}, parameters = [] as never[]) {
  return {
    openapi: "3.1.0",
    info: { title: "Orders", version: "1" },
    paths: {
      "/orders": {
        post: {
          operationId: "createOrder",
          parameters,
          requestBody: { content: { "application/json": { schema } } },
          responses: { "200": { description: "Created" } },
        },
      },
    },
    ...extra,
  } as OpenApiDocument;
}

const order: SchemaObject = {
  type: "object",
  properties: {
    id: { type: "string", description: "The order's id." },
    status: { type: "string", description: "Where the order is.", enum: ["OPEN", "PAID"] },
    lines: { type: "array", items: { type: "object", properties: { sku: { type: "string" } } } },
  },
};

describe("versionAdditions on a small pair", () => {
  it("reports nothing when the versions are the same", () => {
    expect(versionAdditions(api(order), api(structuredClone(order)))).toEqual([]);
  });

  it("reports an added property by its JSON path, with its description", () => {
    const later = structuredClone(order);
    later.properties!.lines!.items!.properties!.quantity = { type: "integer", description: "How many." };
    expect(versionAdditions(api(order), api(later))).toEqual([
      {
        kind: "property",
        place: { operationId: "createOrder", body: "request" },
        steps: [{ property: "lines" }, { items: true }, { property: "quantity" }],
        description: "How many.",
      },
    ]);
    expect(jsonPath([{ property: "lines" }, { items: true }, { property: "quantity" }])).toBe(
      "lines[].quantity",
    );
  });

  it("reports enum values added, and not an enum that a field gains", () => {
    const later = structuredClone(order);
    later.properties!.status!.enum = ["OPEN", "PAID", "REFUNDED"];
    later.properties!.id!.enum = ["A"];
    expect(versionAdditions(api(order), api(later))).toEqual([
      {
        kind: "enum-values",
        place: { operationId: "createOrder", body: "request" },
        steps: [{ property: "status" }],
        values: ["REFUNDED"],
        description: "Where the order is.",
      },
    ]);
  });

  it("reports a new operation and a new parameter", () => {
    const refund = {
      post: { operationId: "refundOrder", summary: "Refund", description: "Refunds an order." },
    };
    const later = api(order, { webhooks: { refund } }, [
      { name: "Idempotency-Key", in: "header", description: "Makes a retry safe." },
    ] as never[]);
    expect(versionAdditions(api(order), later)).toEqual([
      {
        kind: "parameter",
        operationId: "createOrder",
        name: "Idempotency-Key",
        in: "header",
        description: "Makes a retry safe.",
      },
      {
        kind: "operation",
        operationId: "refundOrder",
        method: "post",
        path: "refund",
        summary: "Refund",
        description: "Refunds an order.",
      },
    ]);
  });
});

describe("documentForVersion", () => {
  it("keeps the alternatives titled for the version, and leaves a oneOf with none of them alone", () => {
    const body: SchemaObject = {
      anyOf: [
        { title: "v1.1", type: "object" },
        { title: "v1.10 (later)", type: "object" },
      ],
    };
    const other: SchemaObject = { oneOf: [{ title: "Card" }, { title: "Cash" }] };
    const narrowed = documentForVersion(api(body, { components: { schemas: { Other: other } } }), ["v1.1"]);
    const schema = narrowed.paths!["/orders"]!.post!.requestBody!.content!["application/json"]!.schema!;
    expect(schema.anyOf!.map((alternative) => alternative.title)).toEqual(["v1.1"]);
    expect(narrowed.components!.schemas!.Other).toEqual(other);
  });
});
