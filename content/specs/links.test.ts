import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The flows the documents declare as OpenAPI links: each names an operation of its document, and
 * each runtime expression reads a field that the answer (or the request) it comes from has, into a
 * field or parameter that the next operation takes.
 */

type Node = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: Node[];
  requestBody?: Node;
  responses?: Record<string, Node>;
};
type Document = {
  paths?: Record<string, Record<string, Operation | Node[]>>;
  components?: Node;
};

const sources = import.meta.glob<string>("./*.yaml", { query: "?raw", import: "default", eager: true });
const documents = Object.entries(sources).map(
  ([file, source]) => [file.replace(/^\.\/|\.yaml$/g, ""), parse(source) as Document] as const,
);

const methods = ["get", "put", "post", "delete", "patch"] as const;

/** Follows local `$ref`s, e.g. `#/components/schemas/Context`. */
function resolve(document: Document, node: unknown): Node | undefined {
  let current = node as Node | undefined;
  for (let hops = 0; current && typeof current.$ref === "string" && hops < 20; hops++) {
    let target: unknown = document;
    for (const part of current.$ref.slice(2).split("/"))
      target = (target as Node | undefined)?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    current = target as Node | undefined;
  }
  return current;
}

/** The schema and every schema it is made of (allOf, anyOf, oneOf, if/then/else), resolved. */
function alternatives(document: Document, schema: unknown, seen = new Set<unknown>()): Node[] {
  const resolved = resolve(document, schema);
  if (!resolved || seen.has(resolved)) return [];
  seen.add(resolved);
  const parts = [
    ...((resolved.allOf as unknown[]) ?? []),
    ...((resolved.anyOf as unknown[]) ?? []),
    ...((resolved.oneOf as unknown[]) ?? []),
    ...[resolved.if, resolved.then, resolved.else].filter(Boolean),
  ];
  return [resolved, ...parts.flatMap((part) => alternatives(document, part, seen))];
}

/** Whether `pointer` (`/data/context`, `/data/0/billerId`) names a place `schema` describes. */
function schemaHas(document: Document, schema: unknown, pointer: string): boolean {
  const parts = pointer === "" ? [] : pointer.slice(1).split("/");
  let current = alternatives(document, schema);
  for (const part of parts) {
    current = current.flatMap((node) => {
      if (/^[0-9]+$/.test(part) && node.items) return alternatives(document, node.items);
      const property = (node.properties as Node | undefined)?.[part];
      return property ? alternatives(document, property) : [];
    });
    if (current.length === 0) return false;
  }
  return current.length > 0;
}

const jsonSchemaOf = (document: Document, holder: unknown) =>
  (resolve(document, holder)?.content as Record<string, Node> | undefined)?.["application/json"]?.schema;

const runtimeExpression =
  /^\$(?:url|method|statusCode|request\.(?:header|query|path)\.[A-Za-z0-9_.-]+|(?:request|response)\.header\.[A-Za-z0-9_-]+|(?:request|response)\.body(?:#(?:\/[^/]*)*)?)$/;

type Located = { document: Document; operation: Operation; response: Node };

/** Why one source value of a link cannot be read, or undefined when it can. */
function sourceProblem({ document, operation, response }: Located, value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("$")) return undefined; // a literal
  if (!runtimeExpression.test(value)) return `${value} is not a runtime expression`;
  const body = /^\$(request|response)\.body(?:#(.*))?$/.exec(value);
  if (body) {
    const schema =
      body[1] === "response"
        ? jsonSchemaOf(document, response)
        : jsonSchemaOf(document, operation.requestBody);
    if (!schema) return `${value}: no JSON ${body[1]} body`;
    return schemaHas(document, schema, body[2] ?? "")
      ? undefined
      : `${value}: not in the ${body[1]}'s schema`;
  }
  const parameter = /^\$request\.(query|path|header)\.(.+)$/.exec(value);
  if (parameter) {
    const known = (operation.parameters ?? [])
      .map((entry) => resolve(document, entry))
      .some((entry) => entry?.in === parameter[1] && entry?.name === parameter[2]);
    return known ? undefined : `${value}: the operation has no such parameter`;
  }
  return undefined;
}

/** Leaves of a link's `requestBody` object, by pointer: `{ customer: { dob } }` → `/customer/dob`. */
function leaves(value: unknown, pointer = ""): [string, unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, field]) => leaves(field, `${pointer}/${key}`));
  return [[pointer, value]];
}

function operationsOf(document: Document): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const item of Object.values(document.paths ?? {}))
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (operation?.operationId) found.set(operation.operationId, operation);
    }
  return found;
}

