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
import { operationHome } from "./operation-homes.server";
import { toolLaunchers } from "./tools";
import { findPage } from "../../content/site";
import type { OperationView } from "../../core/openapi/view";

/**
 * Whether the prose before a table ends on the heading that introduces it, at most a sentence
 * after: the table's own title would then repeat that heading ("Formats", then "Formats").
 */
export function introducedByHeading(before: GuideSegment | undefined): boolean {
  if (before?.kind !== "html") return false;
  const headings = [...before.html.matchAll(/<h[2-4][^>]*>/g)];
  const last = headings.at(-1);
  if (last?.index === undefined) return false;
  const after = before.html.slice(last.index).replace(/<h[2-4][^>]*>[\s\S]*?<\/h[2-4]>/, "");
  return after.replace(/<[^>]*>/g, "").trim().length <= 160;
}

/**
 * The operation as a guide at `path` shows it: in full on its home page (operation-homes.server.ts),
 * elsewhere its title, endpoint and console with a link to the page that documents it.
 */
function asShownOn(path: string, specId: string, operation: OperationView): OperationView {
  const home = operationHome(specId, operation.id);
  if (!home || home === path) return withStaticMain(operation);
  // Its description, fields and examples are on its home page: none of them travel with this one.
  const shown: OperationView = { ...operation, descriptionHtml: "", parameters: [], security: [] };
  return {
    ...shown,
    errorGroupAnchors: [],
    requestBody: undefined,
    responses: [],
    home: { href: `${home}#${operation.anchor}`, title: findPage(home)?.title ?? home },
  };
}

function pageSegment(
  path: string,
  segment: GuideSegment,
  index: number,
  segments: readonly GuideSegment[],
): PageSegment {
  if (segment.kind === "table") {
    const titled = !introducedByHeading(segments[index - 1]);
    return { kind: "html", html: renderToStaticMarkup(<RuleTable table={segment.view} titled={titled} />) };
  }
  if (segment.kind === "sequence") {
    return { kind: "html", html: renderToStaticMarkup(<SequenceDiagram sequence={segment.view} />) };
  }
  if (segment.kind === "tool") return { ...segment, ...toolLaunchers[segment.name] };
  if (segment.kind === "reference") return { ...segment, view: withStaticParts(segment.view) };
  if (segment.kind === "operations") {
    const common = segment.commonParameters;
    return {
      ...segment,
      operations: segment.operations.map((operation) => asShownOn(path, segment.specId, operation)),
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
 * The page's links into an operation documented on another page (its fields, say) lead there: the
 * page shows only the operation's title, endpoint and console.
 */
function withLinksHome(segments: PageSegment[]): PageSegment[] {
  const operations = segments.flatMap((segment) => (segment.kind === "operations" ? segment.operations : []));
  if (!operations.some((operation) => operation.home)) return segments;
  // The operation a link's target is in: the longest anchor it starts with (`op-wallet-status`, not `op-wallet`).
  const byLength = [...operations].sort((a, b) => b.anchor.length - a.anchor.length);
  const rewrite = (html: string) =>
    html.replace(/href="#([^"]+)"/g, (link, id: string) => {
      const home = byLength.find(({ anchor }) => id === anchor || id.startsWith(`${anchor}-`))?.home;
      return home ? `href="${home.href.split("#")[0]}#${id}"` : link;
    });
  return segments.map((segment) =>
    segment.kind === "html" ? { ...segment, html: rewrite(segment.html) } : segment,
  );
}

/**
 * Rule tables and sequence diagrams do nothing in the browser, so a guide page carries them as the
 * HTML their components render at build time, and the guide's script leaves those components out;
 * embedded API parts send their static sections as prerendered HTML too (static-reference.server.tsx),
 * and a tool its button's text.
 */
export function guidePage(view: GuideView, path: string): GuidePage {
  const segments = view.segments.map((segment, index, all) => pageSegment(path, segment, index, all));
  return {
    ...view,
    segments: withLinksHome(segments),
    downloads: specsShown(view.segments).map((specId) => ({ specId, links: downloadLinks(specId) })),
  };
}
