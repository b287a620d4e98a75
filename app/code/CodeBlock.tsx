import { useId, type ReactNode } from "react";
import { CopyButton } from "./CopyButton";
import "../styles/code.css";

/**
 * One block of code with a caption and copy button: highlighted HTML from the build, or a `<code>`
 * element the caller renders (JsonBlock).
 */
export function CodeBlock({
  caption,
  html,
  children,
}: {
  caption: string;
  html?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <figure className="code-block">
      <figcaption className="code-tabs-bar">
        <span className="code-caption">{caption}</span>
        <CopyButton targetId={id} />
      </figcaption>
      <pre tabIndex={0} id={id}>
        {children ?? <code dangerouslySetInnerHTML={{ __html: html ?? "" }} />}
      </pre>
    </figure>
  );
}
