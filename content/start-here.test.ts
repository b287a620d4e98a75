import { describe, expect, it } from "vitest";
import { findPage } from "./site";
import { partnerRoles, startHere, startHereEntries, type StartHereEntry } from "./start-here";

const biller = startHereEntries.find((entry) => entry.role === "biller")!;
const withChange = (change: Partial<StartHereEntry>): StartHereEntry[] => [{ ...biller, ...change }];

describe("start here", () => {
  it("has one entry for each partner role, in the order the home page lists them", () => {
    expect(startHereEntries.map((entry) => entry.role)).toEqual([...partnerRoles]);
  });

  it("links each role to a page to read, a quickstart and a sandbox page, all pages of the site", () => {
    for (const view of startHere()) {
      expect(view.links.map((link) => link.kind)).toEqual(["read", "quickstart", "sandbox"]);
      for (const link of view.links) {
        expect(findPage(link.href.replace(/#.*$/, "")), `${view.role}: ${link.href}`).toBeDefined();
        expect(link.text).not.toBe("");
      }
      expect(findPage(view.links[2]!.href.replace(/#.*$/, ""))?.route).toBe("sandbox");
    }
  });

  it("names each read and quickstart link after its page's title", () => {
    const [read, quickstart] = startHere()[0]!.links;
    expect(read).toEqual({
      kind: "read",
      href: "/bbps/biller/guide",
      text: findPage("/bbps/biller/guide")!.title,
    });
    expect(quickstart?.text).toBe(findPage("/quickstart/provider")!.title);
  });

  it("fails, naming the file and field, on a link to a path that is not a page", () => {
    expect(() => startHere(withChange({ read: "/bbps/no-such-guide" }))).toThrow(
      "content/start-here.ts: biller.read: /bbps/no-such-guide is not a sidebar page in content/site.ts",
    );
    expect(() =>
      startHere(withChange({ sandbox: { href: "/no-such-page#sandbox", text: "Sandbox" } })),
    ).toThrow("biller.sandbox.href");
  });

  it("fails when the quickstart link is a page but not a quickstart", () => {
    expect(() => startHere(withChange({ quickstart: "/bbps/jwt" }))).toThrow(
      "biller.quickstart: /bbps/jwt is not a quickstart page",
    );
  });

  it("fails when the page to read is outside the sidebar", () => {
    expect(() => startHere(withChange({ read: "/search" }))).toThrow(
      "biller.read: /search is not a sidebar page",
    );
  });
});
