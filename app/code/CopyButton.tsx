import { useState } from "react";

type CopyButtonProps = {
  label?: string;
  /** The button's look: a code block's own copy button unless a console gives a button role. */
  className?: string;
} & (
  | { /** The element whose text is copied. */ targetId: string; text?: never }
  | { /** The text to copy, computed on the click. */ text: () => string; targetId?: never }
);

/** Copies the text of the element with `targetId`, or `text()`; says so for screen readers too. */
export function CopyButton({
  targetId,
  text: textOf,
  label = "Copy code",
  className = "copy-button",
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        const text = textOf ? textOf() : (document.getElementById(targetId)?.textContent ?? "");
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}
