import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true after: for controls that need
 * JavaScript and for values only the browser knows, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
