import { reactRouter } from "@react-router/dev/vite";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig, type Plugin } from "vite";

const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => pattern.source).join("|"));

/**
 * React Router's package exports only its development build, warnings and checks included; its
 * production build ships beside it. Built for the browser, the site takes the production one: no
 * development warnings in a reader's console, and 0.6 KB less gzipped JavaScript on every page. The
 * server and the dev server keep the export as it is.
 */
function productionReactRouter(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve("react-router")), "../production");
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "production-react-router",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (id in files ? join(production, files[id]!) : undefined),
  };
}

export default defineConfig({
  plugins: [reactRouter(), productionReactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small shared pieces travel together: fewer requests, and gzip compresses them better
          // as one file than as a dozen tiny chunks.
          groups: [
            {
              // What every page runs, the customer's payment page included: React, the shared
              // components, the styles, Vite's preload helper, the brand and the site map's
              // top-level data. Left out: the docs' frame (header, sidebar, footer, search button
              // and the data only they read; not their styles), which goes with the shell layout
              // route that every docs page loads and the payment page does not; and data one page
              // reads (the home page's cards, the redirects), which goes with that page's route.
              name: "site",
              test: anyOf(
                /\/app\/components\/(?!(Header|Sidebar|Footer|ThemeToggle|use-sidebar)\.)/,
                /\/app\/styles\//,
                /\/app\/search\/((search-button|copy-markdown)\.css|search-area\.ts)$/,
                /vite\/preload-helper/,
                /\/app\/[a-z-]+(\.client)?\.tsx?$/,
                /\/content\/(brand|site)\.ts$/,
                /\/react-dom\/(index|cjs\/react-dom\.production)\.js$/,
              ),
            },
            {
              // Code blocks and tabs: on guides and references, not on the home or search pages.
              // JSON coloured in the browser goes with the parts that show it (JsonBlock.tsx). The
              // same pages end with previous and next links, and follow the reader in a contents
              // rail: one chunk rather than two.
              name: "code",
              test: /\/app\/(code\/(?!JsonBlock)|page-nav\/PageNav\.tsx$|guides\/scroll-spy\.ts$)/,
            },
          ],
        },
      },
    },
  },
});
