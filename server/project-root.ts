import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function rootAbove(folder: string): string {
  if (existsSync(join(folder, "package.json"))) return folder;
  const parent = dirname(folder);
  if (parent === folder) throw new Error("No package.json above the server: cannot find the project.");
  return rootAbove(parent);
}

/**
 * The project's folder: the nearest one above this module that holds package.json. Found rather
 * than fixed, because the server runs both from its sources (server/) and bundled (build/server/).
 */
export const projectRoot = rootAbove(dirname(fileURLToPath(import.meta.url)));
