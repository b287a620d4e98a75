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
    const nav = ref.current;
    if (!nav) return;
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
    let frame = 0;
    let marked: HTMLAnchorElement | undefined;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      // A third of the way down: the heading a reader has just scrolled to counts as read.
      const index = sectionBeingRead(
        headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity),
        innerHeight / 3,
        root.scrollTop > 0 && root.scrollTop + innerHeight >= root.scrollHeight - 2,
      );
      const link = links[index];
      if (link === marked) return;
      marked?.removeAttribute("aria-current");
      marked = link;
      if (!link) return;
      link.setAttribute("aria-current", "location");
      // Scrolling the nav alone: scrollIntoView would also move the page under the reader.
      const top = link.offsetTop - nav.clientHeight / 2;
      if (link.offsetTop < nav.scrollTop || link.offsetTop > nav.scrollTop + nav.clientHeight - 24) {
        nav.scrollTop = top;
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    addEventListener("scroll", schedule, { passive: true });
    addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", schedule);
      removeEventListener("resize", schedule);
    };
  }, [ref]);
}
