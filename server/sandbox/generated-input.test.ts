import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliverySettings } from "../../content/sandbox/deliveries";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { resolveRef, type OpenApiDocument, type SchemaObject } from "../../core/openapi/openapi";
import { sandboxCodes } from "../../core/sandbox/sandbox-codes";
import { loadSandboxSpecs } from "./load-specs";
import { couBase, fetchBody, post, testSandbox } from "./sandbox-client.test-data";
import { inRange } from "./spec-rules";
import { specOperations } from "./spec-operations";

/**
 * Generated bodies thrown at every operation of both documents: whatever arrives, the sandbox
 * answers with a documented status and a documented code, and keeps serving.
 */
const { app } = testSandbox();
const specs = loadSandboxSpecs();
const documentedStatuses = new Set([200, 400, 401, 403, 404, 405, 413, 415]);

function documentedCode(document: OpenApiDocument, code: string): boolean {
  if (code === "success" || code in sandboxCodes) return true;
  return (document["x-error-groups"] ?? []).some((group) =>
    group.codes.some((entry) => entry.code === code || inRange(entry.code, code)),
  );
}

/** The top-level property names the operation's body schema documents, to aim values at real fields. */
function fieldNames(document: OpenApiDocument, pointer: string | undefined): string[] {
  if (!pointer) return [];
  let node: unknown = document;
  for (const part of pointer.slice(2).split("/")) {
    node = resolveRef(
      document,
      (node as Record<string, unknown>)[part.replaceAll("~1", "/").replaceAll("~0", "~")] as SchemaObject,
    );
  }
  const schema = node as SchemaObject & { oneOf?: SchemaObject[]; anyOf?: SchemaObject[] };
  const variants = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((variant) =>
    resolveRef(document, variant),
  );
  return [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
}

/** Any JSON, objects with the documented fields holding any JSON, and text that may not be JSON. */
function bodies(fields: string[]) {
  const documentedFields =
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 3 }), { maxKeys: fields.length })
      : fc.constant({});
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    documentedFields.map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
  );
}

/** A token for the API the path belongs to: reports, or transaction status. */
async function bearerToken(path: string): Promise<string> {
  const { reports, status } = sandboxFixtures.provider.credentials;
  const reply = await post(app, "/api/auth/token", path.includes("report") ? reports : status);
  return reply.body.data.token as string;
}

const apiBase = { cou: couBase, provider: "" } as const;

describe("generated request bodies", () => {
  for (const id of ["cou", "provider"] as const) {
    const document = specs[id];
    for (const operation of specOperations(document)) {
      it(`${id} ${operation.method} ${operation.path} answers each one with a documented status and code`, async () => {
        const headers = operation.bearer
          ? { authorization: `Bearer ${await bearerToken(operation.path)}` }
          : {};
        await fc.assert(
          fc.asyncProperty(bodies(fieldNames(document, operation.bodySchemaPointer)), async (body) => {
            const reply = await post(app, `${apiBase[id]}${operation.path}`, body, headers);
            expect(documentedStatuses).toContain(reply.status);
            expect(reply.body).toBeTypeOf("object");
            const code: unknown = reply.body.statusCode;
            if (code !== undefined) {
              expect(code).toBeTypeOf("string");
              expect(documentedCode(document, code as string), `undocumented code ${String(code)}`).toBe(
                true,
              );
            }
          }),
          { numRuns: 150 },
        );
      });
    }
  }

  /** The statuses an operation documents, and the transport ones every body-taking call may answer. */
  const statusesOf = (document: OpenApiDocument, operation: { method: string; path: string }) => {
    const responses =
      document.paths?.[operation.path]?.[operation.method.toLowerCase() as "post"]?.responses ?? {};
    return new Set([
      ...Object.keys(responses)
        .filter((key) => /^\d+$/.test(key))
        .map(Number),
      413,
      415,
    ]);
  };
  const instaCollectHeaders = Object.fromEntries(
    deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
  );

  for (const operation of specOperations(specs.deliveries).filter(
    (candidate) => candidate.method === "POST",
  )) {
    if (operation.path.includes("{")) continue;
    it(`deliveries POST ${operation.path} answers each one with its documented status and a sandbox code`, async () => {
      const documented = statusesOf(specs.deliveries, operation);
      await fc.assert(
        fc.asyncProperty(bodies(fieldNames(specs.deliveries, operation.bodySchemaPointer)), async (body) => {
          const reply = await post(app, operation.path, body, instaCollectHeaders);
          expect(documented).toContain(reply.status);
          const code: unknown = reply.body.statusCode;
          if (reply.status >= 400) expect(Object.keys(sandboxCodes)).toContain(code);
        }),
        { numRuns: 150 },
      );
    });
  }

  // InstaCollect documents no statuses or error codes: the sandbox's own codes and their statuses.
  for (const operation of specOperations(specs.instacollect)) {
    it(`instacollect POST ${operation.path} answers each one with a link or a sandbox code`, async () => {
      await fc.assert(
        fc.asyncProperty(
          bodies(fieldNames(specs.instacollect, operation.bodySchemaPointer)),
          async (body) => {
            const reply = await post(app, operation.path, body, instaCollectHeaders);
            if (reply.status === 200) {
              expect(Object.keys(reply.body).sort()).toEqual(["link", "sessionId"]);
              return;
            }
            const code = reply.body.statusCode as keyof typeof sandboxCodes;
            expect(Object.keys(sandboxCodes)).toContain(code);
            expect(reply.status).toBe(sandboxCodes[code].status);
          },
        ),
        { numRuns: 150 },
      );
    });
  }

  it("still serves a valid request afterwards", async () => {
    const reply = await post(app, `${couBase}/bill-fetch-request`, fetchBody());
    expect(reply.body.statusCode).toBe("success");
  });
});
