import { useState } from "react";

/** Copies the text of the element with `targetId`; says so for screen readers too. */
export function CopyButton({ targetId, label = "Copy code" }: { targetId: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      onClick={async () => {
        const text = document.getElementById(targetId)?.textContent ?? "";
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}
