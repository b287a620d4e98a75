import { renderToStaticMarkup } from "react-dom/server";
import type { OperationView, ReferenceView } from "../../core/openapi/view";
import { AfterOperations, BeforeYouCall } from "./ApiReference";
import { referenceSections } from "./reference-sections";
import { OperationMain } from "./Operation";
import { keepStaticHtml } from "./static-html";

const staticHtml = (element: React.ReactElement) => keepStaticHtml(renderToStaticMarkup(element));

/**
 * An operation as a page sends it: its main column prerendered (the key in `staticMain`), and only
 * what the browser draws itself left in the data: the code samples and examples (tabs and copy
 * buttons), the try-it request, and what the contents and the sandbox section list.
 */
export function withStaticMain(operation: OperationView): OperationView {
  return {
    ...operation,
    staticMain: staticHtml(<OperationMain operation={operation} />),
    descriptionHtml: "",
    parameters: [],
    security: [],
    errorGroupAnchors: [],
    ...(operation.requestBody
      ? { requestBody: { descriptionHtml: "", schema: undefined, examples: operation.requestBody.examples } }
      : {}),
    responses: operation.responses.map((response) => ({
      status: response.status,
      descriptionHtml: "",
      schema: undefined,
      examples: response.examples,
      links: [],
    })),
  };
}

/** Which of the sections around the operations the view has, for the list of sections. */
function sectionFlags(view: ReferenceView) {
  const anchors = new Set(referenceSections(view).map((section) => section.anchor));
  return {
    hasBefore: anchors.has("connecting"),
    hasOverview: anchors.has("overview"),
    hasNotes: view.notes.length > 0,
    hasRules: anchors.has("rules"),
    hasErrors: anchors.has("errors"),
  };
}

/**
 * A reference as a page sends it: the sections nothing in the browser changes are prerendered
 * HTML (keys in `staticHtml`) whose data is left out, so a large document's page is not its HTML
 * plus the same content again as data.
 */
export function withStaticParts(view: ReferenceView): ReferenceView {
  return {
    ...view,
    staticHtml: {
      before: staticHtml(<BeforeYouCall view={view} />),
      after: staticHtml(<AfterOperations view={view} />),
      ...sectionFlags(view),
    },
    descriptionHtml: "",
    servers: [],
    commonParameters: [],
    securitySchemes: [],
    notes: [],
    tables: [],
    sequences: [],
    errorGroups: [],
    tags: view.tags.map((tag) => ({ ...tag, operations: tag.operations.map(withStaticMain) })),
    webhooks: view.webhooks.map(withStaticMain),
  };
}
