import type { GuideSegment } from "../../core/guides/guide-view";
import { ApiReference } from "../reference/ApiReference";
import { Operation } from "../reference/Operation";

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
          {segment.operations.map((operation) => (
            <Operation key={operation.anchor} operation={operation} specId={segment.specId} />
          ))}
        </div>
      );
  }
}
