import { errorEntryAnchor, operationAnchor, slugify, tagAnchor } from "./anchors";
import { codeSamples } from "./code-samples";
import { publishedVersion } from "./published-version";
import { downloadLinks } from "./download-links";
import {
  apiKeyHeaderParameters,
  apiKeyHeaderSchemes,
  exampleRequest,
  jsonMedia,
  operationParameters,
  sandboxBasePath,
  serverBase,
  type ExampleRequest,
} from "./example-request";
import { hasOnboardingMark, onboardingLegendHtml } from "../markdown/onboarding-mark";
import { renderInlineMarkdown, renderMarkdown } from "./markdown";
import {
  httpMethods,
  resolveRef,
  type ExampleObject,
  type LinkObject,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type ResponseObject,
  type SchemaObject,
} from "./openapi";
import { sampleSteps, sandboxStepRequest, type SampleStep } from "../../content/sandbox/sample-flows";
import { sampleMarkers } from "../sandbox/sample-markers";
import { hasSandbox, isBelowSandboxMount, sandboxSampleOrigin, sandboxUrl } from "../sandbox/sandbox-url";
import { SchemaTreeBuilder, typeLabel } from "./schema-tree";
import type {
  ExampleView,
  LinkView,
  OperationView,
  ParameterView,
  ReferenceView,
  ResponseView,
  TagView,
} from "./view";

/** Shown where the document's host is issued at onboarding rather than published. */
const displayOriginForIssuedHost = "https://<api-host>";

/** The origin "Your credentials" samples show: the document's own, else the issued host. */
const credentialsOrigin = (origin: string | undefined) => origin ?? displayOriginForIssuedHost;

const parameterKey = (parameter: ParameterObject) => `${parameter.in}:${parameter.name}`;

/**
 * An operation's parameters with the API key headers of its security: a credential header reads
 * the same on the page whether the document declares it as a parameter or as a scheme.
 */
function parametersOf(document: OpenApiDocument, item: PathItemObject, operation: OperationObject) {
  return [...operationParameters(document, item, operation), ...apiKeyHeaderParameters(document, operation)];
}

/** Parameters every operation of the document sends (the credential headers, typically). */
function commonParametersOf(document: OpenApiDocument): ParameterObject[] {
  const lists: ParameterObject[][] = [];
  for (const rawItem of Object.values(document.paths ?? {})) {
    const item = resolveRef<PathItemObject>(document, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (operation) lists.push(parametersOf(document, item, operation));
    }
  }
  if (lists.length < 2) return [];
  const [first = [], ...rest] = lists;
  return first.filter((parameter) =>
    rest.every((list) => list.some((other) => parameterKey(other) === parameterKey(parameter))),
  );
}

type Context = {
  specId: string;
  /** The origin sandbox samples are written with; the server serves its own over it (server/served-origin.ts). */
  sampleOrigin: string;
  document: OpenApiDocument;
  trees: SchemaTreeBuilder;
  errorGroupsByOperation: Map<string, string[]>;
  commonParameters: Set<string>;
  /** API key schemes an operation sends as headers: listed with the parameters, not as schemes. */
  schemesAsHeaders: Set<string>;
  /** `METHOD path` of each operation, by operationId, for the links between them. */
  operationLabels: Map<string, string>;
};

/** The links a response declares, each to an operation of the document, with what it passes on. */
function linksOf(context: Context, response: ResponseObject): LinkView[] {
  return Object.entries(response.links ?? {}).flatMap(([name, link]) => {
    const resolved = resolveRef<LinkObject>(context.document, link);
    const label = resolved.operationId && context.operationLabels.get(resolved.operationId);
    if (!resolved.operationId || !label) return [];
    return [
      {
        name,
        anchor: operationAnchor(resolved.operationId),
        label,
        descriptionHtml: renderInlineMarkdown(resolved.description),
      },
    ];
  });
}

