import { lazy, Suspense } from "react";
import type { GuideSegment, GuideView } from "../../core/guides/guide-view";
import { CodeBlock } from "../components/CodeBlock";
import { CodeTabs } from "../components/CodeTabs";
import { RuleTable } from "../reference/RuleTable";
import { SequenceDiagram } from "../reference/SequenceDiagram";
import { tools } from "./tools";
import "./guide.css";

// Counted in the page weight of the guides that embed it (scripts/page-weight.ts).
const ApiSegment = lazy(() => import("./ApiSegment"));

function Segment({ segment }: { segment: GuideSegment }) {
  switch (segment.kind) {
    case "html":
      return <div className="prose" dangerouslySetInnerHTML={{ __html: segment.html }} />;
    case "code":
      return <CodeBlock caption={segment.caption} html={segment.html} />;
    case "code-tabs":
      return <CodeTabs label={segment.label} tabs={segment.tabs} />;
    case "reference":
    case "operations":
    case "error-codes":
      return (
        <Suspense fallback={null}>
          <ApiSegment segment={segment} />
        </Suspense>
      );
    case "table":
      return <RuleTable table={segment.view} />;
    case "sequence":
      return <SequenceDiagram sequence={segment.view} />;
    case "tool": {
      const Tool = tools[segment.name];
      return (
        <Suspense fallback={<p className="tool-loading">Loading the tool…</p>}>
          <Tool />
        </Suspense>
      );
    }
  }
}

/** A guide: its table of contents, then prose and segments in document order. */
export function Guide({ view }: { view: GuideView }) {
  return (
    <>
      {view.toc.length > 2 ? (
        <nav className="toc" aria-label="On this page">
          <p className="toc-title">On this page</p>
          <ul>
            {view.toc.map((entry) => (
              <li key={entry.id} className={`toc-depth-${entry.depth}`}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {view.segments.map((segment, index) => (
        <Segment key={index} segment={segment} />
      ))}
      <p className="last-reviewed">
        Last reviewed <time dateTime={view.lastReviewed}>{view.lastReviewed}</time>
      </p>
    </>
  );
}
