import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { appPages, pages, type Page } from "../content/site";

function routeModuleFor(page: Page): string {
  if (page.route) return `routes/${page.route}.tsx`;
  if (page.spec) return "routes/api-reference.tsx";
  if (page.content) return "routes/guide.tsx";
  throw new Error(`content/site.ts: ${page.path} needs a spec, a content guide or a route of its own`);
}

// Routes are derived from the site map: API reference pages render their OpenAPI document, guide
// pages their guide. App pages are the customer's, so they sit outside the docs' frame.
export default [
  ...appPages.map((page) =>
    route(page.path, `routes/${page.route}.tsx`, { id: `page:${page.path}`, caseSensitive: true }),
  ),
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    // The quickstarts share one route, which keeps the route manifest every page loads small; the
    // site map still lists (and the build prerenders) each of them, and only those paths are served,
    // so the route needs no case rule of its own.
    route("/quickstart/:api", "routes/guide.tsx", { id: "quickstart" }),
    // The sandbox's pages likewise share one route; both are drawn by the guides' module.
    route("/testing/:api", "routes/guide.tsx", { id: "sandbox" }),
    ...pages
      .filter((page) => page.path !== "/" && page.route !== "quickstart" && page.route !== "sandbox")
      .map((page) =>
        route(page.path, routeModuleFor(page), {
          id: `page:${page.path}`,
          caseSensitive: true,
        }),
      ),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
