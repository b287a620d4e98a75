import type { SequenceView } from "../../core/openapi/view";

/** A build-time SVG diagram, with its steps as text for screen readers and search. */
export function SequenceDiagram({ sequence }: { sequence: SequenceView }) {
  return (
    <figure id={sequence.id} className="sequence">
      <figcaption>
        <strong>{sequence.title}</strong>
      </figcaption>
      <div dangerouslySetInnerHTML={{ __html: sequence.descriptionHtml }} />
      <div className="sequence-drawing" dangerouslySetInnerHTML={{ __html: sequence.svg }} />
      <ol className="visually-hidden">
        {sequence.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </figure>
  );
}
