import { startTransition, useEffect, useState } from "react";

// A screen's height above and below the viewport: what comes into view within a flick.
const margin = "100% 0px";
const nearNow = (element: Element | null) => {
  if (!element) return false;
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -innerHeight && top < 2 * innerHeight;
};

/**
 * Whether the element with `id` is near the screen: at once, while hydrating the page it is
 * prerendered in, and then as the reader scrolls. Once true, it stays so. A change renders as a
 * transition, so that what it draws yields to the reader's input.
 */
export function useNearScreen(id: string, watch: boolean): boolean {
  const [near, setNear] = useState(
    () => watch && typeof document !== "undefined" && nearNow(document.getElementById(id)),
  );
  useEffect(() => {
    const target = document.getElementById(id);
    if (!watch || near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [id, watch, near]);
  return near;
}
