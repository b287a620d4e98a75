import type { MetaArgs } from "react-router";
import type { PageInfo } from "../content/site";
import { pageMeta } from "./page-meta";

/** `<title>` and description from a route's build-time loader data (`{ page: PageInfo }`). */
export function metaFromLoader({ loaderData }: MetaArgs) {
  const page = (loaderData as { page?: PageInfo } | undefined)?.page;
  return page ? pageMeta(page.title, page.description) : [];
}
