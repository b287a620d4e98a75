import {
  resolveRef,
  type ExampleObject,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
} from "./openapi";
import { sandboxServerVariables } from "../sandbox/sandbox-url";

/** A request an operation documents: what code samples, Postman and the try-it console send. */
export type ExampleRequest = {
  method: string;
  /** Path from the server's base path, e.g. `/bill-fetch-request`. */
  path: string;
  headers: { name: string; value: string }[];
  body: unknown;
};

export function jsonMedia(content: Record<string, MediaTypeObject> | undefined): MediaTypeObject | undefined {
  if (!content) return undefined;
  return content["application/json"] ?? Object.values(content)[0];
}

export function firstExampleValue(document: OpenApiDocument, media: MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  const first = Object.values(media.examples ?? {})[0];
  return first ? resolveRef<ExampleObject>(document, first).value : media.example;
}

/** A header's example value, or a `<name>` placeholder for credentials issued at onboarding. */
function headerValue(document: OpenApiDocument, parameter: ParameterObject): string {
  const schema = parameter.schema ? resolveRef(document, parameter.schema) : undefined;
  const example = parameter.example ?? schema?.examples?.[0] ?? schema?.example ?? schema?.enum?.[0];
  return example !== undefined ? String(example) : `<${parameter.name}>`;
}

function securityHeaders(document: OpenApiDocument, operation: OperationObject) {
  const schemes = document.components?.securitySchemes ?? {};
  // Requirements are alternatives: a request satisfies the first one.
  const [requirement = {}] = operation.security ?? document.security ?? [];
  return Object.keys(requirement).flatMap((key) => {
    const scheme = schemes[key];
    if (scheme?.type === "apiKey" && scheme.in === "header" && scheme.name) {
      return [{ name: scheme.name, value: `<${scheme.name}>` }];
    }
    if (scheme?.type === "http" && scheme.scheme === "bearer")
      return [{ name: "Authorization", value: "Bearer <token>" }];
    if (scheme?.type === "http" && scheme.scheme === "basic") {
      return [{ name: "Authorization", value: "Basic <credentials>" }];
    }
    return [];
  });
}

/**
 * The API key schemes an operation sends as headers, by name. Requirements are alternatives: a
 * request satisfies the first one, and sends every scheme it names.
 */
export function apiKeyHeaderSchemes(document: OpenApiDocument, operation: OperationObject): string[] {
  const schemes = document.components?.securitySchemes ?? {};
  const [requirement = {}] = operation.security ?? document.security ?? [];
  return Object.keys(requirement).filter((key) => {
    const scheme = schemes[key];
    return scheme?.type === "apiKey" && scheme.in === "header" && Boolean(scheme.name);
  });
}

/** Those schemes as the header parameters they amount to: required, with the scheme's description. */
export function apiKeyHeaderParameters(
  document: OpenApiDocument,
  operation: OperationObject,
): ParameterObject[] {
  return apiKeyHeaderSchemes(document, operation).map((key) => {
    const scheme = document.components!.securitySchemes![key]!;
    return {
      name: scheme.name!,
      in: "header",
      required: true,
      ...(scheme.description ? { description: scheme.description } : {}),
      schema: { type: "string" },
    };
  });
}

export function operationParameters(
  document: OpenApiDocument,
  item: PathItemObject,
  operation: OperationObject,
) {
  return [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
    resolveRef<ParameterObject>(document, parameter),
  );
}

export function exampleRequest(
  document: OpenApiDocument,
  method: string,
  path: string,
  item: PathItemObject,
  operation: OperationObject,
): ExampleRequest {
  const headerParameters = operationParameters(document, item, operation).filter((p) => p.in === "header");
  const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
  return {
    method: method.toUpperCase(),
    path,
    headers: [
      ...headerParameters.map((parameter) => ({
        name: parameter.name,
        value: headerValue(document, parameter),
      })),
      ...securityHeaders(document, operation),
    ],
    body: firstExampleValue(document, jsonMedia(requestBody?.content)),
  };
}

/**
 * The first server's URL with variables at their defaults, split into host part and base path.
 * A variable marked `x-issued-during-onboarding` takes its value from `standIns`, or else shows as
 * a `<name>` placeholder, since its default only keeps the URL valid; a published default is kept.
 */
export function serverBase(
  document: OpenApiDocument,
  standIns: Readonly<Record<string, string>> = {},
): { origin: string | undefined; basePath: string } {
  const server = document.servers?.[0];
  let url = server?.url ?? "/";
  for (const [name, variable] of Object.entries(server?.variables ?? {})) {
    const value = variable["x-issued-during-onboarding"] ? (standIns[name] ?? `<${name}>`) : variable.default;
    url = url.replaceAll(`{${name}}`, value);
  }
  const match = /^(https?:\/\/[^/]+)?(.*)$/.exec(url);
  return { origin: match?.[1], basePath: (match?.[2] ?? "").replace(/\/$/, "") };
}

/**
 * The base path the sandbox serves a document at, below its mount: the first server's, with a
 * variable whose values are issued during onboarding at the sandbox's own value
 * (`sandboxServerVariables`), e.g. `/api/bills/uat`.
 */
export function sandboxBasePath(document: OpenApiDocument): string {
  return serverBase(document, sandboxServerVariables).basePath;
}
