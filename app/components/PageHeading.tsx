import type { ReactNode } from "react";

/** The page's h1; focusable from script so navigation can move focus to it. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="page-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
