import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches. Prerendered HTML assumes it does not; CSS carries the
 * layout until hydration, so this only drives state such as `aria-expanded`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
