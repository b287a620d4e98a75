import { useId } from "react";
import { CopyButton } from "./CopyButton";
import { JsonCode } from "./JsonCode";
import "../styles/code.css";

/**
 * One block of code with a caption and copy button: highlighted HTML from the build, or JSON that
 * is coloured as it renders.
 */
export function CodeBlock({ caption, ...code }: { caption: string } & ({ html: string } | { json: string })) {
  const id = useId();
  return (
    <figure className="code-block">
      <figcaption className="code-tabs-bar">
        <span className="code-caption">{caption}</span>
        <CopyButton targetId={id} />
      </figcaption>
      <pre tabIndex={0} id={id}>
        {"json" in code ? (
          <JsonCode json={code.json} />
        ) : (
          <code dangerouslySetInnerHTML={{ __html: code.html }} />
        )}
      </pre>
    </figure>
  );
}
