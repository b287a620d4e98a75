import { useCallback, useState, type ComponentType } from "react";
import { useHydrated } from "../use-hydrated";
import { useSearchShortcut } from "./use-search-shortcut";
import "./search-button.css";

type Dialog = ComponentType<{ open: boolean; onClose: () => void }>;

// The dialog, its styles and Pagefind load when the pointer or the focus reaches this button, or
// the dialog opens; until then a page carries only this button.
const loadDialog = () => import("./SearchDialog").then((module): Dialog => module.default);
const loadFailed = () => {
  // The next click, key or hover tries again.
};
const preload = () => {
  loadDialog().catch(loadFailed);
};

/** The header's search button; Ctrl-K, Cmd-K and `/` open the same dialog. */
export function SearchButton() {
  // Undefined until first opened; the dialog stays rendered from then on. It is rendered once its
  // code is here, not suspended on it: React shows content that a Suspense boundary waited for no
  // sooner than 300 ms after its fallback, which made a first search wait that long for its field.
  const [shown, setShown] = useState<{ Dialog: Dialog; open: boolean }>();
  const openDialog = useCallback(() => {
    loadDialog().then((Dialog) => setShown({ Dialog, open: true }), loadFailed);
  }, []);
  // Prerendered HTML cannot know the reader's platform; the key hint is settled on hydration.
  const apple = useHydrated() && /Mac|iPhone|iPad/.test(navigator.userAgent);
  useSearchShortcut(openDialog);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openDialog}
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
      {shown && <shown.Dialog open={shown.open} onClose={() => setShown({ ...shown, open: false })} />}
    </>
  );
}
