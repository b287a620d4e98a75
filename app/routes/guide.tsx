import { findPage } from "../../content/site";
import { PageIntro } from "../components/PageIntro";
import { PageNav } from "../page-nav/PageNav";
import { Guide } from "../guides/Guide";
import { guidePage } from "../guides/guide-page.server";
import { loadGuide } from "../guides/load-guide.server";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import { pageNavLinks } from "../page-nav/page-neighbours.server";
import type { Route } from "./+types/guide";

// Runs at build time only (every route is prerendered): the browser gets HTML and segments.
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  const content = findPage(page.path)?.content;
  if (!content) throw new Response("Not a guide page", { status: 404 });
  return {
    page,
    guide: guidePage(await loadGuide(page, content), page.path),
    pageNav: pageNavLinks(page.path),
  };
}

export const meta = metaFromLoader;

export default function GuidePage({ loaderData: { page, guide, pageNav } }: Route.ComponentProps) {
  return (
    <article className="doc guide">
      <PageIntro page={page} />
      <Guide view={guide} />
      <PageNav links={pageNav} />
    </article>
  );
}
