import { outlines } from "../../content/outlines";
import { brand } from "../../content/brand";
import { PageIntro } from "../components/PageIntro";
import { metaFromLoader } from "../page-info";
import { pageInfoFor } from "../page-info.server";
import type { Route } from "./+types/doc-page";

export function loader({ request }: Route.LoaderArgs) {
  const page = pageInfoFor(request);
  return { page, topics: outlines[page.path] ?? [] };
}

export const meta = metaFromLoader;

/** A page whose full content is still being written: its title, summary and topics. */
export default function DocPage({ loaderData: { page, topics } }: Route.ComponentProps) {
  return (
    <article className="doc">
      <PageIntro page={page} />
      <h2 id="topics">What this page covers</h2>
      <ul>
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <aside className="callout" aria-label="Note">
        <p>
          The full page is on its way. Until then, details are issued to partners during onboarding: email{" "}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
        </p>
      </aside>
    </article>
  );
}
