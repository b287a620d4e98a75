import { useId } from "react";
import { CopyButton } from "./CopyButton";
import "../styles/code.css";

/** One highlighted block of code (already HTML from the build) with a caption and copy button. */
export function CodeBlock({ html, caption }: { html: string; caption: string }) {
  const id = useId();
  return (
    <figure className="code-block">
      <figcaption className="code-tabs-bar">
        <span className="code-caption">{caption}</span>
        <CopyButton targetId={id} />
      </figcaption>
      <pre tabIndex={0} id={id}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
