import { join, resolve } from "node:path";
import { projectRoot } from "./project-root";

/** Where the build goes: BUILD_DIR, as for react-router.config.ts, else build/. */
const buildDir = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(projectRoot, "build");

/** The prerendered site: the only files the server ever sends. */
export const clientDir = join(buildDir, "client");

/** The server, bundled by scripts/build-server.ts: what `npm start` and the tests run. */
export const serverBundle = join(buildDir, "server", "main.mjs");

/** Absolute origin for sitemap.xml and robots.txt; set SITE_ORIGIN when deploying. */
export const siteOrigin = (process.env.SITE_ORIGIN ?? "http://localhost:4000").replace(/\/$/, "");
