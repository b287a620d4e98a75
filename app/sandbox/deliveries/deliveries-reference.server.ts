import { withFirstLanguageOnly } from "../../../core/openapi/sample-sets";
import type { OperationView, ReferenceView } from "../../../core/openapi/view";
import { loadReference } from "../../reference/load-spec.server";
import { deliveriesSpecId, sectionOperationIds } from "./section-data";

// Build time only, and free of components and styles, so the build scripts can import it too.

let reference: Promise<ReferenceView> | undefined;

/** The deliveries API's reference view as pages embed it, built once per build. */
export function deliveriesReference(): Promise<ReferenceView> {
  reference ??= loadReference(deliveriesSpecId).then(withFirstLanguageOnly);
  return reference;
}

/** The operations of the deliveries API a section documents, in the document's order. */
export function sectionOperations(
  view: ReferenceView,
  model: Parameters<typeof sectionOperationIds>[0],
): OperationView[] {
  const wanted = new Set(sectionOperationIds(model));
  return view.tags.flatMap((tag) => tag.operations).filter((operation) => wanted.has(operation.id));
}
