import { isNode, isSeq, parseDocument, YAMLSeq } from "yaml";
import { publishedHeaderValue } from "../../content/sandbox/published-headers";
import { withInstaCollectSandboxValues } from "../sandbox/instacollect-examples";
import { reportExampleDates } from "../../content/sandbox/sample-flows";
import { bodyCredentials } from "../sandbox/body-credentials";
import { isBelowSandboxMount, sandboxUrl } from "../sandbox/sandbox-url";
import { sandboxBasePath, serverBase } from "./example-request";
import {
  httpMethods,
  type MediaTypeObject,
  type OpenApiDocument,
  type ParameterObject,
  type ServerObject,
} from "./openapi";

/** One change to a document: the value to put at a path of keys and indexes. */
export type DocumentEdit = { path: readonly (string | number)[]; value: unknown };

export const sandboxServerDescription =
  "This portal's sandbox, which answers with the published test values shown on the reference pages " +
  "(credentials and test data). Nothing sent to it reaches production.";

/**
 * Where the sandbox serves a document on `origin`: the mount plus the document's sandbox base path
 * (`sandboxBasePath`), e.g. `http://localhost:4000/sandbox/api/bills/uat`.
 */
export function sandboxBaseUrl(document: OpenApiDocument, origin: string): string {
  return `${origin}${sandboxUrl(sandboxBasePath(document))}`;
}

/**
 * The servers a download lists: the sandbox first, since Postman, Insomnia, Swagger UI and code
 * generators take the first server as the default, and a download tried as it is should reach an
 * address that answers rather than a placeholder host; the production server, whose host is issued
 * at onboarding, second. A document whose only server is the sandbox's mount keeps just the sandbox,
 * made absolute so that it works from a file too.
 */
function sandboxServers(document: OpenApiDocument, origin: string): ServerObject[] {
  const sandbox = { url: sandboxBaseUrl(document, origin), description: sandboxServerDescription };
  const production = (document.servers ?? []).filter(
    (server) => !isBelowSandboxMount(serverBase({ ...document, servers: [server] }).basePath),
  );
  return [sandbox, ...production];
}

type Located<T> = { path: (string | number)[]; value: T };

/** Every parameter written out in the document (not a `$ref`), with where it sits. */
function definedParameters(document: OpenApiDocument): Located<ParameterObject>[] {
  const found: Located<ParameterObject>[] = [];
  const add = (path: (string | number)[], parameters: ParameterObject[] | undefined) =>
    parameters?.forEach((value, index) => {
      if (!value.$ref) found.push({ path: [...path, index], value });
    });
  for (const [name, value] of Object.entries(document.components?.parameters ?? {})) {
    if (!value.$ref) found.push({ path: ["components", "parameters", name], value });
  }
  for (const section of ["paths", "webhooks"] as const) {
    for (const [key, item] of Object.entries(document[section] ?? {})) {
      add([section, key, "parameters"], item.parameters);
      for (const method of httpMethods) add([section, key, method, "parameters"], item[method]?.parameters);
    }
  }
  return found;
}

/**
 * The values the sandbox publishes for the placeholders of request examples, by placeholder: body
 * credentials (`<clientID>`, `<email>`, …) and the report filters' days (`<txnStartDate (IST)>`).
 */
const publishedExampleValues: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(bodyCredentials),
  reportExampleDates,
);

/** `value` with each string that is a whole `<placeholder>` with a published value replaced by it. */
function withPublishedValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPublishedValues);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withPublishedValues(field)]));
  const name = typeof value === "string" ? /^<([^<>]+)>$/.exec(value)?.[1] : undefined;
  return (name && publishedExampleValues[name]) ?? value;
}

/**
 * The request examples written out in the document, with the values the sandbox takes: published
 * values for their placeholders (`publishedExampleValues`), and InstaCollect's bill, amount and return address
 * (`withInstaCollectSandboxValues`, the same values the try-it console fills in). A placeholder
 * whose value comes from an earlier call (`<context from bill-fetch-request>`) stays.
 */
