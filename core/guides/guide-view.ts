import type { OperationView, ParameterView, ReferenceView, SequenceView, TableView } from "../openapi/view";

/** A tab of code, highlighted at build time. */
export type CodeTabView = { language: string; label: string; html: string };

/** Interactive tools a guide can place; each loads only on the pages that use it. */
export const toolNames = [
  "JwtTool",
  "PayloadCipherTool",
  "BillerResponseChecker",
  "BillerConformanceKit",
] as const;
export type ToolName = (typeof toolNames)[number];

/**
 * A guide as the browser receives it: prose as prerendered HTML, with the interactive or
 * richer parts (code, tools, API operations) as typed segments between the prose.
 */
export type GuideSegment =
  | { kind: "html"; html: string }
  | { kind: "code"; caption: string; html: string }
  | { kind: "code-tabs"; label: string; tabs: CodeTabView[] }
  | { kind: "tool"; name: ToolName }
  | { kind: "reference"; view: ReferenceView }
  | {
      kind: "operations";
      specId: string;
      operations: OperationView[];
      /** On the first segment of the page whose operations send them. */
      commonParameters?: CommonParametersView;
    }
  | { kind: "table"; view: TableView }
  /** A document's error codes as static HTML tables, one per group, which the page can filter. */
  | { kind: "error-codes"; html: string; groups: { anchor: string; name: string }[] }
  | { kind: "sequence"; view: SequenceView };

/**
 * The headers every call to a document sends, listed once on a guide page for the operations on it
 * to link to. `introHtml` says what they share; `staticHtml` is set by the page loader, as
 * `OperationView.staticMain`.
 */
export type CommonParametersView = {
  anchor: string;
  title: string;
  introHtml: string;
  parameters: ParameterView[];
  staticHtml?: string;
};

export type TocEntry = { depth: 2 | 3; id: string; text: string };

export type GuideView = {
  title: string;
  description: string;
  lastReviewed: string;
  toc: TocEntry[];
  segments: GuideSegment[];
};

/** How a page offers a tool: the button that opens it, and what to know before opening it. */
export type ToolLauncher = { label: string; note: string };

/**
 * What a guide page sends the browser: rule tables and diagrams are already HTML by then, and a
 * tool carries its button's text as data, so the script every guide loads holds no tool's text.
 */
export type PageSegment =
  | Exclude<GuideSegment, { kind: "table" | "sequence" | "tool" }>
  | ({ kind: "tool"; name: ToolName } & ToolLauncher);
export type GuidePage = Omit<GuideView, "segments"> & {
  segments: PageSegment[];
  /** The downloads of each document whose operations the guide shows (see specsShown). */
  downloads: { specId: string; links: { label: string; href: string }[] }[];
};

/** The documents whose operations a guide shows, in order of appearance. */
export function specsShown(segments: readonly GuideSegment[]): string[] {
  const ids = segments.flatMap((segment) =>
    segment.kind === "operations"
      ? [segment.specId]
      : segment.kind === "reference"
        ? [segment.view.specId]
        : [],
  );
  return [...new Set(ids)];
}
