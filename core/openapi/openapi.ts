/**
 * The parts of an OpenAPI 3.1 document the reference reads, typed loosely: documents are linted
 * by Redocly before they get here, so these types describe rather than validate.
 */
export type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  nullable?: boolean;
  deprecated?: boolean;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  [extension: `x-${string}`]: unknown;
};

export type ExampleObject = { $ref?: string; summary?: string; description?: string; value?: unknown };

export type MediaTypeObject = {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
};

export type ParameterObject = {
  $ref?: string;
  name: string;
  in: "query" | "header" | "path" | "cookie";
  description?: string;
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
};

export type RequestBodyObject = {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
};

export type ResponseObject = {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
  links?: Record<string, LinkObject>;
};

/** A flow from a response to the next call: runtime expressions into its parameters or body. */
export type LinkObject = {
  $ref?: string;
  operationId?: string;
  operationRef?: string;
  description?: string;
  parameters?: Record<string, unknown>;
  requestBody?: unknown;
};

export type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
  deprecated?: boolean;
};

export const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type PathItemObject = { $ref?: string; parameters?: ParameterObject[] } & Partial<
  Record<HttpMethod, OperationObject>
>;

export type ServerObject = {
  url: string;
  description?: string;
  variables?: Record<string, ServerVariableObject>;
};

/**
 * A server variable. `x-issued-during-onboarding` marks one whose values are issued during
 * onboarding: its `default` is only a URL-safe stand-in, so pages and samples show `<name>` instead.
 */
export type ServerVariableObject = {
  default: string;
  enum?: string[];
  description?: string;
  "x-issued-during-onboarding"?: boolean;
};

export type SecuritySchemeObject = {
  type: string;
  name?: string;
  in?: string;
  scheme?: string;
  bearerFormat?: string;
  description?: string;
};

export type OpenApiDocument = {
  openapi: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    description?: string;
    /** False where the API publishes no version: OpenAPI requires `version`, the pages leave it out. */
    "x-version-published"?: boolean;
  };
  servers?: ServerObject[];
  paths?: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    requestBodies?: Record<string, RequestBodyObject>;
    responses?: Record<string, ResponseObject>;
    examples?: Record<string, ExampleObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  "x-error-groups"?: { name: string; operations?: string[]; codes: { code: string; meaning: string }[] }[];
  "x-tables"?: { id: string; title: string; description?: string; columns: string[]; rows: string[][] }[];
  "x-notes"?: { title: string; body: string }[];
  "x-sequences"?: {
    id: string;
    title: string;
    description?: string;
    participants: string[];
    steps: { from: string; to: string; message: string }[];
  }[];
};

/** Follows a local `$ref` (`#/components/schemas/Agent`) to what it points at. */
export function resolveRef<T>(document: OpenApiDocument, value: T & { $ref?: string }): T {
  let current: unknown = value;
  const seen = new Set<string>();
  while (current && typeof current === "object" && "$ref" in current && typeof current.$ref === "string") {
    const ref = current.$ref;
    if (seen.has(ref) || !ref.startsWith("#/")) break;
    seen.add(ref);
    current = ref
      .slice(2)
      .split("/")
      .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  }
  return current as T;
}

/** The component name a `$ref` points at (`Agent` for `#/components/schemas/Agent`). */
export function refName(ref: string | undefined): string | undefined {
  return ref?.split("/").at(-1);
}
