import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pages, site } from "../content/site";

// Routes are derived from the site map: API reference pages render their OpenAPI document;
// other pages render their content, or an outline until their content is written.
export default [
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    ...pages
      .filter((page) => page.path !== "/")
      .map((page) =>
        route(page.path, page.spec ? "routes/api-reference.tsx" : "routes/doc-page.tsx", {
          id: `page:${page.path}`,
          caseSensitive: true,
        }),
      ),
    ...Object.keys(site.redirects).map((from) =>
      route(from, "routes/redirect.tsx", { id: `redirect:${from}`, caseSensitive: true }),
    ),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
