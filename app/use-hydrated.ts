import { useSyncExternalStore } from "react";

/**
 * For `useSyncExternalStore` reading a value only the browser knows: `getServerSnapshot` gives it
 * in the prerendered HTML and while hydrating, without a hydration mismatch, and nothing changes it
 * later. Where the two snapshots agree, nothing renders again.
 */
export const subscribeToNothing = () => () => {};

/** False in the prerendered HTML and while hydrating, true after: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
