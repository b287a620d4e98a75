import { useLocation, type MetaArgs } from "react-router";
import { findPage, groupOf, site } from "../../content/site";
import { NotFound, notFoundDescription, notFoundTitle } from "../components/NotFound";
import { PageHeading } from "../components/PageHeading";
import { pageMeta } from "../page-meta";

// The router forgives a trailing slash; the site map does not, so such paths are not found.
export function meta({ location }: MetaArgs) {
  const page = findPage(location.pathname);
  return page ? pageMeta(page.title, page.description) : pageMeta(notFoundTitle, notFoundDescription);
}

/** A page whose full content is still being written: its title, summary and topics. */
export default function DocPage() {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  if (!page) return <NotFound />;
  const group = groupOf(pathname);

  return (
    <article className="doc">
      {group && <p className="eyebrow">{group.label}</p>}
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{page.description}</p>
      <h2 id="topics">What this page covers</h2>
      <ul>
        {page.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <aside className="callout" aria-label="Note">
        <p>
          The full page is on its way. Until then, details are issued to partners during onboarding: email{" "}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      </aside>
    </article>
  );
}
