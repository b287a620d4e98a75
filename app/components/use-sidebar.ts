import { useCallback, useEffect, useState } from "react";
import { sidebarStartsCollapsed } from "../../content/sidebar";
import { useMediaQuery } from "../use-media-query";

/** Matches the CSS breakpoint: at 600px or narrower the sidebar is hidden until asked for. */
export const narrowScreenQuery = "(max-width: 600px)";

/**
 * `auto` lets CSS decide by screen width (so prerendered HTML is right before hydration);
 * `open` and `closed` are the reader's choice or the API-page default.
 */
export type SidebarState = "auto" | "open" | "closed";

export function useSidebar(pathname: string) {
  // A toggle applies to the page it was made on; navigating returns to that page's default.
  const [choice, setChoice] = useState<{ pathname: string; open: boolean } | null>(null);
  const narrow = useMediaQuery(narrowScreenQuery);

  const chosen = choice?.pathname === pathname ? choice.open : undefined;
  const state: SidebarState =
    chosen === undefined
      ? sidebarStartsCollapsed(pathname)
        ? "closed"
        : "auto"
      : chosen
        ? "open"
        : "closed";
  const expanded = state === "open" || (state === "auto" && !narrow);
  // Reads the width when called, so it stays the same function when the width check settles on
  // hydration, and the sidebar's links, which it is given to, do not render again.
  const closeIfNarrow = useCallback(() => {
    if (matchMedia(narrowScreenQuery).matches) setChoice({ pathname, open: false });
  }, [pathname]);

  // On a narrow screen the open sidebar covers the page, so Escape closes it like a dialog.
  const overlaid = narrow && expanded;
  useEffect(() => {
    if (!overlaid) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setChoice({ pathname, open: false });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [overlaid, pathname]);

  return {
    state,
    expanded,
    toggle: () => setChoice({ pathname, open: !expanded }),
    close: () => setChoice({ pathname, open: false }),
    closeIfNarrow,
  };
}
