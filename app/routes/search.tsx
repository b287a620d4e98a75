import { useSearchParams } from "react-router";
import { PageHeading } from "../components/PageHeading";
import { pageInfoFor } from "../page-info.server";
import { metaFromLoader } from "../page-info";
import { SearchPanel } from "../search/SearchPanel";
import { useHydrated } from "../use-hydrated";
import type { Route } from "./+types/search";

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageInfoFor(request) };
}

export const meta = metaFromLoader;

/**
 * Keeps the query in the address as the reader types, so the results can be shared or reloaded,
 * without a router navigation (and a refetch of this page's data) per keystroke.
 */
function replaceQueryInAddress(query: string) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The search page: runs the query in `?q=`; the search itself needs JavaScript. The field is
 * prerendered, empty, so the page keeps its layout as it hydrates (without JavaScript,
 * noscript.css hides it and the note below says why).
 */
export default function SearchPage({ loaderData: { page } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // The prerendered page has no query, so the query is read once the page has hydrated.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get("q") ?? "") : "";
  return (
    <article className="doc">
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{page.description}</p>
      <noscript>
        <p>Search needs JavaScript. Every page is listed in the sidebar and in the sitemap.</p>
      </noscript>
      <SearchPanel key={query} initialQuery={query} onQueryChange={replaceQueryInAddress} limit={20} />
    </article>
  );
}
