/**
 * Where a page's Markdown lives: its path plus `.md`, and `/index.md` for the home page, whose
 * path has no name to extend. Used by the build that writes the files and the page that links them.
 */
export function markdownPath(path: string): string {
  return path === "/" ? "/index.md" : `${path}.md`;
}
