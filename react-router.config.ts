import type { Config } from "@react-router/dev/config";
import { servedPaths, site } from "./content/site";
import { siteSchema } from "./content/site-schema";
import { notFoundPrerenderPath } from "./app/not-found-path";
import { formatSchemaError } from "./core/format-schema-error";

const checked = siteSchema.safeParse(site);
if (!checked.success) throw new Error(formatSchemaError("content/site.ts", checked.error));

export default {
  appDirectory: "app",
  // BUILD_DIR lets a benchmark or a second checkout build without touching ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route is prerendered at build time; there is no server rendering at request time.
  ssr: false,
  prerender: [...servedPaths, notFoundPrerenderPath],
} satisfies Config;
