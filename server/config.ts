import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The prerendered site: the only files the server ever sends (BUILD_DIR, as for the build). */
export const clientDir = process.env.BUILD_DIR
  ? join(resolve(process.env.BUILD_DIR), "client")
  : fileURLToPath(new URL("../build/client/", import.meta.url));

/** Absolute origin for sitemap.xml and robots.txt; set SITE_ORIGIN when deploying. */
export const siteOrigin = (process.env.SITE_ORIGIN ?? "http://localhost:4000").replace(/\/$/, "");
