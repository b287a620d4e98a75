import type { OpenApiDocument } from "../../../core/openapi/openapi";
import type { SandboxApi } from "../../../core/sandbox/reply";
import type { BodyCheck, RequestValidator } from "../request-validator";
import { specOperations, type SpecOperation } from "../spec-operations";

/** Each operation of an API's document, with the check of its request body against its schema. */
export function documentOperations(
  api: SandboxApi,
  document: OpenApiDocument,
  validator: RequestValidator,
): { operation: SpecOperation; checkBody: BodyCheck | undefined }[] {
  return specOperations(document).map((operation) => ({
    operation,
    checkBody: operation.bodySchemaPointer
      ? validator.bodyCheck(api, operation.bodySchemaPointer)
      : undefined,
  }));
}
