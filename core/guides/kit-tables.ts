/**
 * The biller conformance kit's checks as guide tables, from the kit's own catalogue: a guide writes
 * `<KitChecks />` or `<KitUnobservableRules />` and gets a table rendered at build time, on the page
 * as HTML (like `<ApiTable>`) and in the guide's Markdown as a Markdown table.
 */
import { kitChecks, unobservableRules, type KitCheckData } from "../../content/biller-kit/kit-checks";
import { kitEndpointLabels, kitVersions } from "../../content/biller-kit/kit-versions";
import { findPage } from "../../content/site";
import type { TableView } from "../openapi/view";
import { escapeHtml } from "../escape-html";

/** Words that a heading writes in capitals, which its anchor writes in lower case. */
const capitalised: Record<string, string> = { api: "API", b2b: "B2B", mdm: "MDM", https: "HTTPS" };

/** A heading's text from its anchor: `rules-for-the-split` → "Rules for the split". */
export function headingOf(anchor: string): string {
  const words = anchor.split("-").map((word) => capitalised[word] ?? word);
  const [first = "", ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(" ");
}

/** A link to a guide section, named by the section and its guide: "Validation rules (Biller integration guide v1.0)". */
export function sectionLink(source: string): string {
  const [path = "", anchor = ""] = source.split("#");
  const guide = findPage(path)?.title ?? path;
  return `<a href="${escapeHtml(source)}">${escapeHtml(headingOf(anchor))}</a> (${escapeHtml(guide)})`;
}

/** Where a check runs, and the versions it is limited to when it does not run for all that have the endpoint. */
function endpointCell(check: KitCheckData): string {
  if (check.endpoint === "transport") return "Every endpoint called";
  const endpoint = check.endpoint;
  const label = escapeHtml(kitEndpointLabels[endpoint]);
  const having = kitVersions.filter((version) => version.endpoints.includes(endpoint));
  const only = check.versions ? having.filter((version) => check.versions!.includes(version.id)) : having;
  if (only.length === having.length) return label;
  return `${label}, ${only.map((version) => escapeHtml(version.label)).join(", ")} only`;
}

/**
 * Three columns, the rule the widest: the check (its title and the id the kit reports it by),
 * the rule, and where it applies with the guide section that states it. On a phone each row is a
 * card of three parts (base.css).
 */
function kitChecksTable(): TableView {
  return {
    id: "kit-checks",
    title: "Checks the kit makes",
    descriptionHtml:
      "<p>Each check reports pass, fail, warn, not applicable or not run, with the field, its value and the rule for anything that is not a pass.</p>",
    columns: ["Check", "Rule", "Endpoint and guide section"],
    columnWidths: ["35%", "40%", "25%"],
    rows: (kitChecks as readonly KitCheckData[]).map((check) => [
      // The title in its own element: the cell is a title with its id, not a code alone (base.css).
      `<span>${escapeHtml(check.title)}</span> (<code>${escapeHtml(check.id)}</code>)`,
      escapeHtml(check.rule),
      `${endpointCell(check)} · ${sectionLink(check.source)}`,
    ]),
  };
}

function unobservableRulesTable(): TableView {
  return {
    id: "kit-unobservable-rules",
    title: "Rules the kit cannot observe",
    descriptionHtml:
      "<p>A caller of your endpoints cannot see these rules kept or broken, so the kit does not check them. Review them yourself, or agree them during onboarding.</p>",
    columns: ["Rule", "Guide section"],
    rows: unobservableRules.map((entry) => [escapeHtml(entry.rule), sectionLink(entry.source)]),
  };
}

/** The components a guide may place, by name, and the table each renders. */
export const kitTables: Readonly<Record<string, () => TableView>> = {
  KitChecks: kitChecksTable,
  KitUnobservableRules: unobservableRulesTable,
};

export const isKitTable = (name: string): boolean => Object.hasOwn(kitTables, name);
