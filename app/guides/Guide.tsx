import { Suspense } from "react";
import type { GuideSegment, GuideView } from "../../core/guides/guide-view";
import { CodeBlock } from "../components/CodeBlock";
import { CodeTabs } from "../components/CodeTabs";
import { ApiReference } from "../reference/ApiReference";
import { Operation } from "../reference/Operation";
import { ErrorCodeFinder } from "../reference/ErrorCodeFinder";
import { RuleTable } from "../reference/RuleTable";
import { SequenceDiagram } from "../reference/SequenceDiagram";
import { tools } from "./tools";
import "./guide.css";

function Segment({ segment }: { segment: GuideSegment }) {
  switch (segment.kind) {
    case "html":
      return <div className="prose" dangerouslySetInnerHTML={{ __html: segment.html }} />;
    case "code":
      return <CodeBlock caption={segment.caption} html={segment.html} />;
    case "code-tabs":
      return <CodeTabs label={segment.label} tabs={segment.tabs} />;
    case "reference":
      return <ApiReference view={segment.view} />;
    case "operations":
      return (
        <div className="reference">
          {segment.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} specId={segment.specId} />
          ))}
        </div>
      );
    case "table":
      return <RuleTable table={segment.view} />;
    case "sequence":
      return <SequenceDiagram sequence={segment.view} />;
    case "error-codes":
      return <ErrorCodeFinder groups={segment.groups} />;
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
