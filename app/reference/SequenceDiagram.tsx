import { fitSequenceLayout } from "../../core/openapi/sequence-diagram";
import type { SequenceView } from "../../core/openapi/view";

/**
 * The widest a drawing may be (36rem): the narrowest column a desktop gives it, a guide's text
 * beside the sidebar and the contents rail at 1280px. Below that, figures.css shows the steps as a
 * list instead, so a drawing is always shown at full size and never scrolls.
 */
const drawingWidth = 576;

/** A sequence diagram drawn as SVG, with its steps as a list: read by screen readers, shown on phones. */
export function SequenceDiagram({ sequence }: { sequence: SequenceView }) {
  const layout = fitSequenceLayout(sequence, drawingWidth);
  const head = `seq-head-${sequence.id}`;
  return (
    <figure id={sequence.id} className="sequence">
      <figcaption>
        <strong>{sequence.title}</strong>
      </figcaption>
      <div dangerouslySetInnerHTML={{ __html: sequence.descriptionHtml }} />
      <div className="sequence-drawing">
        <svg
          className="seq"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width}
          height={layout.height}
          role="img"
          aria-label={sequence.title}
        >
          <defs>
            <marker
              id={head}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path className="seq-head" d="M0 0L10 5L0 10z" />
            </marker>
          </defs>
          {layout.actors.map((actor) => (
            <g key={actor.name}>
              <line
                className="seq-lifeline"
                x1={actor.x}
                y1={layout.headerHeight}
                x2={actor.x}
                y2={layout.height - 8}
              />
              <rect
                className="seq-actor"
                x={actor.boxX}
                y={4}
                width={actor.boxWidth}
                height={layout.headerHeight - 8}
                rx={6}
              />
              <text
                className="seq-actor-label"
                x={actor.x}
                y={layout.headerHeight / 2 + 5}
                textAnchor="middle"
              >
                {actor.name}
              </text>
            </g>
          ))}
          {layout.arrows.map((arrow, index) => (
            <g key={index}>
              {arrow.self ? (
                <path
                  className="seq-arrow"
                  d={`M${arrow.from} ${arrow.y - 16} h40 v16 h-36`}
                  markerEnd={`url(#${head})`}
                />
              ) : (
                <line
                  className="seq-arrow"
                  x1={arrow.from}
                  y1={arrow.y}
                  x2={arrow.to}
                  y2={arrow.y}
                  markerEnd={`url(#${head})`}
                />
              )}
              {arrow.lines.map((line) => (
                <text key={line.y} className="seq-message" x={line.x} y={line.y} textAnchor={line.anchor}>
                  {line.text}
                </text>
              ))}
            </g>
          ))}
        </svg>
      </div>
      <ol className="sequence-steps">
        {sequence.steps.map((step, index) => (
          <li key={index}>
            <span className="sequence-route">
              {step.from} → {step.to}:
            </span>{" "}
            {step.message}
          </li>
        ))}
      </ol>
    </figure>
  );
}
