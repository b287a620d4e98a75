import { Link } from "react-router";
import type { StartHereView } from "../../content/start-here";
// Outside app/components (bundled for every page by vite.config.ts): only the home page loads it.
// Its stylesheet is a route link (`links` in routes/home.tsx) rather than an import, which would be
// listed in the route manifest that every page downloads.
import styles from "./start-here.css?url";

export const startHereStylesheet = { rel: "stylesheet", href: styles } as const;

/** The home page's "Start here": per partner role, the page to read, the quickstart and the sandbox. */
export function StartHere({ intro, roles }: { intro: string; roles: StartHereView[] }) {
  return (
    <section aria-labelledby="start-here" className="start-here">
      <h2 id="start-here">Start here</h2>
      <p>{intro}</p>
      <ul className="start-here-roles">
        {roles.map((role) => (
          <li key={role.role} className="start-here-role">
            <h3>{role.name}</h3>
            <p>{role.summary}</p>
            <ul>
              {role.links.map((link) => (
                <li key={link.kind}>
                  <Link to={link.href} viewTransition>
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
