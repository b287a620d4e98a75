import { useSyncExternalStore } from "react";
import { currentTheme, storeTheme, subscribeToTheme } from "../theme";

export function ThemeToggle() {
  // Prerendered HTML cannot know the reader's theme; it is read on hydration.
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => null);

  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={theme === "dark"}
      onClick={() => storeTheme(theme === "dark" ? "light" : "dark")}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">Dark theme</span>
    </button>
  );
}
