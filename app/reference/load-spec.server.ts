import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import type { OpenApiDocument } from "../../core/openapi/openapi";

// Loaders run from the bundled server build at prerender time, so paths start at the project root.
const specsDir = join(process.cwd(), "content", "specs");

/** Reads one OpenAPI document from content/specs at build time. */
export async function loadSpec(specId: string): Promise<OpenApiDocument> {
  return parse(await readFile(join(specsDir, `${specId}.yaml`), "utf8")) as OpenApiDocument;
}
