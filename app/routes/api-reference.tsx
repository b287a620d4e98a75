import { deliveryEvents } from "../../content/sandbox/deliveries";
import { findPage } from "../../content/site";
import { withFirstLanguageOnly } from "../../core/openapi/sample-sets";
import { PageIntro } from "../components/PageIntro";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import { PageNav } from "../page-nav/PageNav";
import { pageNavLinks } from "../page-nav/page-neighbours.server";
import { ApiReference } from "../reference/ApiReference";
import { quickstartFor } from "../quickstarts/quickstart-link.server";
import { loadReference } from "../reference/load-spec.server";
import { withStaticParts } from "../reference/static-reference.server";
import { deliveriesPage } from "../sandbox/deliveries/section-data";
import { sandboxPageOf } from "../sandbox/sandbox-docs";
import { withTriggerLinks } from "../sandbox/trigger-links.server";
import type { Route } from "./+types/api-reference";
import "../reference/reference.css";

// Runs at build time only (every route is prerendered): the browser gets the computed view.
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  const spec = findPage(page.path)?.spec;
  if (!spec) throw new Response("Not an API reference page", { status: 404 });
  const view = withTriggerLinks(withFirstLanguageOnly(await loadReference(spec)));
  const sandbox = sandboxPageOf(spec);
  return {
    page,
    reference: withStaticParts(view),
    links: {
      quickstart: quickstartFor(spec) ?? null,
      sandbox: sandbox ? { path: sandbox, title: findPage(sandbox)?.title ?? sandbox } : null,
      // The page of the events the sandbox delivers, where this page documents one of them.
      deliveries: deliveryEvents.some((event) => event.docs === page.path) ? deliveriesPage : null,
    },
    pageNav: pageNavLinks(page.path),
  };
}

export const meta = metaFromLoader;

export default function ApiReferencePage({
  loaderData: { page, reference, links, pageNav },
}: Route.ComponentProps) {
  return (
    <article className="doc doc-wide doc-reference">
      <PageIntro page={page} lead={reference.summary} />
      <ApiReference view={reference} links={links} />
      <PageNav links={pageNav} />
    </article>
  );
}