/** The JSON of a media type's examples, named and highlighted. */
function examplesOf(context: Context, media: MediaTypeObject | undefined): ExampleView[] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, example]) => {
    const resolved = resolveRef<ExampleObject>(context.document, example);
    return { name, summary: resolved.summary ?? name, value: resolved.value };
  });
  if (named.length === 0 && media.example !== undefined)
    named.push({ name: "example", summary: "Example", value: media.example });
  return named.map(({ name, summary, value }) => ({
    name,
    summary,
    json: JSON.stringify(value, null, 2),
  }));
}

function parameterView(context: Context, parameter: ParameterObject, anchorPrefix: string): ParameterView {
  const schema: SchemaObject = parameter.schema ?? {};
  return {
    name: parameter.name,
    anchor: `${anchorPrefix}-${parameter.in}-${slugify(parameter.name)}`,
    in: parameter.in,
    required: parameter.required ?? false,
    type: typeLabel(context.document, schema),
    descriptionHtml: renderMarkdown(
      parameter.description ?? resolveRef(context.document, schema)?.description,
    ),
    enumValues: (resolveRef(context.document, schema)?.enum ?? []).map(String),
  };
}

async function operationView(
  context: Context,
  kind: "operation" | "webhook",
  method: string,
  path: string,
  pathItem: PathItemObject,
  operation: OperationObject,
): Promise<OperationView> {
  const { document, trees } = context;
  const id = operation.operationId ?? slugify(`${method} ${path}`);
  const anchor = operationAnchor(id);
  const parameters = parametersOf(document, pathItem, operation);
  const usesCommonParameters = parameters.some((parameter) =>
    context.commonParameters.has(parameterKey(parameter)),
  );
  const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
  const requestMedia = jsonMedia(requestBody?.content);

  const responses: ResponseView[] = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const resolved = resolveRef(document, response);
    const media = jsonMedia(resolved.content);
    // A response the document shares between operations (a refusal) says what it carries in its
    // description; its field tree, the same on every operation, is not drawn again on each.
    const shared = Boolean(response.$ref);
    return {
      status,
      descriptionHtml: renderMarkdown(resolved.description),
      schema: shared ? undefined : trees.view(media?.schema, `${anchor}-response-${slugify(status)}`),
      examples: examplesOf(context, media),
      links: linksOf(context, resolved),
    };
  });

  const request = exampleRequest(document, method, path, pathItem, operation);
  const { origin, basePath } = serverBase(document);
  const sandboxBase = sandboxBasePath(document);
  return {
    id,
    anchor,
    kind,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? id,
    descriptionHtml: renderMarkdown(operation.description, { topHeading: 4 }),
    parameters: parameters
      .filter((parameter) => !context.commonParameters.has(parameterKey(parameter)))
      .map((parameter) => parameterView(context, parameter, anchor)),
    usesCommonParameters,
    ...(usesCommonParameters
      ? { commonParametersAt: { anchor: "common-parameters", section: "Servers and authentication" } }
      : {}),
    // Schemes other than the API key headers, which read as parameters above.
    security: (operation.security ?? document.security ?? []).flatMap((requirement) =>
      Object.keys(requirement).filter((name) => !context.schemesAsHeaders.has(name)),
    ),
    requestBody: requestBody
      ? {
          descriptionHtml: renderMarkdown(requestBody.description),
          schema: trees.view(requestMedia?.schema, `${anchor}-request`),
          examples: examplesOf(context, requestMedia),
        }
      : undefined,
    responses,
    // Webhooks are called by the provider, so a sample of calling them would mislead.
    ...(kind === "operation"
      ? samplesOf(context, operation, request, origin, basePath, sandboxBase)
      : { codeSamples: [] }),
    errorGroupAnchors: (context.errorGroupsByOperation.get(id) ?? []).map((name) => ({
      name,
      anchor: `errors-${slugify(name)}`,
    })),
    ...(kind === "operation"
      ? {
          tryIt: {
            path: `${sandboxBase}${path}`,
            headers: request.headers,
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          },
        }
      : {}),
  };
}

/**
 * An operation's code samples: with the credentials issued at onboarding, and, for an API the
 * sandbox serves, with its published values at its URL on this portal. The sandbox's own API (a
 * server below its mount) has only the latter. Webhooks get neither (see operationView).
 */
