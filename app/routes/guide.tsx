import { useLocation, type MetaArgs } from "react-router";
import { findPage, groupOf } from "../../content/site";
import { PageHeading } from "../components/PageHeading";
import { Guide } from "../guides/Guide";
import { loadGuide } from "../guides/load-guide.server";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/guide";

// Runs at build time only (every route is prerendered): the browser gets HTML and segments.
export async function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname);
  if (!page?.content) throw new Response("Not a guide page", { status: 404 });
  return loadGuide({ ...page, content: page.content });
}

export function meta({ location }: MetaArgs) {
  const page = findPage(location.pathname);
  return page ? pageMeta(page.title, page.description) : [];
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const group = groupOf(useLocation().pathname);
  return (
    <article className="doc guide">
      {group && <p className="eyebrow">{group.label}</p>}
      <PageHeading>{loaderData.title}</PageHeading>
      <p className="lead">{loaderData.description}</p>
      <Guide view={loaderData} />
    </article>
  );
}
