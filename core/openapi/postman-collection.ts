import { sampleFlows, sandboxStepRequest, type SampleStep } from "../../content/sandbox/sample-flows";
import { markerOperation, sampleMarkers } from "../sandbox/sample-markers";
import { hasSandbox, type SandboxSpecId } from "../sandbox/sandbox-url";
import { publishedVersion } from "./published-version";
import { exampleRequest, jsonMedia, serverBase, type ExampleRequest } from "./example-request";
import {
  httpMethods,
  resolveRef,
  type ExampleObject,
  type OpenApiDocument,
  type OperationObject,
  type PathItemObject,
} from "./openapi";
import { bodyCredentials } from "../sandbox/body-credentials";
import { collectionVariables, publishedCredential } from "./postman-environment";
import {
  freshEachRun,
  postmanScript,
  testScript,
  withFreshVariables,
  type PostmanEvent,
} from "./postman-scripts";

const usesVariable = (body: unknown, variable: string) =>
  JSON.stringify(body ?? null).includes(`{{${variable}}}`);

type PostmanItem = {
  name: string;
  request: {
    method: string;
    description: string;
    header: { key: string; value: string }[];
    body?: { mode: "raw"; raw: string; options: { raw: { language: "json" } } };
    url: { raw: string; host: string[]; path: string[] };
  };
  event?: PostmanEvent[];
};

export type PostmanCollection = {
  info: { name: string; description: string; schema: string };
  variable: { key: string; value: string; description?: string }[];
  item: { name: string; item: PostmanItem[] }[];
};

type DocumentedOperation = { path: string; method: string; item: PathItemObject; operation: OperationObject };

const collectionSchema = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";
const placeholder = /^<([^>]+)>$/;
const markerParts = /^<([A-Za-z_][A-Za-z0-9_]*) from ([a-z0-9-]+)>$/;

function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, rawItem]) => {
    const item = resolveRef<PathItemObject>(document, rawItem);
    return httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, item, operation }] : [];
    });
  });
}

const operationName = ({ operation, method, path }: DocumentedOperation) =>
  operation.summary ?? operation.operationId ?? `${method.toUpperCase()} ${path}`;

function jsonBody(body: unknown, written = (raw: string) => raw): Pick<PostmanItem["request"], "body"> {
  if (body === undefined) return {};
  return {
    body: {
      mode: "raw",
      raw: written(JSON.stringify(body, null, 2)),
      options: { raw: { language: "json" } },
    },
  };
}

function url(path: string): PostmanItem["request"]["url"] {
  return { raw: `{{baseUrl}}${path}`, host: ["{{baseUrl}}"], path: path.split("/").filter(Boolean) };
}

/**
 * A Postman collection (v2.1) from an OpenAPI document. For a document the sandbox serves
 * (`specId`), the collection runs as it stands against the sandbox: see `sandboxCollection`.
 * Otherwise one folder per tag, one request per operation with its first example body, and the
 * credentials issued at onboarding as collection variables, so a partner fills them in once.
 */
export function postmanCollection(document: OpenApiDocument, specId?: string): PostmanCollection {
  if (specId !== undefined && hasSandbox(specId)) return sandboxCollection(specId, document);
  const { origin, basePath } = serverBase(document);
  const variables = new Map<string, string>([["baseUrl", `${origin ?? "https://api-host"}${basePath}`]]);
  const folders = new Map<string, PostmanItem[]>();

  for (const documented of documentedOperations(document)) {
    const { path, method, item, operation } = documented;
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
        name: operationName(documented),
        request: {
          method: request.method,
          description: operation.description ?? "",
          header,
          ...jsonBody(request.body),
          url: url(path),
        },
      },
    ]);
  }

  return {
    info: {
      name: [document.info.title, publishedVersion(document)].filter(Boolean).join(" "),
      description: document.info.summary ?? "",
      schema: collectionSchema,
    },
    variable: [...variables].map(([key, value]) => ({ key, value })),
    item: [...folders].map(([name, item]) => ({ name, item })),
  };
}

/** `get-fetched-bill.context` for `<context from get-fetched-bill>`. */
function markerVariable(marker: string): string {
  const [, field, operation] = markerParts.exec(marker) ?? [];
  return `${operation}.${field}`;
}

/** `text` with each `<field from operation>` marker as the variable its operation's tests set. */
function withVariables(text: string): string {
  return sampleMarkers(text).reduce(
    (filled, marker) => filled.replaceAll(marker, `{{${markerVariable(marker)}}}`),
    text,
  );
}

/** `Get a token: Reports API (email, password, otp, grant_type)` for a step that sends one of several examples. */
function stepTitle(document: OpenApiDocument, documented: DocumentedOperation, step: SampleStep): string {
  if (step.variant === undefined) return operationName(documented);
  const body = documented.operation.requestBody && resolveRef(document, documented.operation.requestBody);
  const example = jsonMedia(body?.content)?.examples?.[step.variant];
  const summary = example && resolveRef<ExampleObject>(document, example).summary;
  return `${operationName(documented)}: ${summary ?? step.variant}`;
}

type FlowRequest = {
  step: SampleStep;
  documented: DocumentedOperation;
  request: ExampleRequest;
  /** The operation's name in markers: its path's last segment (`make-payment`). */
  name: string;
  /** The request's name in Postman: the summary, and the example's for one of several variants. */
  title: string;
};

/** The fields that requests after `index` take from the answer of the operation named `name`. */
function fieldsPassedOn(flow: readonly FlowRequest[], index: number): string[] {
  const later = flow
    .slice(index + 1)
    .flatMap(({ step, request }) =>
      sampleMarkers(JSON.stringify([request.headers, request.body, step.pathParameters ?? {}])),
    );
  const name = flow[index]!.name;
  return [
    ...new Set(
      later.flatMap((marker) => {
        const [, field, operation] = markerParts.exec(marker) ?? [];
        return operation === name && field ? [field] : [];
      }),
    ),
  ];
}