function requestExampleEdits(document: OpenApiDocument, origin: string): DocumentEdit[] {
  const edits: DocumentEdit[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of httpMethods) {
      const body = item[method]?.requestBody;
      if (!body || body.$ref) continue;
      for (const [type, media] of Object.entries(body.content ?? {}) as [string, MediaTypeObject][]) {
        for (const [name, example] of Object.entries(media.examples ?? {})) {
          if (example.$ref || example.value === undefined) continue;
          const value = withInstaCollectSandboxValues(
            path.slice(1),
            withPublishedValues(example.value),
            `${origin}/testing/instacollect`,
          );
          if (JSON.stringify(value) !== JSON.stringify(example.value))
            edits.push({
              path: ["paths", path, method, "requestBody", "content", type, "examples", name, "value"],
              value,
            });
        }
      }
    }
  }
  return edits;
}

/**
 * What turns a document the sandbox serves into one that works in tools as downloaded: the sandbox
 * as its first server on `origin`, request examples the sandbox takes as written, and the published
 * credentials as the examples of the headers that carry them. An API key scheme cannot hold an example in OpenAPI, so its description names
 * the sandbox value instead.
 */
export function sandboxEdits(document: OpenApiDocument, origin: string): DocumentEdit[] {
  const edits: DocumentEdit[] = [
    { path: ["servers"], value: sandboxServers(document, origin) },
    ...requestExampleEdits(document, origin),
  ];
  for (const { path, value } of definedParameters(document)) {
    const published = value.in === "header" ? publishedHeaderValue(value.name) : undefined;
    if (published !== undefined && value.example !== published)
      edits.push({ path: [...path, "example"], value: published });
  }
  for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
    const published =
      scheme.type === "apiKey" && scheme.in === "header" && scheme.name
        ? publishedHeaderValue(scheme.name)
        : undefined;
    if (published === undefined || scheme.description?.includes(published)) continue;
    const description = [scheme.description?.trim(), `In the sandbox: \`${published}\`.`]
      .filter(Boolean)
      .join("\n\n");
    edits.push({ path: ["components", "securitySchemes", name, "description"], value: `${description}\n` });
  }
  return edits;
}

/** `value` with `edits` applied, leaving `value` itself as it was. */
export function applyEdits<T>(value: T, edits: readonly DocumentEdit[]): T {
  const copy = structuredClone(value);
  for (const { path, value: replacement } of edits) {
    let target = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
    target[path.at(-1)!] = structuredClone(replacement);
  }
  return copy;
}

/**
 * A document the sandbox serves, as its downloads carry it: see `sandboxEdits`. The source in
 * content/specs stays as it is; the reference pages render that.
 */
export function sandboxDocument(document: OpenApiDocument, origin: string): OpenApiDocument {
  return applyEdits(document, sandboxEdits(document, origin));
}

/**
 * The YAML download of a document the sandbox serves: the source with the same edits as
 * `sandboxDocument`, its comments, order and block text kept, so that it reads like the source.
 * A list keeps the nodes of the items it had (the production server stays as it was written).
 */
export function sandboxDocumentYaml(source: string, origin: string): string {
  const yaml = parseDocument(source);
  const same = (node: unknown, value: unknown) =>
    JSON.stringify(isNode(node) ? node.toJS(yaml) : node) === JSON.stringify(value);
  for (const { path, value } of sandboxEdits(yaml.toJS() as OpenApiDocument, origin)) {
    const existing = yaml.getIn(path, true);
    if (Array.isArray(value) && isSeq(existing)) {
      const items = value.map(
        (item) => existing.items.find((node) => same(node, item)) ?? yaml.createNode(item),
      );
      yaml.setIn(path, new YAMLSeq(yaml.schema));
      (yaml.getIn(path, true) as YAMLSeq).items.push(...items);
    } else yaml.setIn(path, yaml.createNode(value));
  }
  return yaml.toString({ lineWidth: 0, flowCollectionPadding: false });
}
