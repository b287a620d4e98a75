/** The reader's explicit choice; without one the system setting applies. */
export type Theme = "light" | "dark";

const storageKey = "theme";

/** Inline script for <head>: applies a stored choice before the first paint. */
export const themeInitScript = `try{var t=localStorage.${storageKey};if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch(e){}`;

export function storeTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Storage can be disabled; the choice still applies to this page.
  }
}

/** The theme in effect: the stored choice, or the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** Calls back when the theme in effect changes, by the toggle or by the system setting. */
export function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["data-theme"] });
  const system = window.matchMedia("(prefers-color-scheme: dark)");
  system.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    system.removeEventListener("change", onChange);
  };
}
