import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { sampleEventBody, sandboxBatchInfoPrefix } from "../../core/deliveries/event-bodies";
import { resolveRef, type OpenApiDocument } from "../../core/openapi/openapi";
import { loadSpec } from "./load-specs";
import { cou, post, testSandbox, type Json } from "./sandbox-client.test-data";

/**
 * The sandbox sends every field its documents declare: each test walks a response schema's
 * properties (through `$ref`, `allOf` and array items) and checks that some answer of the sandbox
 * has every path, so a field added to a document fails here until the sandbox sends it.
 */

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
};

/** Every property path a schema declares, e.g. `records[].payment.failureReason`. */
export function declaredPaths(document: OpenApiDocument, schema: Schema, prefix = ""): string[] {
  const resolved = resolveRef(document, schema);
  const paths: string[] = [];
  for (const part of resolved.allOf ?? []) paths.push(...declaredPaths(document, part, prefix));
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    const path = prefix === "" ? name : `${prefix}.${name}`;
    paths.push(path, ...declaredPaths(document, property, path));
  }
  if (resolved.items) paths.push(...declaredPaths(document, resolved.items, `${prefix}[]`));
  return paths;
}

/** Every path present in some of `values`, in the same notation. */
export function presentPaths(values: readonly unknown[], prefix = ""): Set<string> {
  const paths = new Set<string>();
  for (const value of values) {
    if (Array.isArray(value)) for (const path of presentPaths(value, `${prefix}[]`)) paths.add(path);
    else if (value !== null && typeof value === "object")
      for (const [name, child] of Object.entries(value)) {
        const path = prefix === "" ? name : `${prefix}.${name}`;
        paths.add(path);
        for (const inner of presentPaths([child], path)) paths.add(inner);
      }
  }
  return paths;
}

const missingPaths = (declared: readonly string[], answers: readonly unknown[]) => {
  const present = presentPaths(answers);
  return declared.filter((path) => !present.has(path));
};

/** The schema of an operation's (or webhook's) answer or request body, as the document declares it. */
function schemaAt(document: OpenApiDocument, pointer: string[]): Schema {
  const node = pointer.reduce<unknown>(
    (current, key) => resolveRef(document, (current as Record<string, Schema>)[key] ?? {}),
    document,
  );
  return node as Schema;
}

describe("declaredPaths and presentPaths", () => {
  it("find a declared field an answer leaves out, inside arrays too", () => {
    const document = {
      openapi: "3.1.0",
      components: { schemas: { Item: { type: "object", properties: { a: {}, b: {} } } } },
    } as unknown as OpenApiDocument;
    const schema = { properties: { list: { items: { $ref: "#/components/schemas/Item" } } } };
    expect(declaredPaths(document, schema)).toEqual(["list", "list[].a", "list[].b"]);
    expect(missingPaths(declaredPaths(document, schema), [{ list: [{ a: 1 }] }])).toEqual(["list[].b"]);
    expect(missingPaths(declaredPaths(document, schema), [{ list: [{ a: 1 }, { b: null }] }])).toEqual([]);
  });
});

/** The schema of an operation's JSON answer, as the bill and provider documents declare it (`default`). */
const answerSchema = (document: OpenApiDocument, path: string): Schema =>
  schemaAt(document, [
    "paths",
    path,
    "post",
    "responses",
    "default",
    "content",
    "application/json",
    "schema",
  ]);

describe("the sandbox sends every declared field", () => {
  it("of biller-details", async () => {
    const document = loadSpec("cou");
    const schema = answerSchema(document, "/biller-details");
    const data = declaredPaths(document, schema)
      .filter((path) => path.startsWith("data."))
      .map((path) => path.slice("data.".length));
    expect(data.length).toBeGreaterThanOrEqual(26);
    const { app } = testSandbox();
    const reply = await cou(app, "biller-details", { categoryCode: "C01", billerId: "BILLER000001" });
    expect(reply.body.statusCode).toBe("success");
    expect(missingPaths(data, [reply.body.data])).toEqual([]);
  });

  it("of the reports' records, with the failure fields on a failed record", async () => {
    const document = loadSpec("provider");
    const schema = answerSchema(document, "/api/reports");
    const { app } = testSandbox();
    const token = await post(app, "/api/auth/token", sandboxFixtures.provider.credentials.reports);
    const reply = await post(
      app,
      "/api/reports",
      { filters: { bbpsBillerID: "BILLER0000001", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" } },
      { authorization: `Bearer ${token.body.data.token as string}` },
    );
    expect(missingPaths(declaredPaths(document, schema), [reply.body])).toEqual([]);
    const records = reply.body.records as Json[];
    const failed = records.filter((record) => record.payment.status === "FAILED");
    const succeeded = records.filter((record) => record.payment.status === "SUCCESSFUL");
    expect(failed.length).toBeGreaterThan(0);
    for (const record of failed)
      expect(Object.keys(record.payment)).toEqual(
        expect.arrayContaining([
          "failureReason",
          "failureReasonDescription",
          "postingErrorCode",
          "postingErrorDesc",
        ]),
      );
    // A payment that went through has no failure to describe.
    for (const record of succeeded) expect(record.payment).not.toHaveProperty("failureReason");
  });

  it("of the settlement notification, batch_info included", async () => {
    const document = loadSpec("biller");
    const schema = schemaAt(document, [
      "webhooks",
      "settlementNotification",
      "post",
      "requestBody",
      "content",
      "application/json",
      "schema",
    ]);
    const body = await sampleEventBody("settlementNotification", Date.now());
    expect(missingPaths(declaredPaths(document, schema), [body])).toEqual([]);
    expect(body["batch_info"]).toMatch(new RegExp(`^${sandboxBatchInfoPrefix}`));
  });
});