function samplesOf(
  context: Context,
  operation: OperationObject,
  request: ExampleRequest,
  origin: string | undefined,
  basePath: string,
  sandboxBase: string,
): Pick<OperationView, "codeSamples" | "sandboxSamples"> {
  const documented = isBelowSandboxMount(basePath)
    ? []
    : codeSamples({ ...request, url: `${credentialsOrigin(origin)}${basePath}${request.path}` });
  if (!hasSandbox(context.specId) || !operation.operationId) return { codeSamples: documented };
  const steps: (SampleStep | undefined)[] = sampleSteps(context.specId, operation.operationId);
  const variant = (step: SampleStep | undefined) => {
    const sandbox = sandboxStepRequest(step, request);
    const sample = {
      ...sandbox,
      url: `${context.sampleOrigin}${sandboxUrl(`${sandboxBase}${sandbox.path}`)}`,
    };
    const title =
      step?.variant && steps.length > 1 ? exampleSummary(context, operation, step.variant) : undefined;
    return {
      ...(title ? { title } : {}),
      // A path parameter shows as `{deliveryId}`, as the operation's parameters document it.
      markers: sampleMarkers(JSON.stringify([sample.headers, sample.body])),
      samples: codeSamples(sample),
    };
  };
  return {
    codeSamples: documented,
    sandboxSamples: { variants: (steps.length > 0 ? steps : [undefined]).map(variant) },
  };
}

/** A named request example's summary, e.g. "Reports API (email, password, otp, grant_type)". */
function exampleSummary(context: Context, operation: OperationObject, name: string): string {
  const requestBody = operation.requestBody ? resolveRef(context.document, operation.requestBody) : undefined;
  const example = jsonMedia(requestBody?.content)?.examples?.[name];
  return (example ? resolveRef<ExampleObject>(context.document, example).summary : undefined) ?? name;
}

type TaggedOperation = { tag: string; view: OperationView };

async function operationsOf(
  context: Context,
  kind: "operation" | "webhook",
  items: Record<string, PathItemObject> | undefined,
): Promise<TaggedOperation[]> {
  const views: Promise<TaggedOperation>[] = [];
  for (const [path, rawItem] of Object.entries(items ?? {})) {
    const item = resolveRef<PathItemObject>(context.document, rawItem);
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Operations";
      views.push(operationView(context, kind, method, path, item, operation).then((view) => ({ tag, view })));
    }
  }
  return Promise.all(views);
}

/** Operations grouped by their first tag, in the order the document declares its tags. */
function groupByTag(document: OpenApiDocument, operations: TaggedOperation[]): TagView[] {
  const declared = document.tags ?? [];
  const names = [...new Set([...declared.map((tag) => tag.name), ...operations.map(({ tag }) => tag)])];
  return names
    .map((name) => ({
      name,
      anchor: tagAnchor(name),
      descriptionHtml: renderMarkdown(declared.find((tag) => tag.name === name)?.description, {
        topHeading: 3,
      }),
      operations: operations.filter(({ tag }) => tag === name).map(({ view }) => view),
    }))
    .filter((tag) => tag.operations.length > 0);
}

