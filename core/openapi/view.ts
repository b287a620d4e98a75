/**
 * What the reference components render: computed once at build time from an OpenAPI document,
 * so components stay small and the browser receives data, not a parser. HTML fields are already
 * rendered from Markdown or highlighted.
 */
export type SchemaNodeView = {
  name: string;
  /** Anchor id, unique on the page, so search can land on a field. */
  anchor: string;
  type: string;
  required: boolean;
  descriptionHtml: string;
  enumValues: string[];
  constraints: string[];
  children: SchemaNodeView[];
  /** Alternatives of a oneOf/anyOf, each a named list of fields. */
  variants: { title: string; fields: SchemaNodeView[] }[];
};

export type SchemaView = {
  type: string;
  descriptionHtml: string;
  fields: SchemaNodeView[];
  variants: { title: string; fields: SchemaNodeView[] }[];
};

/** `json` is the example pretty-printed; it is coloured as it renders. */
export type ExampleView = { name: string; summary: string; json: string };

export type ParameterView = {
  name: string;
  anchor: string;
  in: string;
  required: boolean;
  type: string;
  descriptionHtml: string;
  enumValues: string[];
};

export type ResponseView = {
  status: string;
  descriptionHtml: string;
  schema: SchemaView | undefined;
  examples: ExampleView[];
  /** The calls the document links this response to (OpenAPI `links`), e.g. `POST /get-fetched-bill`. */
  links: LinkView[];
};

export type LinkView = { name: string; anchor: string; label: string; descriptionHtml: string };

/** `html` is null for languages the page loads on first use (see sample-sets.ts). */
export type CodeSampleView = { language: string; label: string; html: string | null };

export type SandboxSampleVariant = {
  /** The documented request example's summary, where the operation has more than one variant. */
  title?: string;
  /** The `<field from operation>` values an earlier call answers, to fill in before running. */
  markers: string[];
  samples: CodeSampleView[];
};

export type OperationView = {
  id: string;
  anchor: string;
  kind: "operation" | "webhook";
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string;
  /** Parameters of this operation only; those every operation sends are in `commonParameters`. */
  parameters: ParameterView[];
  usesCommonParameters: boolean;
  /**
   * For an operation that sends them: where its page lists the headers every call sends, the id to
   * link to and, for the page's Markdown copy, the section they are under.
   */
  commonParametersAt?: { anchor: string; section: string };
  security: string[];
  requestBody:
    { descriptionHtml: string; schema: SchemaView | undefined; examples: ExampleView[] } | undefined;
  responses: ResponseView[];
  /** "Your credentials": the documented request, with the values issued at onboarding as placeholders. */
  codeSamples: CodeSampleView[];
  /**
   * "Sandbox", for an API the sandbox serves: the request with its published values, at the
   * sample origin + its sandbox URL (the server names the origin it serves over the build's, see
   * server/served-origin.ts). Usually one variant;
   * one per documented request example where the sandbox flow sends several (titled by the
   * example's summary).
   */
  sandboxSamples?: { variants: SandboxSampleVariant[] };
  errorGroupAnchors: { name: string; anchor: string }[];
  /**
   * The first example request as the try-it console prefills it: the path from the sandbox's base
   * path (`sandboxBasePath`, e.g. `/api/bills/uat/bill-fetch-request`), every header with its
   * example or `<placeholder>` value, and the body as compact JSON. Absent on webhooks.
   */
  tryIt?: { path: string; headers: { name: string; value: string }[]; body?: string };
  /**
   * Set by page loaders: the key of the operation's description, parameters, body and responses,
   * already prerendered as HTML (app/reference/static-html.tsx), whose data the page then leaves out.
   */
  staticMain?: string;
  /**
   * Set by guide loaders where another page documents the operation in full: that page, which the
   * guide's copy (title, endpoint and console only) links to.
   */
  home?: { href: string; title: string };
};

export type TagView = { name: string; anchor: string; descriptionHtml: string; operations: OperationView[] };

export type TableView = {
  id: string;
  title: string;
  descriptionHtml: string;
  columns: string[];
  rows: string[][];
  /**
   * Each column's share of the table's width where it is a table, e.g. `["35%", "40%", "25%"]`,
   * for a table whose long texts would otherwise squeeze one column; others size by their content.
   */
  columnWidths?: string[];
};

export type ErrorGroupView = {
  name: string;
  anchor: string;
  operations: { id: string; anchor: string; label: string }[];
  /** Each code, with where the sandbox's page says how to get it (set by page loaders). */
  codes: { code: string; anchor: string; meaningHtml: string; triggerHref?: string }[];
};

export type SequenceView = {
  id: string;
  title: string;
  descriptionHtml: string;
  participants: string[];
  steps: { from: string; to: string; message: string }[];
};

export type ServerView = {
  url: string;
  descriptionHtml: string;
  variables: { name: string; values: string[]; descriptionHtml: string }[];
};

export type SecuritySchemeView = { name: string; type: string; detail: string; descriptionHtml: string };

export type ReferenceView = {
  specId: string;
  title: string;
  /** The API's published version; undefined where none is published (`info.x-version-published: false`). */
  version: string | undefined;
  summary: string;
  descriptionHtml: string;
  /** The onboarding mark's legend, for the top of the page, where anything on it carries the mark. */
  legendHtml?: string;
  servers: ServerView[];
  /** Headers and parameters every operation sends, documented once. */
  commonParameters: ParameterView[];
  securitySchemes: SecuritySchemeView[];
  notes: { title: string; bodyHtml: string }[];
  tables: TableView[];
  sequences: SequenceView[];
  tags: TagView[];
  webhooks: OperationView[];
  errorGroups: ErrorGroupView[];
  downloads: { label: string; href: string }[];
  /** Set by page loaders, as `OperationView.staticMain`, for the reference's static sections. */
  staticHtml?: {
    /** What comes before the operations, and what follows them (keys of their prerendered HTML). */
    before: string;
    after: string;
    hasBefore: boolean;
    hasOverview: boolean;
    hasNotes: boolean;
    hasRules: boolean;
    hasErrors: boolean;
  };
};
