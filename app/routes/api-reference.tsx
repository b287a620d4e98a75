import { findPage } from "../../content/site";
import { withFirstLanguageOnly } from "../../core/openapi/sample-sets";
import { PageIntro } from "../components/PageIntro";
import { deliveriesSection } from "../sandbox/deliveries/deliveries-section.server";
import { fastagSandboxSection } from "../sandbox/fastag/sandbox-section.server";
import { instaCollectSandboxSection } from "../sandbox/instacollect/sandbox-section.server";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import { PageNav } from "../page-nav/PageNav";
import { pageNavLinks } from "../page-nav/page-neighbours.server";
import { ApiReference } from "../reference/ApiReference";
import { quickstartFor } from "../quickstarts/quickstart-link.server";
import { loadReference } from "../reference/load-spec.server";
import { withStaticParts } from "../reference/static-reference.server";
import type { Route } from "./+types/api-reference";
import "../reference/reference.css";

// Runs at build time only (every route is prerendered): the browser gets the computed view.
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  const spec = findPage(page.path)?.spec;
  if (!spec) throw new Response("Not an API reference page", { status: 404 });
  const view = withFirstLanguageOnly(await loadReference(spec));
  return {
    page,
    reference: withStaticParts(view),
    deliveries: (await deliveriesSection(page.path)) ?? null,
    instaCollectSandbox: instaCollectSandboxSection(view) ?? null,
    fastagSandbox: (await fastagSandboxSection(view)) ?? null,
    quickstart: quickstartFor(spec) ?? null,
    pageNav: pageNavLinks(page.path),
  };
}

export const meta = metaFromLoader;

export default function ApiReferencePage({
  loaderData: { page, reference, deliveries, instaCollectSandbox, fastagSandbox, quickstart, pageNav },
}: Route.ComponentProps) {
  return (
    <article className="doc doc-wide">
      <PageIntro page={page} lead={reference.summary} />
      <ApiReference
        view={reference}
        deliveries={deliveries}
        instaCollectSandbox={instaCollectSandbox}
        fastagSandbox={fastagSandbox}
        quickstart={quickstart}
      />
      <PageNav links={pageNav} />
    </article>
  );
}
