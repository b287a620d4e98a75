import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { GuidePage, PageSegment } from "../../core/guides/guide-view";
import { CodeBlock } from "../code/CodeBlock";
import { CodeTabs } from "../code/CodeTabs";
import { prerenderedLazy } from "../reference/prerendered-lazy";
import { useScrollSpy } from "./scroll-spy";
import "./guide.css";
// Linked from the page rather than loaded with the operations' code: the embedded operations are
// styled from the first paint, and hydrating restyles nothing.
import "../reference/reference.css";

// Counted in the page weight of the guides that embed it (scripts/page-weight.ts). Prerendered in
// place, with no Suspense boundary: React sends a suspended boundary's HTML hidden, revealed by a
// script in batches 300 ms apart (prerendered-lazy.ts).
const ApiSegment = prerenderedLazy(() => import("./ApiSegment").then((module) => module.default));
// The tools' map loads when a reader opens a tool, so no page carries the list of tools.
const OpenTool = lazy(() => import("./tools"));
// Prerendered in place; its code loads only on the page that lists error codes.
const ErrorCodes = prerenderedLazy(() => import("./ErrorCodes").then((module) => module.default));

function Segment({ segment }: { segment: PageSegment }) {
  switch (segment.kind) {
    case "html":
      return <div className="prose" dangerouslySetInnerHTML={{ __html: segment.html }} />;
    case "code":
      return <CodeBlock caption={segment.caption} html={segment.html} />;
    case "code-tabs":
      return <CodeTabs label={segment.label} tabs={segment.tabs} />;
    case "reference":
    case "operations":
      return <ApiSegment segment={segment} />;
    case "tool":
      return <ToolSegment segment={segment} />;
    case "error-codes":
      return <ErrorCodes html={segment.html} groups={segment.groups} />;
  }
}

/** A tool, opened (and downloaded) when the reader asks for it. */
function ToolSegment({ segment }: { segment: Extract<PageSegment, { kind: "tool" }> }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <p className="tool-launcher">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {segment.label}
        </button>{" "}
        {segment.note}
      </p>
    );
  }
  return (
    <Suspense fallback={<p className="tool-loading">Loading the tool…</p>}>
      <OpenTool name={segment.name} />
    </Suspense>
  );
}

/** The title block's last line, as on a reference (ApiReference.tsx): the APIs the guide shows. */
function SpecDownloads({ downloads }: { downloads: GuidePage["downloads"] }) {
  return downloads.map(({ specId, links }) => (
    <p key={specId} className="page-meta">
      Download the <code>{specId}</code> API:{" "}
      {links.flatMap(({ label, href }, index) => [
        index > 0 ? " · " : "",
        <a key={href} href={href}>
          {label}
        </a>,
      ])}
    </p>
  ));
}

/** The page's sections: a box above the text on narrow screens, a rail that follows the reader on wide ones. */
export function PageToc({ toc }: { toc: GuidePage["toc"] }) {
  const ref = useRef<HTMLElement>(null);
  useScrollSpy(ref);
  return (
    <nav className="toc" aria-label="On this page" ref={ref}>
      <p className="toc-title">On this page</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`toc-depth-${entry.depth}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A guide: the downloads of the APIs it shows (the end of its title block), its table of contents,
 * then prose and segments in document order, then `children` (what the route ends the guide with).
 */
export function Guide({ view, children }: { view: GuidePage; children?: ReactNode }) {
  return (
    <>
      <SpecDownloads downloads={view.downloads} />
      <div className="guide-layout">
        {view.toc.length > 2 ? <PageToc toc={view.toc} /> : null}
        <div className="guide-body">
          {view.segments.map((segment, index) => (
            <Segment key={index} segment={segment} />
          ))}
          <p className="last-reviewed">
            Last reviewed <time dateTime={view.lastReviewed}>{view.lastReviewed}</time>
          </p>
          {children}
        </div>
      </div>
    </>
  );
}
