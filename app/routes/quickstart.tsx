import { PageIntro } from "../components/PageIntro";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import { PageNav } from "../page-nav/PageNav";
import { pageNavLinks } from "../page-nav/page-neighbours.server";
import { QuickstartProgram } from "../quickstarts/QuickstartProgram";
import { loadQuickstart } from "../quickstarts/load-quickstart.server";
import type { Route } from "./+types/quickstart";

// Runs at build time only (every route is prerendered): the browser gets the highlighted programs.
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  const quickstart = await loadQuickstart(page.path);
  if (!quickstart) throw new Response("Not a quickstart", { status: 404 });
  return { page, quickstart, pageNav: pageNavLinks(page.path) };
}

export const meta = metaFromLoader;

export default function QuickstartPage({ loaderData: { page, quickstart, pageNav } }: Route.ComponentProps) {
  return (
    <article className="doc">
      <PageIntro page={page} />
      <QuickstartProgram quickstart={quickstart} />
      <PageNav links={pageNav} />
    </article>
  );
}
