import { lazy, Suspense } from "react";
import { StaticHtml } from "../../reference/static-html";
import { useHydrated } from "../../use-hydrated";
import { requestLogHeadings as headings } from "./log-facts";
import type { RequestLogSectionData } from "./section-data";

// The viewer is this page's tool: it loads as soon as the page is interactive, in a chunk of its
// own, so the other sandbox pages never fetch it.
const RequestLogViewer = lazy(() => import("./RequestLogViewer"));

/** The request log's page: what it keeps and how to find calls, the calls themselves, and the API. */
export function RequestLogSection({ data }: { data: RequestLogSectionData }) {
  const hydrated = useHydrated();
  return (
    <section className="request-log-section" aria-labelledby={headings.section.id}>
      <StaticHtml htmlKey={data.facts} />
      <h3 id={headings.viewer.id}>{headings.viewer.text}</h3>
      {hydrated ? (
        <Suspense fallback={<p className="try-it-loading">Loading your calls…</p>}>
          <RequestLogViewer data={data} />
        </Suspense>
      ) : (
        <p className="try-it-loading">Your calls show here once the page has loaded; it needs JavaScript.</p>
      )}
      <StaticHtml htmlKey={data.api} />
    </section>
  );
}
