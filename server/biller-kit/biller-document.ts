import type { OpenApiDocument } from "../../core/openapi/openapi";
import { loadSpec } from "../sandbox/load-specs";

/**
 * The biller document (`content/specs/biller.yaml`), whose schemas the kit checks answers
 * against. The single-file kit is built with this module replaced by the document's schemas
 * themselves (scripts/kit-download.ts), so that it reads no file at run time.
 */
export function loadBillerDocument(): OpenApiDocument {
  return loadSpec("biller");
}
