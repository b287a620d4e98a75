import { onboardingLegendHtml } from "../../core/markdown/onboarding-mark";
import { PageIntro } from "../components/PageIntro";
import { PageToc } from "../guides/Guide";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import { PageNav } from "../page-nav/PageNav";
import { pageNavLinks } from "../page-nav/page-neighbours.server";
import { SandboxPageBody } from "../sandbox/SandboxPageBody";
import { sandboxPageData } from "../sandbox/sandbox-page.server";
import type { Route } from "./+types/sandbox";
import "../guides/guide.css";
import "../reference/reference.css";
import "../reference/try-it.css";
import "../sandbox/deliveries/deliveries.css";

// Runs at build time only (every route is prerendered): the browser gets the computed section.
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  const data = await sandboxPageData(page.path);
  if (!data) throw new Response("Not a sandbox page", { status: 404 });
  return { page, data, pageNav: pageNavLinks(page.path) };
}

export const meta = metaFromLoader;

/** One API's sandbox: its published values, the trigger of every code, its flows and consoles. */
export default function SandboxPage({ loaderData: { page, data, pageNav } }: Route.ComponentProps) {
  return (
    <article className="doc guide sandbox-page">
      <PageIntro page={page} />
      {/* Every sandbox page sets its own values beside production's, which are issued during onboarding. */}
      <div dangerouslySetInnerHTML={{ __html: onboardingLegendHtml }} />
      <div className="guide-layout">
        <PageToc toc={data.toc} />
        <div className="guide-body">
          <SandboxPageBody data={data} />
        </div>
      </div>
      <PageNav links={pageNav} />
    </article>
  );
}
