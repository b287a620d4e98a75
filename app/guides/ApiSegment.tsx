import type { CommonParametersView, GuideSegment } from "../../core/guides/guide-view";
import { ApiReference } from "../reference/ApiReference";
import { Operation } from "../reference/Operation";
import { ParameterList } from "../reference/ParameterList";
import { StaticHtml } from "../reference/static-html";

export type ApiGuideSegment = Extract<GuideSegment, { kind: "reference" | "operations" }>;

/**
 * The parts of a guide drawn by the API reference renderer. Loaded only by guides that embed
 * them, so prose-only guides do not download the renderer.
 */
export default function ApiSegment({ segment }: { segment: ApiGuideSegment }) {
  switch (segment.kind) {
    case "reference":
      return <ApiReference view={segment.view} />;
    case "operations":
      return (
        <div className="reference">
          {segment.commonParameters?.staticHtml ? (
            <StaticHtml htmlKey={segment.commonParameters.staticHtml} />
          ) : segment.commonParameters ? (
            <CommonParameters block={segment.commonParameters} />
          ) : null}
          {segment.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} specId={segment.specId} folded />
          ))}
        </div>
      );
  }
}

/** The headers every call sends, once on the page, where the operations that send them link. */
export function CommonParameters({ block }: { block: CommonParametersView }) {
  return (
    <section className="common-parameters" aria-labelledby={block.anchor}>
      <h3 id={block.anchor}>{block.title}</h3>
      {block.introHtml ? <div dangerouslySetInnerHTML={{ __html: block.introHtml }} /> : null}
      <ParameterList parameters={block.parameters} />
    </section>
  );
}
