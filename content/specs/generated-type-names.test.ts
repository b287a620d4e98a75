import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Document = {
  paths?: Record<string, Record<string, { operationId?: string }>>;
  webhooks?: Record<string, Record<string, { operationId?: string }>>;
  components?: { schemas?: Record<string, unknown> };
};

const sources = import.meta.glob<string>("./*.yaml", { query: "?raw", import: "default", eager: true });
const documents = Object.entries(sources).map(
  ([file, source]) => [file.replace(/^\.\/|\.yaml$/g, ""), parse(source) as Document] as const,
);

/** A name as TypeScript generators write a type: PascalCase, letters and digits only. */
const typeName = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");

/**
 * The types @hey-api/openapi-ts writes for each operation (`<OperationId>Data`, `…Errors`, `…Error`,
 * `…Responses`, `…Response`; a webhook's `…WebhookRequest` and `…WebhookPayload`) and its
 * `ClientOptions`. A schema of the same name makes it rename one of them with a digit (`…2`), so a
 * partner's client would not carry the name the reference shows.
 */
function generatedTypeNames(document: Document): Set<string> {
  const names = new Set(["ClientOptions"]);
  for (const [section, suffixes] of [
    ["paths", ["Data", "Errors", "Error", "Responses", "Response"]],
    ["webhooks", ["WebhookRequest", "WebhookPayload", "Data", "Errors", "Error", "Responses", "Response"]],
  ] as const) {
    for (const item of Object.values(document[section] ?? {})) {
      for (const operation of Object.values(item)) {
        if (!operation?.operationId) continue;
        for (const suffix of suffixes) names.add(`${typeName(operation.operationId)}${suffix}`);
      }
    }
  }
  return names;
}

/** Component schemas whose type name a generator also writes, or that two schemas share. */
function collidingSchemas(document: Document): string[] {
  const generated = generatedTypeNames(document);
  const seen = new Map<string, string>();
  const colliding: string[] = [];
  for (const name of Object.keys(document.components?.schemas ?? {})) {
    const type = typeName(name);
    if (generated.has(type)) colliding.push(`${name} (written for an operation)`);
    if (seen.has(type)) colliding.push(`${name} (same type as ${seen.get(type)})`);
    seen.set(type, name);
  }
  return colliding;
}

describe.each(documents)("the %s document's component schemas", (_id, document) => {
  it("take no name a generated client writes for an operation", () => {
    expect(Object.keys(document.components?.schemas ?? {}).length).toBeGreaterThan(0);
    expect(collidingSchemas(document)).toEqual([]);
  });
});

describe("the collision check", () => {
  it("finds a schema named after an operation's answer, request data or errors", () => {
    const document: Document = {
      paths: { "/make-payment": { post: { operationId: "makePayment" } } },
      webhooks: { settled: { post: { operationId: "settlementNotification" } } },
      components: {
        schemas: {
          MakePaymentResponse: {},
          MakePaymentData: {},
          SettlementNotificationWebhookPayload: {},
          Payment: {},
          Bill_V1: {},
          BillV1: {},
        },
      },
    };
    expect(collidingSchemas(document)).toEqual([
      "MakePaymentResponse (written for an operation)",
      "MakePaymentData (written for an operation)",
      "SettlementNotificationWebhookPayload (written for an operation)",
      "BillV1 (same type as Bill_V1)",
    ]);
  });
});
