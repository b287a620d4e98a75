import { useContext, type ReactNode } from "react";
import { TitleActions } from "./title-actions";

/**
 * The page's h1, focusable from script so navigation can move focus to it, with what the frame
 * gives for the title's line (the page's Markdown actions): at the title's right where there is
 * room, under it on a phone.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const actions = useContext(TitleActions);
  return (
    <div className="page-title-row">
      <h1 className="page-title" tabIndex={-1}>
        {children}
      </h1>
      {actions}
    </div>
  );
}
