import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Parts of a page that never change in the browser travel once, as prerendered HTML, rather than
 * twice (the HTML, and again the data React would draw them from). At build time a loader renders
 * such a part to HTML and keeps it here under a key made from its content; the page's data carries
 * only the key. In the browser the part is read back from the prerendered element that carries its
 * key, or, after a client-side navigation, from the page's prerendered HTML, fetched once.
 */
const kept = new Map<string, string>();

/** FNV-1a over the text, with its length: a stable key, the same for the same HTML in every build. */
function keyOf(html: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < html.length; index += 1) {
    hash ^= html.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(36)}-${html.length.toString(36)}`;
}

/** Build time: keeps `html` for the page being prerendered and returns the key that stands for it. */
export function keepStaticHtml(html: string): string {
  const key = keyOf(html);
  kept.set(key, html);
  return key;
}

/** Marks a prerendered part with its key, for `prerenderedPart` to find it. */
export const staticPartAttribute = "data-static";

/**
 * The parts in the prerendered page, found in one pass over the document the first time a part
 * hydrates, rather than one search of a page of thousands of elements per part. A key names its
 * content, so an entry stays right after the reader moves on to another page.
 */
let inDocument: Map<string, string> | undefined;

/**
 * A prerendered part's HTML, serialised from its element only if React ever asks for it as text.
 * Hydrating leaves the element's content as it is and never reads it; React would need the text
 * only to draw the part anew (should hydration fail around it), and serialising every part of a
 * reference page while hydrating took 20 ms or more.
 */
function onDemand(element: Element): string {
  let html: string | undefined;
  return { toString: () => (html ??= element.innerHTML) } as unknown as string;
}

/** The HTML of the prerendered part marked with `key`, while the page it was prerendered in is shown. */
export function prerenderedPart(key: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  inDocument ??= new Map(
    [...document.querySelectorAll(`[${staticPartAttribute}]`)].map((element) => [
      element.getAttribute(staticPartAttribute) ?? "",
      onDemand(element),
    ]),
  );
  return inDocument.get(key);
}

const pages = new Map<string, Promise<Map<string, string>>>();

/** The static parts of the prerendered page at `path`, fetched and parsed once per page. */
function staticPartsOf(path: string): Promise<Map<string, string>> {
  let parts = pages.get(path);
  if (!parts) {
    parts = fetch(path)
      .then((response) => response.text())
      .then((text) => {
        const page = new DOMParser().parseFromString(text, "text/html");
        return new Map(
          [...page.querySelectorAll(`[${staticPartAttribute}]`)].map((element) => [
            element.getAttribute(staticPartAttribute) ?? "",
            element.innerHTML,
          ]),
        );
      });
    // A failed fetch is not remembered, so the next visit tries again.
    parts.catch(() => pages.delete(path));
    pages.set(path, parts);
  }
  return parts;
}

/** A part of the page kept as prerendered HTML (see keepStaticHtml). */
export function StaticHtml({ htmlKey, className }: { htmlKey: string; className?: string }) {
  const { pathname, hash } = useLocation();
  const element = useRef<HTMLDivElement>(null);
  const [part, setPart] = useState(() => {
    const html = kept.get(htmlKey) ?? prerenderedPart(htmlKey);
    return html === undefined ? undefined : { html, fetched: false };
  });

  useEffect(() => {
    if (part !== undefined) return;
    let current = true;
    staticPartsOf(pathname).then(
      (parts) => current && setPart({ html: parts.get(htmlKey) ?? "", fetched: true }),
      () =>
        current &&
        setPart({
          html: "<p>This part of the page did not load. Reload the page to see it.</p>",
          fetched: true,
        }),
    );
    return () => {
      current = false;
    };
  }, [part, htmlKey, pathname]);

  // A link to an anchor inside a part that arrived after the navigation (a search result, say)
  // could not be scrolled to when the page rendered; it is now. Nor can one inside a closed
  // <details>: the browser opens those for a fragment it navigates to, not for the router's links.
  useEffect(() => {
    if (!part || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target || !element.current?.contains(target)) return;
    const folded = target.closest("details");
    for (let details = folded; details; details = details.parentElement?.closest("details") ?? null)
      details.open = true;
    // Scrolled to again where the browser may have scrolled before the <details> opened.
    if (part.fetched || folded) target.scrollIntoView();
  }, [part, hash]);

  return (
    <div
      ref={element}
      className={className}
      {...{ [staticPartAttribute]: htmlKey }}
      dangerouslySetInnerHTML={{ __html: part?.html ?? "" }}
    />
  );
}
