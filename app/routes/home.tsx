import { Link } from "react-router";
import { homeCards } from "../../content/home-cards";
import { startHere, startHereIntro } from "../../content/start-here";
import { PageHeading } from "../components/PageHeading";
import { StartHere, startHereStylesheet } from "../start-here/StartHere";
import { sandboxPages } from "../sandbox/sandbox-pages.server";
import { pageInfoFor } from "../page-info.server";
import { metaFromLoader } from "../page-info";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  // Resolving the roles' links here checks them against the site map as the home page is built.
  return {
    page: pageInfoFor(request),
    intro: startHereIntro,
    roles: startHere(),
    sandboxes: sandboxPages(),
  };
}

export const meta = metaFromLoader;

export const links: Route.LinksFunction = () => [startHereStylesheet];

export default function Home({ loaderData: { page, intro, roles, sandboxes } }: Route.ComponentProps) {
  return (
    <div className="home">
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{page.description}</p>
      <ul className="cards">
        {homeCards.map((card) => (
          <li key={card.title} className="card">
            <h2>{card.title}</h2>
            <p>{card.text}</p>
            <Link to={card.to} className="button" viewTransition>
              Explore<span className="visually-hidden"> {card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <StartHere intro={intro} roles={roles} />
      <section aria-labelledby="sandboxes" className="home-quickstarts">
        <h2 id="sandboxes">Try the APIs before you have credentials</h2>
        <p>
          This site&apos;s sandbox answers every API it documents, with published test values and a way to get
          each code on purpose:
        </p>
        <ul>
          {sandboxes.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
