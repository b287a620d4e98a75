import type { ReactNode } from "react";
import { CopyPageMarkdown } from "../search/CopyMarkdownButton";

/**
 * The page's h1, focusable from script so navigation can move focus to it, with the page's
 * Markdown actions on its line: at the title's right where there is room, under it on a phone.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <div className="page-title-row">
      <h1 className="page-title" tabIndex={-1}>
        {children}
      </h1>
      <CopyPageMarkdown />
    </div>
  );
}
