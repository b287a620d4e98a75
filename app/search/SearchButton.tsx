import { lazy, Suspense, useState } from "react";
import { useHydrated } from "../use-hydrated";
import { useSearchShortcut } from "./use-search-shortcut";
import "./search-button.css";

// The dialog, its styles and Pagefind load when the pointer or the focus reaches this button, or
// the dialog opens; until then a page carries only this button.
const loadDialog = () => import("./SearchDialog");
const SearchDialog = lazy(loadDialog);
const preload = () => {
  loadDialog().catch(() => {
    // Opening the dialog tries again.
  });
};

/** The header's search button; Ctrl-K, Cmd-K and `/` open the same dialog. */
export function SearchButton() {
  // Undefined until first opened; the dialog stays rendered from then on.
  const [open, setOpen] = useState<boolean>();
  // Prerendered HTML cannot know the reader's platform; the key hint is settled on hydration.
  const apple = useHydrated() && /Mac|iPhone|iPad/.test(navigator.userAgent);
  useSearchShortcut(setOpen);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-key" aria-hidden="true">
          {apple ? "⌘K" : "Ctrl K"}
        </kbd>
      </button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
