import type { Sandbox } from "../sandbox/create-sandbox";
import type { StaticSite } from "../static-site";
import { createApiCatalogue, type ApiCatalogue } from "./api-catalogue";
import { buildCodeCatalogue, type CodeCatalogue } from "./code-catalogue";
import { createDocsSearch, type DocsSearch } from "./docs-search";
import { createSitePages, type SitePages } from "./site-pages";

/**
 * What every MCP session reads, built once per process and shared: the site's search, its pages'
 * Markdown, the OpenAPI view model and the code catalogue (the last two on first use), and the
 * sandbox the HTTP server answers with.
 */
export type McpContext = {
  /** The portal's public origin, for the links in answers. */
  origin: string;
  site: StaticSite;
  sandbox: Sandbox;
  docs: DocsSearch;
  pages: SitePages;
  catalogue: () => Promise<ApiCatalogue>;
  codes: () => Promise<CodeCatalogue>;
};

export function createMcpContext({
  site,
  sandbox,
  origin,
}: {
  site: StaticSite;
  sandbox: Sandbox;
  origin: string;
}): McpContext {
  const catalogue = createApiCatalogue(site, origin);
  let codes: Promise<CodeCatalogue> | undefined;
  return {
    origin,
    site,
    sandbox,
    docs: createDocsSearch(site),
    pages: createSitePages(site),
    catalogue,
    codes: () => {
      codes ??= catalogue().then((built) => buildCodeCatalogue(built, site));
      codes.catch(() => {
        codes = undefined;
      });
      return codes;
    },
  };
}

/** Loads what answers slowly on first use (the search index, the API catalogue), e.g. once a server listens. */
export async function warmUp(context: McpContext): Promise<void> {
  await Promise.all([context.docs.areas(), context.codes()]);
}
