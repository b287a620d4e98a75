import type { ShapeCheck } from "../../core/biller-kit/fetch-checks";
import { loadBillerDocument } from "./biller-document";
import { RequestValidator, type BodyCheck } from "../sandbox/request-validator";

let validator: RequestValidator | undefined;
const compiled = new Map<string, BodyCheck>();

/** `/bills/0/billDate` → `bills.0.billDate`, the paths the kit's findings use. */
const dotted = (pointer: string) => (pointer === "/" ? "" : pointer.replace(/^\//, "").replaceAll("/", "."));

/** Compiles the schemas a run will use before it starts, so that no compile delays a timed retry. */
export function compileBillerShapes(schemas: readonly string[]): void {
  for (const schema of schemas) billerShape(schema, null);
}

/**
 * Checks a value against a schema of the biller document (`content/specs/biller.yaml`), the same
 * file the reference pages render; each schema is compiled on first use.
 */
export const billerShape: ShapeCheck = (schema, json) => {
  validator ??= new RequestValidator({ biller: loadBillerDocument() });
  let check = compiled.get(schema);
  if (!check) {
    check = validator.bodyCheck("biller", `#/components/schemas/${schema}`);
    compiled.set(schema, check);
  }
  return check(json).map(({ path, message }) => ({ path: dotted(path), message }));
};
