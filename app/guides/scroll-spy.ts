import { useEffect, type RefObject } from "react";

/**
 * The section being read: the last heading whose top has passed `line` (px from the viewport's
 * top), or the last heading once the page is scrolled to its end, where short closing sections
 * never reach the line. -1 above the first heading.
 */
export function sectionBeingRead(headingTops: readonly number[], line: number, atEnd: boolean): number {
  if (atEnd && headingTops.length > 0) return headingTops.length - 1;
  let current = -1;
  headingTops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/**
 * Marks the link of the section being read with aria-current="location" in the nav `ref` holds,
 * and keeps that link inside the nav's own scroll box. The DOM is updated directly: a state
 * change per scroll frame would re-render the whole page.
 */
export function useScrollSpy(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const nav = ref.current!;
    const links = [...nav.querySelectorAll("a")];
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollTop, scrollHeight } = document.documentElement;
      // A third of the way down: the heading a reader has just scrolled to counts as read.
      const current = sectionBeingRead(
        links.map(
          (link) => document.getElementById(link.hash.slice(1))?.getBoundingClientRect().top ?? Infinity,
        ),
        innerHeight / 3,
        scrollTop > 0 && scrollTop + innerHeight >= scrollHeight - 2,
      );
      links.forEach((link, index) => (link.ariaCurrent = index === current ? "location" : null));
      const link = links[current];
      // Scrolling the nav alone: scrollIntoView would also move the page under the reader.
      if (
        link &&
        (link.offsetTop < nav.scrollTop || link.offsetTop > nav.scrollTop + nav.clientHeight - 24)
      ) {
        nav.scrollTop = link.offsetTop - nav.clientHeight / 2;
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // In the next frame, not while hydrating: reading positions now would lay the page out in
    // the middle of hydration's work, one long task instead of two.
    schedule();
    addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", schedule);
    };
  }, [ref]);
}
