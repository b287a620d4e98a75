import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows: `server`'s in the prerendered HTML and while hydrating, then
 * `browser`'s, without a hydration mismatch. Where the two agree, nothing renders again.
 */
export function useBrowserValue<T>(browser: () => T, server: () => T): T {
  return useSyncExternalStore(subscribeToNothing, browser, server);
}

/** False in the prerendered HTML and while hydrating, true after: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useBrowserValue(
    () => true,
    () => false,
  );
}
