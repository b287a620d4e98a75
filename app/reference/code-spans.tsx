import type { ReactNode } from "react";

/** Text with Markdown `code` spans as React nodes, e.g. "`limit` is 1 to 100" → <code>limit</code> is 1 to 100. */
export function withCode(text: string): ReactNode[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
