import { useEffect } from "react";
import { isSearchShortcut } from "./search-shortcut";

/**
 * Calls `setOpen(true)` on Ctrl-K, Cmd-K, or `/` outside a text field. `setOpen` should keep its
 * identity, as a state setter does.
 */
export function useSearchShortcut(setOpen: (open: true) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      // Ctrl-K would focus the browser's own search; `/` is quick find in some browsers.
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [setOpen]);
}
