import { pageInfo, type PageInfo } from "../content/site";

/** The site map's entry for the page a loader is building; a path not in the site map is a 404. */
export function pageInfoFor(request: Request): PageInfo {
  const page = pageInfo(new URL(request.url).pathname);
  if (!page) throw new Response("Not found", { status: 404 });
  return page;
}
