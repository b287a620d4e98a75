import { billCodeTriggers } from "../../content/sandbox/bill-triggers";
import { errorTriggerAnchor } from "../../core/openapi/anchors";
import type { ReferenceView } from "../../core/openapi/view";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";

// Build time only.

/**
 * The reference with each catalogued code that the sandbox can produce linked to the row of the
 * sandbox's page that says how (content/sandbox/bill-triggers.ts); other documents as they are.
 */
export function withTriggerLinks(view: ReferenceView): ReferenceView {
  if (view.specId !== sandboxDocs.specId) return view;
  const produced = new Set(
    billCodeTriggers
      .filter((trigger) => "steps" in trigger)
      .map((trigger) => `${trigger.group}\n${trigger.code}`),
  );
  return {
    ...view,
    errorGroups: view.errorGroups.map((group) => ({
      ...group,
      codes: group.codes.map((entry) =>
        produced.has(`${group.name}\n${entry.code}`)
          ? { ...entry, triggerHref: `${sandboxDocs.href}#${errorTriggerAnchor(entry.code, group.name)}` }
          : entry,
      ),
    })),
  };
}
