import type { Navigation } from "../../content/site";

/** The areas search results can be narrowed to; each gathers the sidebar groups named after it. */
const areas = ["BBPS BOU", "BBPS COU", "FASTag"] as const;

/** `FASTag products` -> `FASTag`; a group outside the named areas is an area of its own. */
export function areaOfGroup(label: string): string {
  return areas.find((area) => label === area || label.startsWith(`${area} `)) ?? label;
}

/**
 * The search area of the page at `path`, from the sidebar group it sits in (the site map's
 * navigation, which every page already has as data); undefined for pages outside the sidebar.
 */
export function searchArea(navigation: Navigation, path: string): string | undefined {
  const group = navigation.find((candidate) => candidate.pages.some((page) => page.path === path));
  return group && areaOfGroup(group.label);
}
