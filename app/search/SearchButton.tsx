import { lazy, Suspense, useCallback, useState } from "react";
import { useHydrated } from "../use-hydrated";
import { useSearchShortcut } from "./use-search-shortcut";
import "./search-button.css";

// The dialog, its styles and Pagefind load on first open; until then a page carries only this button.
const SearchDialog = lazy(() => import("./SearchDialog"));

const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The header's search button; Ctrl-K, Cmd-K and `/` open the same dialog. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Prerendered HTML cannot know the reader's platform; the key hint is settled on hydration.
  const apple = useHydrated() && isApple();
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  useSearchShortcut(show);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-key" aria-hidden="true">
          {apple ? "⌘K" : "Ctrl K"}
        </kbd>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
