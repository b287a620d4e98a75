/**
 * Bundles the portal's server (server/main.ts) into one ES module beside the built site, so that
 * `npm start` and the tests run plain JavaScript: the server starts in about half the time and
 * spends its CPU on requests, not on compiling TypeScript. Packages stay in node_modules.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { serverBundle } from "../server/config";

/** Bundles a Node entry point as the server is bundled; `outfile` must sit inside the project to find its packages. */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleForNode("server/main.ts", serverBundle);
