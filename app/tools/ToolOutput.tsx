import { useId } from "react";
import { CopyButton } from "../code/CopyButton";

/** A tool's result as selectable, copyable text, labelled for screen readers. */
export function ToolOutput({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <div className="tool-output">
      <div className="tool-output-bar">
        <span id={`${id}-label`}>{label}</span>
        <CopyButton targetId={`${id}-text`} label="Copy" />
      </div>
      {/* Long values scroll sideways, so the block must be reachable by keyboard. */}
      <pre tabIndex={0} aria-labelledby={`${id}-label`}>
        <code id={`${id}-text`}>{text}</code>
      </pre>
    </div>
  );
}
