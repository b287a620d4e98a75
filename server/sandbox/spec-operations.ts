import { apiKeyHeaderParameters, jsonMedia } from "../../core/openapi/example-request";
import {
  httpMethods,
  resolveRef,
  type OpenApiDocument,
  type ParameterObject,
  type SchemaObject,
} from "../../core/openapi/openapi";

/** One operation of a document, as the sandbox routes and checks it. */
export type SpecOperation = {
  operationId: string;
  method: string;
  /** The operation's path, e.g. `/bill-fetch-request`. */
  path: string;
  /** Headers the operation requires (its header parameters and API key schemes), lower-cased. */
  requiredHeaders: string[];
  /** Whether the operation is secured by an HTTP bearer scheme. */
  bearer: boolean;
  /** JSON pointer to the request body schema inside the document, if the operation takes a body. */
  bodySchemaPointer: string | undefined;
  /** The body schema's top-level `required` list. */
  requiredFields: string[];
};

const pointerPart = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

function requiredOf(document: OpenApiDocument, schema: SchemaObject | undefined): string[] {
  const resolved = schema ? resolveRef(document, schema) : undefined;
  return [...(resolved?.required ?? [])];
}

/** Every operation in `paths`, read from the document so the sandbox follows what the pages show. */
export function specOperations(document: OpenApiDocument): SpecOperation[] {
  const schemes = document.components?.securitySchemes ?? {};
  const operations: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef(document, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
        resolveRef<ParameterObject>(document, parameter),
      );
      const security = operation.security ?? document.security ?? [];
      const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
      const media = jsonMedia(requestBody?.content);
      const mediaType = Object.keys(requestBody?.content ?? {}).find(
        (type) => requestBody?.content?.[type] === media,
      );
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        requiredHeaders: [
          ...parameters
            .filter((parameter) => parameter.in === "header" && parameter.required)
            .map((parameter) => parameter.name),
          ...apiKeyHeaderParameters(document, operation).map((parameter) => parameter.name),
        ].map((name) => name.toLowerCase()),
        bearer: security.some((requirement) =>
          Object.keys(requirement).some(
            (name) => schemes[name]?.type === "http" && schemes[name]?.scheme === "bearer",
          ),
        ),
        bodySchemaPointer:
          media?.schema && mediaType
            ? `${operation.requestBody?.$ref ?? `#/paths/${pointerPart(path)}/${method}/requestBody`}/content/${pointerPart(mediaType)}/schema`
            : undefined,
        requiredFields: requiredOf(document, media?.schema),
      });
    }
  }
  return operations;
}
