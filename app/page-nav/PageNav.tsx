import { Link } from "react-router";
import type { PageNavLink } from "./page-neighbours.server";
// Kept out of app/components, which vite.config.ts bundles into the chunk every page loads: only
// the guides and references, which render it, pay for its code and styles. The loader words the
// links in full and the styles select by `rel`, so the code those pages load stays a few lines.
import "./page-nav.css";

/** Previous and next pages in sidebar order (`pageNavLinks`), at the end of a page. */
export function PageNav({ links }: { links: PageNavLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="page-nav" aria-label="Previous and next pages" data-pagefind-ignore="all">
      {links.map((link) => (
        <Link key={link.rel} to={link.path} rel={link.rel} viewTransition>
          <span>{link.eyebrow}</span> {link.title}
        </Link>
      ))}
    </nav>
  );
}
