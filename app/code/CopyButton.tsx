import { useState } from "react";

type CopyButtonProps = { label?: string } & (
  | { /** The element whose text is copied. */ targetId: string; text?: never }
  | { /** The text to copy, computed on the click. */ text: () => string; targetId?: never }
);

/** Copies the text of the element with `targetId`, or `text()`; says so for screen readers too. */
export function CopyButton({ targetId, text: textOf, label = "Copy code" }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
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
