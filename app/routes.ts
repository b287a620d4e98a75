import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pages, site } from "../content/site";

// Routes are derived from the site map; one module renders every documentation page until a
// page gets content of its own.
export default [
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    ...pages
      .filter((page) => page.path !== "/")
      .map((page) =>
        route(page.path, "routes/doc-page.tsx", { id: `page:${page.path}`, caseSensitive: true }),
      ),
    ...Object.keys(site.redirects).map((from) =>
      route(from, "routes/redirect.tsx", { id: `redirect:${from}`, caseSensitive: true }),
    ),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
