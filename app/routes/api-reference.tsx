import { useLocation, type MetaArgs } from "react-router";
import { findPage, groupOf } from "../../content/site";
import { PageHeading } from "../components/PageHeading";
import { pageMeta } from "../page-meta";
import { ApiReference } from "../reference/ApiReference";
import { loadSpec } from "../reference/load-spec.server";
import { buildReference } from "../../core/openapi/build-reference";
import type { Route } from "./+types/api-reference";

// Runs at build time only (every route is prerendered): the browser gets the computed view.
export async function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname);
  if (!page?.spec) throw new Response("Not an API reference page", { status: 404 });
  return buildReference(page.spec, await loadSpec(page.spec));
}

export function meta({ location }: MetaArgs) {
  const page = findPage(location.pathname);
  return page ? pageMeta(page.title, page.description) : [];
}

export default function ApiReferencePage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const group = groupOf(pathname);
  return (
    <article className="doc doc-wide">
      {group && <p className="eyebrow">{group.label}</p>}
      <PageHeading>{page?.title ?? loaderData.title}</PageHeading>
      <p className="lead">{loaderData.summary || page?.description}</p>
      <ApiReference view={loaderData} />
    </article>
  );
}
