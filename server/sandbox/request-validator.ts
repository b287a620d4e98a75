import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { OpenApiDocument } from "../../core/openapi/openapi";
import type { RequestProblem } from "../../core/sandbox/reply";

/** At most this many problems are listed, so a pathological body gets a readable answer. */
const maxProblems = 10;

function describe(error: ErrorObject): RequestProblem {
  const path = error.instancePath || "/";
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required")
    return { path, message: `${String(params.missingProperty)} is required.` };
  if (error.keyword === "enum")
    return {
      path,
      message: `must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(", ")}.`,
    };
  // A field the other values sent rule out (a trigger's `auth` with an event that takes none).
  if (error.keyword === "propertyNames")
    return {
      path: `${error.instancePath}/${String(params.propertyName)}`,
      message: "is not taken with the other values sent; its description says when it is.",
    };
  return { path, message: `${error.message ?? "is not valid"}.` };
}

/** The problems with a body, or an empty list when it matches the schema. */
export type BodyCheck = (body: unknown) => RequestProblem[];

/**
 * Validates request bodies against the schemas of the OpenAPI documents themselves: each document
 * is registered with Ajv under an id, and each operation's body schema is compiled by JSON pointer
 * into it, so `$ref`s resolve inside the document exactly as the reference renders them.
 */
export class RequestValidator {
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(documents: Record<string, OpenApiDocument>) {
    addFormats(this.#ajv);
    for (const [id, document] of Object.entries(documents))
      this.#ajv.addSchema(document as object, this.#idOf(id));
  }

  #idOf(documentId: string): string {
    return `https://sandbox.invalid/specs/${documentId}.yaml`;
  }

  /** The check for the schema at `pointer` (`#/paths/...`) in a registered document, compiled now. */
  bodyCheck(documentId: string, pointer: string): BodyCheck {
    const validate = this.#ajv.compile({ $ref: `${this.#idOf(documentId)}${pointer}` });
    return (body) => (validate(body) ? [] : problemsOf(validate));
  }
}

function problemsOf(validate: ValidateFunction): RequestProblem[] {
  const seen = new Set<string>();
  const problems: RequestProblem[] = [];
  for (const error of validate.errors ?? []) {
    // anyOf reports each failed branch and then itself; the branches say more.
    if (error.keyword === "anyOf" || error.keyword === "oneOf" || error.keyword === "if") continue;
    // A property name's own failure; the `propertyNames` error after it names the property.
    if (error.propertyName !== undefined) continue;
    const problem = describe(error);
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  return problems.slice(0, maxProblems);
}
