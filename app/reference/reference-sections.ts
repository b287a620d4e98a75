import type { ReferenceView } from "../../core/openapi/view";
import { notesHeading } from "../../core/openapi/notes";

/** Pages a reference leads to: its API's quickstart and sandbox page, and the deliveries page for its webhooks. */
export type ReferenceLinks = {
  quickstart?: { path: string; title: string } | null;
  sandbox?: { path: string; title: string } | null;
  deliveries?: string | null;
};

/** An operation as the list names it. */
export type ListedOperation = { anchor: string; method: string; path: string; summary: string };

/** A section of a reference page, with its operations (none for the sections that hold prose). */
export type ReferenceSection = { anchor: string; title: string; operations: ListedOperation[] };

const listed = (operations: ReferenceView["webhooks"]): ListedOperation[] =>
  operations.map(({ anchor, method, path, summary, kind }) => ({
    anchor,
    method: kind === "webhook" ? "HOOK" : method,
    path,
    summary,
  }));

/**
 * A reference page's sections in page order: before you call, each group of operations as the
 * document groups them, the webhooks, then the overview, notes, flows and rules and error codes.
 * Read from the view's data or, once its static parts are prerendered, from their flags.
 *
 * @example referenceSections(view).map((section) => section.title) // ["Before you call", "Billers", …]
 */
export function referenceSections(view: ReferenceView): ReferenceSection[] {
  const has = view.staticHtml ?? {
    hasBefore: view.servers.length + view.securitySchemes.length + view.commonParameters.length > 0,
    hasOverview: view.descriptionHtml.length > 0,
    hasNotes: view.notes.length > 0,
    hasRules: view.sequences.length + view.tables.length > 0,
    hasErrors: view.errorGroups.length > 0,
  };
  const prose = (anchor: string, title: string, shown: boolean): ReferenceSection[] =>
    shown ? [{ anchor, title, operations: [] }] : [];
  return [
    ...prose("connecting", "Before you call", has.hasBefore),
    ...view.tags.map((tag) => ({ anchor: tag.anchor, title: tag.name, operations: listed(tag.operations) })),
    ...(view.webhooks.length > 0
      ? [{ anchor: "webhooks", title: "Webhooks", operations: listed(view.webhooks) }]
      : []),
    ...prose("overview", "How the API works", has.hasOverview),
    ...prose(notesHeading.id, notesHeading.text, has.hasNotes),
    ...prose("rules", "Flows and rules", has.hasRules),
    ...prose("errors", "Error codes", has.hasErrors),
  ];
}
