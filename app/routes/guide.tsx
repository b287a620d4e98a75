import { findPage, type PageInfo } from "../../content/site";
import { PageIntro } from "../components/PageIntro";
import { PageNav } from "../page-nav/PageNav";
import { Guide, PageToc } from "../guides/Guide";
import { guidePage } from "../guides/guide-page.server";
import { loadGuide } from "../guides/load-guide.server";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import { pageNavLinks } from "../page-nav/page-neighbours.server";
import { loadQuickstart } from "../quickstarts/load-quickstart.server";
import { prerenderedLazy } from "../reference/prerendered-lazy";
import { sandboxPageData } from "../sandbox/sandbox-page.server";
import tryItStyles from "../reference/try-it.css?url";
import deliveriesStyles from "../sandbox/deliveries/deliveries.css?url";
import type { Route } from "./+types/guide";

// Only the quickstart and sandbox pages download their code; their HTML is prerendered in place.
const QuickstartProgram = prerenderedLazy(() =>
  import("../quickstarts/QuickstartProgram").then((module) => module.QuickstartProgram),
);
const SandboxPageBody = prerenderedLazy(() =>
  import("../sandbox/SandboxPageBody").then((module) => module.SandboxPageBody),
);

/**
 * A docs page with a body of its own: a guide, a quickstart or a sandbox page. One route module
 * serves all three, so the pages of the sidebar share one chunk of code and the route manifest
 * every page loads stays small.
 */
async function pageBody(info: PageInfo) {
  const { path } = info;
  const page = findPage(path);
  if (page?.content)
    return { kind: "guide" as const, guide: guidePage(await loadGuide(info, page.content), path) };
  if (page?.route === "quickstart") {
    const quickstart = await loadQuickstart(path);
    if (quickstart) return { kind: "quickstart" as const, quickstart };
  }
  if (page?.route === "sandbox") {
    const sandbox = await sandboxPageData(path);
    if (sandbox) return { kind: "sandbox" as const, sandbox };
  }
  throw new Response("Not a guide, quickstart or sandbox page", { status: 404 });
}

// Runs at build time only (every route is prerendered): the browser gets HTML and segments.
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  return { page, body: await pageBody(page), pageNav: pageNavLinks(page.path) };
}

export const meta = metaFromLoader;

export default function GuidePage({ loaderData: { page, body, pageNav } }: Route.ComponentProps) {
  return (
    <article className="doc guide">
      <PageIntro page={page} />
      {body.kind === "guide" ? <Guide view={body.guide} /> : null}
      {body.kind === "quickstart" ? <QuickstartProgram quickstart={body.quickstart} /> : null}
      {body.kind === "sandbox" ? (
        <>
          {/* The consoles' styles, linked from the page so that its prerendered section is styled
              from the first paint; other guides do without them. */}
          <link rel="stylesheet" href={tryItStyles} precedence="default" />
          <link rel="stylesheet" href={deliveriesStyles} precedence="default" />
          <div dangerouslySetInnerHTML={{ __html: body.sandbox.legendHtml }} />
          <div className="guide-layout">
            <PageToc toc={body.sandbox.toc} />
            {/* A sandbox page names every operation of its API many times; a search for one should
                find the operation's guide and reference first, the sandbox page after them. */}
            <div className="guide-body" data-pagefind-weight="0.5">
              <SandboxPageBody data={body.sandbox} />
            </div>
          </div>
        </>
      ) : null}
      <PageNav links={pageNav} />
    </article>
  );
}
