import { memo } from "react";
import { NavLink } from "react-router";
import type { Navigation } from "../../content/site";

/** Memoised: the frame renders again when hydration settles the screen width; the links need not. */
export const Sidebar = memo(function Sidebar({
  navigation,
  onNavigate,
}: {
  navigation: Navigation;
  onNavigate: () => void;
}) {
  return (
    <nav id="sidebar" className="sidebar" aria-label="Documentation">
      {navigation.map((group) => (
        <section key={group.label} className="sidebar-group" aria-labelledby={groupId(group.label)}>
          <h2 id={groupId(group.label)} className="sidebar-group-label">
            {group.label}
          </h2>
          <ul>
            {group.pages.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end viewTransition onClick={onNavigate} className="sidebar-link">
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
});

function groupId(label: string): string {
  return `sidebar-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