/** Every problem with the links of a document, each naming the link. */
function linkProblems(document: Document): string[] {
  const operations = operationsOf(document);
  const problems: string[] = [];
  for (const [operationId, operation] of operations) {
    for (const [status, responseOrRef] of Object.entries(operation.responses ?? {})) {
      const response = resolve(document, responseOrRef);
      for (const [name, linkOrRef] of Object.entries((response?.links as Record<string, Node>) ?? {})) {
        const link = resolve(document, linkOrRef) ?? {};
        const where = `${operationId} ${status} ${name}`;
        const target = operations.get(String(link.operationId));
        if (!target) {
          problems.push(`${where}: no operation ${String(link.operationId)}`);
          continue;
        }
        const from: Located = { document, operation, response: response! };
        for (const [key, value] of Object.entries((link.parameters as Node | undefined) ?? {})) {
          const [, place, parameterName] = /^(?:(path|query|header|cookie)\.)?(.+)$/.exec(key) ?? [];
          const taken = (target.parameters ?? [])
            .map((entry) => resolve(document, entry))
            .some((entry) => entry?.name === parameterName && (place === undefined || entry?.in === place));
          if (!taken) problems.push(`${where}: ${link.operationId as string} has no parameter ${key}`);
          const problem = sourceProblem(from, value);
          if (problem) problems.push(`${where}: ${problem}`);
        }
        if (link.requestBody !== undefined) {
          const targetSchema = jsonSchemaOf(document, target.requestBody);
          if (!targetSchema) problems.push(`${where}: ${link.operationId as string} takes no JSON body`);
          for (const [pointer, value] of leaves(link.requestBody)) {
            if (targetSchema && !schemaHas(document, targetSchema, pointer))
              problems.push(`${where}: ${link.operationId as string}'s body has no ${pointer}`);
            const problem = sourceProblem(from, value);
            if (problem) problems.push(`${where}: ${problem}`);
          }
        }
      }
    }
  }
  return problems;
}

const linked = (document: Document) =>
  [...operationsOf(document).values()].flatMap((operation) =>
    Object.values(operation.responses ?? {}).flatMap((response) =>
      Object.values((resolve(document, response)?.links as Record<string, Node>) ?? {}).map(
        (link) => link.operationId,
      ),
    ),
  );

describe.each(documents)("the links of the %s document", (_id, document) => {
  it("name its operations, and read and fill fields that exist", () => {
    expect(linkProblems(document)).toEqual([]);
  });
});

describe("the declared flows", () => {
  const of = (id: string) => linked(documents.find(([name]) => name === id)![1]);

  it("chain the bill payment's context, the complaint and the biller lookup", () => {
    expect(of("cou")).toEqual(
      expect.arrayContaining([
        "getFetchedBill",
        "makePayment",
        "getPaymentStatus",
        "getComplaintStatus",
        "getBillerDetails",
      ]),
    );
  });

  it("chain FASTag's issuance and recharge steps", () => {
    expect(of("fastag")).toEqual(
      expect.arrayContaining([
        "validateOtp",
        "vehicleStatus",
        "walletCreationStatus",
        "walletBalance",
        "rechargeRequest",
        "rechargeEnquiry",
      ]),
    );
  });

  it("lead from what the deliveries API creates to reading it, and from a report page to the next", () => {
    expect(of("deliveries")).toEqual(
      expect.arrayContaining(["getDelivery", "getNotificationUrls", "getFastagNotificationUrl"]),
    );
    expect(of("provider")).toContain("getReports");
  });
});

describe("the link check", () => {
  const document: Document = {
    paths: {
      "/a": {
        post: {
          operationId: "a",
          requestBody: {
            content: { "application/json": { schema: { properties: { id: { type: "string" } } } } },
          },
          responses: {
            default: {
              content: {
                "application/json": {
                  schema: { properties: { data: { properties: { context: { type: "string" } } } } },
                },
              },
              links: {
                Good: { operationId: "b", requestBody: { context: "$response.body#/data/context" } },
                Missing: { operationId: "c" },
                WrongSource: { operationId: "b", requestBody: { context: "$response.body#/data/contxt" } },
                WrongTarget: { operationId: "b", requestBody: { ctx: "$response.body#/data/context" } },
                NotAnExpression: { operationId: "b", requestBody: { context: "$response.data.context" } },
                NoParameter: { operationId: "b", parameters: { "path.id": "$request.body#/id" } },
              },
            },
          },
        },
      },
      "/b": {
        post: {
          operationId: "b",
          requestBody: {
            content: { "application/json": { schema: { properties: { context: { type: "string" } } } } },
          },
        },
      },
    },
  };

  it("names each link that points nowhere", () => {
    expect(linkProblems(document)).toEqual([
      "a default Missing: no operation c",
      "a default WrongSource: $response.body#/data/contxt: not in the response's schema",
      "a default WrongTarget: b's body has no /ctx",
      "a default NotAnExpression: $response.data.context is not a runtime expression",
      "a default NoParameter: b has no parameter path.id",
    ]);
  });
});
