import { useSyncExternalStore } from "react";

/**
 * The reader's preferred code language, shared by every set of code tabs on the site and kept
 * across visits. Choosing Python on one page shows Python everywhere.
 */
const storageKey = "code-language";
const changeEvent = "code-language-change";

export function preferredLanguage(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function choosePreferredLanguage(language: string): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Without storage the choice still applies to this page.
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: language }));
}

export function subscribeToPreferredLanguage(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The preferred language, or null before hydration and when none was chosen. */
export function usePreferredLanguage(): string | null {
  return useSyncExternalStore(subscribeToPreferredLanguage, preferredLanguage, () => null);
}
