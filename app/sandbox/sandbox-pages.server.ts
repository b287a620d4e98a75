import { pages } from "../../content/site";

// Build time only: pages get the links in their loader data, not the site map.

/** The sandbox's pages, in site-map order: one per API it serves, and deliveries. */
export const sandboxPages = (): { path: string; title: string }[] =>
  pages.filter((page) => page.route === "sandbox").map(({ path, title }) => ({ path, title }));
