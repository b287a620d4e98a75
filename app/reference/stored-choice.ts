import { useSyncExternalStore } from "react";

/**
 * A reader's choice kept across pages and visits (in localStorage), shared live by every component
 * that shows it: picking on one code panel updates all of them, and other tabs follow.
 */
export function storedChoice(storageKey: string) {
  const changeEvent = `${storageKey}-change`;

  function read(): string | null {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  }

  function choose(value: string): void {
    try {
      localStorage.setItem(storageKey, value);
    } catch {
      // Without storage the choice still applies to this page.
    }
    window.dispatchEvent(new CustomEvent(changeEvent, { detail: value }));
  }

  function subscribe(onChange: () => void): () => void {
    window.addEventListener(changeEvent, onChange);
    window.addEventListener("storage", onChange);
    return () => {
      window.removeEventListener(changeEvent, onChange);
      window.removeEventListener("storage", onChange);
    };
  }

  /** The choice, or null before hydration and when none was made. */
  const useChoice = (): string | null => useSyncExternalStore(subscribe, read, () => null);

  return { read, choose, useChoice };
}
