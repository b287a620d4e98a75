import type { SampleStep } from "../../content/sandbox/sample-flows";

/** A Postman script: JavaScript lines that Postman's sandbox (and newman) run around a request. */
export type PostmanEvent = {
  listen: "prerequest" | "test";
  script: { type: "text/javascript"; exec: string[] };
};

export const postmanScript = (listen: PostmanEvent["listen"], exec: string[]): PostmanEvent => ({
  listen,
  script: { type: "text/javascript", exec },
});

/**
 * Body fields the sandbox takes once only, by operation name: a fixed payment reference would pay
 * once per sandbox (a second run answers AM05, duplicate payment), so each run sends a new one.
 */
export const freshEachRun: Record<string, { field: string; variable: string; script: string[] }> = {
  "make-payment": {
    field: "referenceId",
    variable: "paymentReferenceId",
    script: [
      "// A reference the sandbox has not seen: it answers a reused one as a duplicate payment (AM05).",
      'pm.collectionVariables.set("paymentReferenceId", "REF" + Date.now().toString(36).toUpperCase() + Math.random().toString(36).slice(2, 10).toUpperCase());',
    ],
  },
};

/** `{ a: { b: 1 } }` → `[[["a", "b"], 1]]`: the leaves a step expects, each its own assertion. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, field]) => leaves(field, [...path, key]));
  return [[path, value]];
}

/**
 * A step's test script: the documented answer as named checks (HTTP status, `statusCode`, each
 * expected field), then the fields later requests take from this answer, read as the reference
 * pages' samples read them (the body's scalars, then `data`'s, then `data.bill`'s) and kept as
 * collection variables named `<operation>.<field>`.
 */
export function testScript({ expect }: SampleStep, name: string, passOn: readonly string[]): string[] {
  const lines = [
    "const body = (() => { try { return pm.response.json(); } catch (error) { return undefined; } })();",
    "const at = (value, path) => path.reduce((found, key) => (found === undefined || found === null ? undefined : found[key]), value);",
    `pm.test("HTTP status is ${expect.status}", () => pm.response.to.have.status(${expect.status}));`,
  ];
  if (expect.statusCode) {
    const codes = JSON.stringify(expect.statusCode);
    const label = expect.statusCode.length === 1 ? "is" : "is one of";
    lines.push(
      `pm.test(${JSON.stringify(`statusCode ${label} ${expect.statusCode.join(", ")}`)}, () => pm.expect(${codes}).to.include(at(body, ["statusCode"])));`,
    );
  }
  for (const [path, value] of leaves(expect.fields ?? {})) {
    lines.push(
      `pm.test(${JSON.stringify(`${path.join(".")} is ${JSON.stringify(value)}`)}, () => pm.expect(at(body, ${JSON.stringify(path)})).to.eql(${JSON.stringify(value)}));`,
    );
  }
  if (passOn.length === 0) return lines;
  return [
    ...lines,
    'const scalars = (value) => Object.fromEntries(Object.entries(value && typeof value === "object" && !Array.isArray(value) ? value : {}).filter(([, field]) => typeof field === "string" || typeof field === "number"));',
    'const answered = Object.assign({}, scalars(body), scalars(at(body, ["data"])), scalars(at(body, ["data", "bill"])));',
    `for (const field of ${JSON.stringify(passOn)}) {`,
    "  pm.test(`answers ${field} for the requests after it`, () => pm.expect(answered).to.have.property(field));",
    `  if (field in answered) pm.collectionVariables.set(${JSON.stringify(`${name}.`)} + field, answered[field]);`,
    "}",
  ];
}
