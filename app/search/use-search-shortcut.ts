import { useEffect } from "react";
import { isSearchShortcut } from "./search-shortcut";

/**
 * Calls `open()` on Ctrl-K, Cmd-K, or `/` outside a text field. `open` should keep its identity
 * (a state setter, or a callback from `useCallback`).
 */
export function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      // Ctrl-K would focus the browser's own search; `/` is quick find in some browsers.
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
}
