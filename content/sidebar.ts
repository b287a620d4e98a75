/** The sidebar starts collapsed on API reference pages (any path containing "api"), which need the width. */
export function sidebarStartsCollapsed(path: string): boolean {
  return path.includes("api");
}