/** Everything the reference page shows, computed once at build time from one document. */
export async function buildReference(
  specId: string,
  document: OpenApiDocument,
  { sampleOrigin = sandboxSampleOrigin }: { sampleOrigin?: string } = {},
): Promise<ReferenceView> {
  const errorGroupsByOperation = new Map<string, string[]>();
  for (const group of document["x-error-groups"] ?? []) {
    for (const operation of group.operations ?? []) {
      errorGroupsByOperation.set(operation, [...(errorGroupsByOperation.get(operation) ?? []), group.name]);
    }
  }
  const commonParameters = commonParametersOf(document);
  const context: Context = {
    specId,
    sampleOrigin,
    document,
    trees: new SchemaTreeBuilder(document, renderMarkdown),
    errorGroupsByOperation,
    commonParameters: new Set(commonParameters.map(parameterKey)),
    schemesAsHeaders: new Set(
      Object.values(document.paths ?? {}).flatMap((rawItem) => {
        const item = resolveRef<PathItemObject>(document, rawItem);
        return httpMethods.flatMap((method) => {
          const operation = item[method];
          return operation ? apiKeyHeaderSchemes(document, operation) : [];
        });
      }),
    ),
    operationLabels: new Map(
      Object.entries(document.paths ?? {}).flatMap(([path, rawItem]) => {
        const item = resolveRef<PathItemObject>(document, rawItem);
        return httpMethods.flatMap((method) => {
          const id = item[method]?.operationId;
          return id ? [[id, `${method.toUpperCase()} ${path}`] as const] : [];
        });
      }),
    ),
  };
  const operations = await operationsOf(context, "operation", document.paths);
  const webhooks = await operationsOf(context, "webhook", document.webhooks);
  const operationLabel = new Map(operations.map(({ view }) => [view.id, `${view.method} ${view.path}`]));

  const view: ReferenceView = {
    specId,
    title: document.info.title,
    version: publishedVersion(document),
    summary: document.info.summary ?? "",
    descriptionHtml: renderMarkdown(document.info.description, { topHeading: 2 }),
    commonParameters: commonParameters.map((parameter) => parameterView(context, parameter, "common")),
    servers: (document.servers ?? []).map((server) => ({
      url: server.url,
      descriptionHtml: renderInlineMarkdown(server.description),
      variables: Object.entries(server.variables ?? {}).map(([name, variable]) => ({
        name,
        // A default that only keeps the URL valid is no value to publish: show the placeholder.
        values: variable["x-issued-during-onboarding"]
          ? [`<${name}>`]
          : (variable.enum ?? [variable.default]),
        descriptionHtml: renderInlineMarkdown(variable.description),
      })),
    })),
    securitySchemes: Object.entries(document.components?.securitySchemes ?? {})
      .filter(([name]) => !context.schemesAsHeaders.has(name))
      .map(([name, scheme]) => ({
        name,
        type: scheme.type,
        detail:
          scheme.type === "apiKey"
            ? `${scheme.in ?? ""} ${scheme.name ?? ""}`.trim()
            : scheme.type === "http"
              ? `${scheme.scheme ?? ""}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ""}`
              : scheme.type,
        descriptionHtml: renderMarkdown(scheme.description),
      })),
    notes: (document["x-notes"] ?? []).map((note) => ({
      title: note.title,
      bodyHtml: renderMarkdown(note.body),
    })),
    tables: (document["x-tables"] ?? []).map((table) => ({
      id: table.id,
      title: table.title,
      descriptionHtml: renderMarkdown(table.description),
      columns: table.columns,
      rows: table.rows.map((row) => row.map((cell) => renderInlineMarkdown(String(cell)))),
    })),
    sequences: (document["x-sequences"] ?? []).map((sequence) => ({
      id: sequence.id,
      title: sequence.title,
      descriptionHtml: renderMarkdown(sequence.description),
      participants: sequence.participants,
      steps: sequence.steps,
    })),
    tags: groupByTag(document, operations),
    webhooks: webhooks.map(({ view }) => view),
    errorGroups: (document["x-error-groups"] ?? []).map((group) => ({
      name: group.name,
      anchor: `errors-${slugify(group.name)}`,
      operations: (group.operations ?? []).map((id) => ({
        id,
        anchor: operationAnchor(id),
        label: operationLabel.get(id) ?? id,
      })),
      codes: group.codes.map((entry) => ({
        code: entry.code,
        anchor: errorEntryAnchor(entry.code, group.name),
        meaningHtml: renderInlineMarkdown(entry.meaning),
      })),
    })),
    downloads: downloadLinks(specId),
  };
  // The page explains the onboarding mark once, at its top, if anything on it carries the mark.
  return { ...view, legendHtml: hasOnboardingMark(JSON.stringify(view)) ? onboardingLegendHtml : "" };
}
