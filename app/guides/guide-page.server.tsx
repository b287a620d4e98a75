import { renderToStaticMarkup } from "react-dom/server";
import {
  specsShown,
  type GuidePage,
  type GuideSegment,
  type GuideView,
  type PageSegment,
} from "../../core/guides/guide-view";
import { downloadLinks } from "../../core/openapi/download-links";
import { RuleTable } from "../reference/RuleTable";
import { SequenceDiagram } from "../reference/SequenceDiagram";
import { keepStaticHtml } from "../reference/static-html";
import { withStaticMain, withStaticParts } from "../reference/static-reference.server";
import { CommonParameters } from "./ApiSegment";
import { toolLaunchers } from "./tools";

function pageSegment(segment: GuideSegment): PageSegment {
  if (segment.kind === "table")
    return { kind: "html", html: renderToStaticMarkup(<RuleTable table={segment.view} />) };
  if (segment.kind === "sequence") {
    return { kind: "html", html: renderToStaticMarkup(<SequenceDiagram sequence={segment.view} />) };
  }
  if (segment.kind === "tool") return { ...segment, ...toolLaunchers[segment.name] };
  if (segment.kind === "reference") return { ...segment, view: withStaticParts(segment.view) };
  if (segment.kind === "operations") {
    const common = segment.commonParameters;
    return {
      ...segment,
      operations: segment.operations.map(withStaticMain),
      ...(common
        ? {
            commonParameters: {
              ...common,
              introHtml: "",
              parameters: [],
              staticHtml: keepStaticHtml(renderToStaticMarkup(<CommonParameters block={common} />)),
            },
          }
        : {}),
    };
  }
  return segment;
}

/**
 * Rule tables and sequence diagrams do nothing in the browser, so a guide page carries them as the
 * HTML their components render at build time, and the guide's script leaves those components out;
 * embedded API parts send their static sections as prerendered HTML too (static-reference.server.tsx),
 * and a tool its button's text.
 */
export function guidePage(view: GuideView): GuidePage {
  return {
    ...view,
    segments: view.segments.map(pageSegment),
    downloads: specsShown(view.segments).map((specId) => ({ specId, links: downloadLinks(specId) })),
  };
}
