import { quickstarts } from "../../content/quickstarts/quickstarts";
import { findPage } from "../../content/site";

// Build time only: pages get the links in their loader data, so neither the site map nor the
// quickstarts' data reaches a page's JavaScript.

export type QuickstartLink = { path: string; title: string };

/** The quickstart page of an API, by its document's id (`cou`), if it has one. */
export function quickstartFor(specId: string): QuickstartLink | undefined {
  const quickstart = quickstarts.find((candidate) => candidate.spec === specId);
  const page = quickstart && findPage(`/quickstart/${quickstart.id}`);
  return page ? { path: page.path, title: page.title } : undefined;
}
