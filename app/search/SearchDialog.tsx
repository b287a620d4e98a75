import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { SearchPanel } from "./SearchPanel";
import { preloadSearch } from "./use-search";
import "./search.css";

// This module loads when the reader points at or focuses the search button, or opens the dialog
// (SearchButton.tsx): Pagefind starts loading with it, before the dialog first renders.
preloadSearch();

type SearchDialogProps = { open: boolean; onClose: () => void };

/**
 * The search dialog, loaded when the reader first turns to search. A native modal `<dialog>`: the
 * page behind is inert (the focus stays inside), Escape closes it, and closing returns the focus
 * to where it was.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const input = dialog.querySelector<HTMLInputElement>('input[type="search"]');
      input?.focus();
      input?.select();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    // A click on the backdrop lands on the dialog itself; the panel covers the rest of it.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog?.close();
    };
    dialog?.addEventListener("click", closeOnBackdrop);
    return () => dialog?.removeEventListener("click", closeOnBackdrop);
  }, []);

  return createPortal(
    <dialog ref={dialogRef} className="search-dialog" aria-label="Search the documentation" onClose={onClose}>
      <div className="search-dialog-body">
        <SearchPanel limit={8} linkToResultsPage onChoose={() => dialogRef.current?.close()} />
        <div className="search-dialog-footer">
          <p className="search-keys" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
          </p>
          <button type="button" className="search-chip" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