function sandboxItem(specId: SandboxSpecId, flow: readonly FlowRequest[], index: number): PostmanItem {
  const { step, documented, request, name } = flow[index]!;
  const credentials = bodyCredentials[specId] ?? {};
  let body = withFreshVariables(request.body);
  if (body && typeof body === "object" && !Array.isArray(body)) {
    body = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, value === credentials[key] ? `{{${key}}}` : value]),
    );
  }
  // A fresh value is set once per run, before the first request that sends it.
  const fresh = freshEachRun.filter(
    (entry) =>
      usesVariable(body, entry.variable) &&
      !flow
        .slice(0, index)
        .some((earlier) => usesVariable(withFreshVariables(earlier.request.body), entry.variable)),
  );
  const header = request.headers.map(({ name: key, value }) => ({
    key,
    value: value === publishedCredential(specId, key) ? `{{${key}}}` : withVariables(value),
  }));
  if (body !== undefined) header.push({ key: "Content-Type", value: "application/json" });
  // A marker becomes the variable an earlier request set; a plain value (an example id) stays as it is.
  const path = Object.entries(step.pathParameters ?? {}).reduce(
    (filled, [parameter, value]) =>
      filled.replaceAll(`{${parameter}}`, markerParts.test(value) ? `{{${markerVariable(value)}}}` : value),
    documented.path,
  );
  const description = [step.note, documented.operation.description].filter(Boolean).join("\n\n");
  return {
    name: flow[index]!.title,
    request: {
      method: request.method,
      description,
      header,
      ...jsonBody(body, withVariables),
      url: url(path),
    },
    event: [
      ...(fresh.length > 0
        ? [
            postmanScript(
              "prerequest",
              fresh.flatMap((entry) => entry.script),
            ),
          ]
        : []),
      postmanScript("test", testScript(step, name, fieldsPassedOn(flow, index))),
    ],
  };
}

/**
 * Folders that keep the flow's order, since a runner goes through them top to bottom: one per tag
 * where each tag's requests come together, else one for the whole document (the provider's flow
 * comes back to the token call for its second API).
 */
function flowFolders(
  document: OpenApiDocument,
  items: { tag: string; item: PostmanItem }[],
): PostmanCollection["item"] {
  const folders: PostmanCollection["item"] = [];
  for (const { tag, item } of items) {
    const last = folders.at(-1);
    if (last?.name === tag) last.item.push(item);
    else folders.push({ name: tag, item: [item] });
  }
  const tags = folders.map((folder) => folder.name);
  if (new Set(tags).size === tags.length) return folders;
  return [{ name: document.info.title, item: items.map(({ item }) => item) }];
}

/**
 * The collection of a document the sandbox serves: its operations in the order the flow runs them
 * (`sampleFlows`, in folders by `flowFolders`), each request the one the reference pages' sandbox
 * samples send. `{{baseUrl}}` and the credentials come from the sandbox environment written beside
 * it (`postmanEnvironment`); each request's tests check the documented answer and keep what later
 * requests need, so a runner (Postman's, newman) goes from first to last.
 */
function sandboxCollection(specId: SandboxSpecId, document: OpenApiDocument): PostmanCollection {
  const byId = new Map(
    documentedOperations(document).map((documented) => [documented.operation.operationId, documented]),
  );
  const flow: FlowRequest[] = sampleFlows[specId].map((step) => {
    const documented = byId.get(step.operationId);
    if (!documented) throw new Error(`${specId}.yaml has no operation ${step.operationId}.`);
    const { path, method, item, operation } = documented;
    const request = sandboxStepRequest(step, exampleRequest(document, method, path, item, operation));
    return {
      step,
      documented,
      request,
      name: markerOperation(path),
      title: stepTitle(document, documented, step),
    };
  });

  const folders = flowFolders(
    document,
    flow.map(({ documented }, index) => ({
      tag: documented.operation.tags?.[0] ?? "Operations",
      item: sandboxItem(specId, flow, index),
    })),
  );

  const setters = new Map<string, string[]>();
  const setBy = (variable: string, title: string) =>
    setters.set(variable, [...new Set([...(setters.get(variable) ?? []), `"${title}"`])]);
  flow.forEach(({ name, title }, index) => {
    for (const field of fieldsPassedOn(flow, index)) setBy(`${name}.${field}`, title);
  });
  const variable = collectionVariables(folders).flatMap((key) => {
    const fresh = flow.find(({ request }) => usesVariable(withFreshVariables(request.body), key));
    if (fresh && freshEachRun.some((entry) => entry.variable === key))
      return [{ key, value: "", description: `Set before "${fresh.title}", new on each run.` }];
    const titles = setters.get(key);
    return titles ? [{ key, value: "", description: `Set by the tests of ${titles.join(" and ")}.` }] : [];
  });

  return {
    info: {
      name: `${[document.info.title, publishedVersion(document)].filter(Boolean).join(" ")} (sandbox)`,
      description: [
        `Every operation of ${document.info.title}, in the order they are called, against this portal's sandbox.`,
        `Import it with its environment, \`${specId}.postman_environment.json\`, which holds the sandbox's address`,
        "(`baseUrl`) and its published credentials, and run the collection from the top: each request's tests",
        "check the documented answer and keep what the requests after it need (a bill's context, a token, an id)",
        "as collection variables. For your own credentials and host, change the environment's values.",
      ].join(" "),
      schema: collectionSchema,
    },
    variable,
    item: folders,
  };
}
