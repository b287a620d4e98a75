import { join, resolve } from "node:path";
import { sandboxSampleOrigin } from "../core/sandbox/sandbox-url";
import { projectRoot } from "./project-root";

/** Where the build goes: BUILD_DIR, as for react-router.config.ts, else build/. */
const buildDir = process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(projectRoot, "build");

/** The prerendered site: the only files the server ever sends. */
export const clientDir = join(buildDir, "client");

/** The server, bundled by scripts/build-server.ts: what `npm start` and the tests run. */
export const serverBundle = join(buildDir, "server", "main.mjs");

/** Where `npm start` serves the portal by default, and the origin a build names without SITE_ORIGIN. */
export const defaultSiteOrigin = sandboxSampleOrigin;

/**
 * The portal's public origin, `SITE_ORIGIN` (default `defaultSiteOrigin`): the build writes it into
 * every absolute URL it produces (sitemap.xml, robots.txt, downloads, Markdown copies, code samples).
 */
export const siteOrigin = (process.env.SITE_ORIGIN || defaultSiteOrigin).replace(/\/$/, "");

/**
 * The origin the build was written with, and whether it was given (SITE_ORIGIN) or the default:
 * written by scripts/postbuild.ts, read by the server (server/served-origin.ts).
 */
export const builtOriginFile = join(buildDir, "site-origin.json");
