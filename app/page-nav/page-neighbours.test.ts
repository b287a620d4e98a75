import { describe, expect, it } from "vitest";
import { site, type SidebarGroup } from "../../content/site";
import { pageNavLinks, sidebarNeighbours } from "./page-neighbours.server";

const page = (path: string) => ({
  path,
  title: `Title of ${path}`,
  description: "A page used by this test only.",
});
const groups: SidebarGroup[] = [
  { label: "First", pages: [page("/a"), page("/b")] },
  { label: "Second", pages: [page("/c")] },
];

describe("sidebarNeighbours", () => {
  it("links a page to the pages beside it, with their titles and groups", () => {
    expect(sidebarNeighbours("/b", groups)).toEqual({
      previous: { path: "/a", title: "Title of /a", group: "First" },
      next: { path: "/c", title: "Title of /c", group: "Second" },
    });
  });

  it("crosses from the last page of a group to the first of the next, and back", () => {
    expect(sidebarNeighbours("/b", groups).next?.path).toBe("/c");
    expect(sidebarNeighbours("/c", groups).previous?.path).toBe("/b");
  });

  it("gives the sidebar's first page no previous link and its last no next link", () => {
    expect(sidebarNeighbours("/a", groups).previous).toBeNull();
    expect(sidebarNeighbours("/c", groups).next).toBeNull();
  });

  it("gives a page outside the sidebar neither link", () => {
    expect(sidebarNeighbours("/search")).toEqual({ previous: null, next: null });
  });

  it("follows the site map's sidebar by default", () => {
    const [first, second] = site.groups[0]!.pages;
    expect(sidebarNeighbours(first!.path).next).toEqual({
      path: second!.path,
      title: second!.title,
      group: site.groups[0]!.label,
    });
  });
});

describe("pageNavLinks", () => {
  it("words each link with its direction and the target's group, previous first", () => {
    expect(pageNavLinks("/b", groups)).toEqual([
      { rel: "prev", path: "/a", eyebrow: "Previous in First", title: "Title of /a" },
      { rel: "next", path: "/c", eyebrow: "Next in Second", title: "Title of /c" },
    ]);
  });

  it("leaves out the link a page at either end of the sidebar has not got", () => {
    expect(pageNavLinks("/a", groups).map((link) => link.rel)).toEqual(["next"]);
    expect(pageNavLinks("/c", groups).map((link) => link.rel)).toEqual(["prev"]);
    expect(pageNavLinks("/elsewhere", groups)).toEqual([]);
  });
});
