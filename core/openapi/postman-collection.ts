import { exampleRequest, serverBase } from "./example-request";
import { httpMethods, resolveRef, type OpenApiDocument, type PathItemObject } from "./openapi";

type PostmanItem = {
  name: string;
  request: {
    method: string;
    description: string;
    header: { key: string; value: string }[];
    body?: { mode: "raw"; raw: string; options: { raw: { language: "json" } } };
    url: { raw: string; host: string[]; path: string[] };
  };
};

export type PostmanCollection = {
  info: { name: string; description: string; schema: string };
  variable: { key: string; value: string; description?: string }[];
  item: { name: string; item: PostmanItem[] }[];
};

const placeholder = /^<([^>]+)>$/;

/**
 * A Postman collection (v2.1) from an OpenAPI document: one folder per tag, one request per
 * operation with its first example body. Credentials issued at onboarding become collection
 * variables, so a partner fills them in once.
 */
export function postmanCollection(document: OpenApiDocument): PostmanCollection {
  const { origin, basePath } = serverBase(document);
  const variables = new Map<string, string>([["baseUrl", `${origin ?? "https://api-host"}${basePath}`]]);
  const folders = new Map<string, PostmanItem[]>();

  for (const [path, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolveRef<PathItemObject>(document, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const request = exampleRequest(document, method, path, item, operation);
      const header = request.headers.map(({ name, value }) => {
        const variable = placeholder.exec(value)?.[1];
        if (variable) variables.set(variable, "");
        return { key: name, value: variable ? `{{${variable}}}` : value.replace(/<([^>]+)>/g, "{{$1}}") };
      });
      if (request.body !== undefined) header.push({ key: "Content-Type", value: "application/json" });
      const tag = operation.tags?.[0] ?? "Operations";
      folders.set(tag, [
        ...(folders.get(tag) ?? []),
        {
          name: operation.summary ?? operation.operationId ?? `${request.method} ${path}`,
          request: {
            method: request.method,
            description: operation.description ?? "",
            header,
            ...(request.body !== undefined
              ? {
                  body: {
                    mode: "raw",
                    raw: JSON.stringify(request.body, null, 2),
                    options: { raw: { language: "json" } },
                  },
                }
              : {}),
            url: { raw: `{{baseUrl}}${path}`, host: ["{{baseUrl}}"], path: path.split("/").filter(Boolean) },
          },
        },
      ]);
    }
  }

  return {
    info: {
      name: `${document.info.title} ${document.info.version}`,
      description: document.info.summary ?? "",
      schema: "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    },
    variable: [...variables].map(([key, value]) => ({ key, value })),
    item: [...folders].map(([name, item]) => ({ name, item })),
  };
}
