import { PageHeading } from "../components/PageHeading";
import { pageInfoFor } from "../page-info.server";
import { metaFromLoader } from "../page-info";
import type { Route } from "./+types/search";

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageInfoFor(request) };
}

export const meta = metaFromLoader;

/** The search page; the search itself needs JavaScript. */
export default function SearchPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="doc">
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{page.description}</p>
      <noscript>
        <p>Search needs JavaScript. Every page is listed in the sidebar and in the sitemap.</p>
      </noscript>
    </article>
  );
}
