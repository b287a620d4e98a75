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

/** A value the sandbox takes once only, replaced on each run by a new one a pre-request script sets. */
export type FreshValue = {
  /** The value as the sample flow writes it, wherever it appears in a request body. */
  value: string;
  variable: string;
  script: string[];
};

const digits = (count: number) =>
  `String(Date.now()).slice(-${Math.min(count, 9)})${count > 9 ? ` + String(Math.floor(Math.random() * 1e${count - 9})).padStart(${count - 9}, "0")` : ""}`;

/**
 * Values the sandbox takes once only, so that a collection runs again on the same sandbox: a fixed
 * payment reference would pay once (a second run answers AM05, duplicate payment), a new FASTag
 * customer and vehicle exist after the first run (dedupe answers them as registered), and a
 * recharge reference may be used once (`ref-id-not-unique`).
 */
export const freshEachRun: readonly FreshValue[] = [
  {
    value: "REF0000000001",
    variable: "paymentReferenceId",
    script: [
      "// A reference the sandbox has not seen: it answers a reused one as a duplicate payment (AM05).",
      'pm.collectionVariables.set("paymentReferenceId", "REF" + Date.now().toString(36).toUpperCase() + Math.random().toString(36).slice(2, 10).toUpperCase());',
    ],
  },
  {
    value: "9988776655",
    variable: "newCustomerMobile",
    script: [
      "// A mobile number no earlier run used: dedupe then finds the customer new.",
      `pm.collectionVariables.set("newCustomerMobile", "9" + ${digits(9)});`,
    ],
  },
  {
    value: "KA01NEW0001",
    variable: "newVehicleNumber",
    script: [
      "// A vehicle number no earlier run used: capitals and digits, no spaces.",
      `pm.collectionVariables.set("newVehicleNumber", "KA01QS" + ${digits(9)});`,
    ],
  },
  {
    value: "BCRCH0000000001",
    variable: "rechargeReferenceId",
    script: [
      "// A recharge reference no earlier run used: a reused one answers ref-id-not-unique.",
      `pm.collectionVariables.set("rechargeReferenceId", "BCRCH" + ${digits(10)});`,
    ],
  },
];

/** `value` with each fresh value, wherever it appears as a whole string, written as its variable. */
export function withFreshVariables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFreshVariables);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withFreshVariables(field)]));
  const fresh = freshEachRun.find((entry) => entry.value === value);
  return fresh ? `{{${fresh.variable}}}` : value;
}

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
