import { describe, expect, it } from "vitest";
import { formatSchemaError } from "../core/format-schema-error";
import { sidebarStartsCollapsed } from "./sidebar";
import { findAppPage, findPage, pages, redirectTarget, servedPaths, site } from "./site";
import { siteSchema } from "./site-schema";

describe("site map", () => {
  it("passes its schema", () => {
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it("names the file and field when a page is malformed", () => {
    const broken = structuredClone(site);
    broken.groups[0]!.pages[1]!.path = "/bbps/trailing/";
    const result = siteSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(formatSchemaError("content/site.ts", result.error!)).toMatch(
      /^content\/site\.ts: groups\.0\.pages\.1\.path: a path starts with \/ and has no trailing slash$/,
    );
  });

  it("lists the ten BBPS BOU guides in the specification's order", () => {
    const bou = site.groups.find((group) => group.label === "BBPS BOU");
    expect(bou?.pages.map((page) => page.path)).toEqual([
      "/bbps/biller/guide",
      "/bbps/1.1/biller/guide",
      "/bbps/settlements",
      "/bbps/plan-mdm",
      "/bbps/b2b",
      "/bbps/aggregatorBiller",
      "/bbps/transactionAPI",
      "/bbps/reportsAPI",
      "/bbps/settlementNotifications",
      "/bbps/paymentNotifications",
    ]);
  });

  it("groups the two COU references under BBPS COU", () => {
    const cou = site.groups.find((group) => group.label === "BBPS COU");
    expect(cou?.pages.map((page) => page.path)).toEqual(["/cou/api", "/cou/instacollect/api"]);
  });

  it("has every FASTag, product and encryption route of the specification", () => {
    const expected = [
      "/bbps/jwt",
      "/fastag",
      "/fastag/product",
      "/fastag/guide",
      "/fastag/api",
      "/fastag/push-notifications",
      "/fastag/push-notifications-axis",
      "/fastag/error-codes",
      "/fastag/bc-guide",
      "/fastag/recharge-guide",
      "/fastag/java-sdk-guide",
      "/encryption",
      "/product/business-correspondent",
      "/product/corporate",
      "/product/integration",
      "/product/user-flow",
      "/product/categories",
    ];
    for (const path of expected) expect(findPage(path), path).toBeDefined();
  });

  it("gives every page below home its content: an API document, a guide or a route of its own", () => {
    for (const page of pages.slice(1))
      expect(page.spec ?? page.content ?? page.route, page.path).toBeDefined();
  });

  it("has no path twice, docs and app pages together", () => {
    expect(new Set(servedPaths).size).toBe(servedPaths.length);
  });

  it("serves the hosted payment page without listing it with the docs pages", () => {
    expect(findAppPage("/instacollect/pay")?.route).toBe("instacollect-pay");
    expect(servedPaths).toContain("/instacollect/pay");
    expect(pages.map((page) => page.path)).not.toContain("/instacollect/pay");
    expect(findPage("/instacollect/pay")).toBeUndefined();
  });

  it("redirects only paths that are not pages, to pages that exist", () => {
    expect(Object.keys(site.redirects)).toHaveLength(5);
    for (const [from, to] of Object.entries(site.redirects)) {
      expect(findPage(from), from).toBeUndefined();
      expect(findPage(to), to).toBeDefined();
    }
    expect(redirectTarget("/bbps/biller/docs")).toBe("/bbps/biller/guide");
    expect(redirectTarget("/toString")).toBeUndefined();
  });

  it("matches routes exactly", () => {
    expect(findPage("/cou/api")).toBeDefined();
    expect(findPage("/cou/api/")).toBeUndefined();
    expect(findPage("/COU/API")).toBeUndefined();
  });

  it("starts the sidebar collapsed on any path containing 'api'", () => {
    expect(sidebarStartsCollapsed("/cou/api")).toBe(true);
    expect(sidebarStartsCollapsed("/bbps/transactionAPI")).toBe(false);
    expect(sidebarStartsCollapsed("/fastag/api")).toBe(true);
    expect(sidebarStartsCollapsed("/bbps/biller/guide")).toBe(false);
  });
});
