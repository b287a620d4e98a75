import { site, type SidebarGroup } from "../../content/site";

/** A page a "previous" or "next" link leads to: its title, and its sidebar group as an eyebrow. */
export type NeighbourLink = { path: string; title: string; group: string };

export type PageNeighbours = { previous: NeighbourLink | null; next: NeighbourLink | null };

/**
 * The pages before and after `path` in sidebar order. The sidebar reads as one sequence, so the
 * links cross group boundaries (the last BBPS BOU guide leads on to the first BBPS COU reference);
 * only the sidebar's first and last pages lack one of them. A page outside the sidebar has neither.
 *
 * @example sidebarNeighbours("/bbps/settlements").previous?.path // "/bbps/1.1/biller/guide"
 */
export function sidebarNeighbours(
  path: string,
  groups: readonly SidebarGroup[] = site.groups,
): PageNeighbours {
  const sequence = groups.flatMap((group) =>
    group.pages.map((page) => ({ path: page.path, title: page.title, group: group.label })),
  );
  const index = sequence.findIndex((page) => page.path === path);
  if (index === -1) return { previous: null, next: null };
  return { previous: sequence[index - 1] ?? null, next: sequence[index + 1] ?? null };
}

/** One link of the previous/next navigation, worded in full so that the page's code only lays it out. */
export type PageNavLink = { rel: "prev" | "next"; path: string; eyebrow: string; title: string };

/** The previous/next links of the page at `path`, previous first; none for a page outside the sidebar. */
export function pageNavLinks(path: string, groups: readonly SidebarGroup[] = site.groups): PageNavLink[] {
  const { previous, next } = sidebarNeighbours(path, groups);
  const link = (rel: PageNavLink["rel"], target: NeighbourLink, direction: string): PageNavLink => ({
    rel,
    path: target.path,
    eyebrow: `${direction} in ${target.group}`,
    title: target.title,
  });
  return [
    ...(previous ? [link("prev", previous, "Previous")] : []),
    ...(next ? [link("next", next, "Next")] : []),
  ];
}
