import { site } from "../../content/site";
import { PageHeading } from "../components/PageHeading";
import { pageMeta } from "../page-meta";

const page = site.extraPages.find((extra) => extra.path === "/search")!;

export const meta = () => pageMeta(page.title, page.description);

/** The search page; the search itself needs JavaScript. */
export default function SearchPage() {
  return (
    <article className="doc">
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{page.description}</p>
      <noscript>
        <p>Search needs JavaScript. Every page is listed in the sidebar and in the sitemap.</p>
      </noscript>
    </article>
  );
}
