import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { buildReference } from "../../core/openapi/build-reference";
import type { OpenApiDocument } from "../../core/openapi/openapi";
import type { ReferenceView } from "../../core/openapi/view";
import { siteOrigin } from "../../server/config";

// Loaders run from the bundled server build at prerender time, so paths start at the project root.
const specsDir = join(process.cwd(), "content", "specs");

/** Reads one OpenAPI document from content/specs at build time. */
export async function loadSpec(specId: string): Promise<OpenApiDocument> {
  return parse(await readFile(join(specsDir, `${specId}.yaml`), "utf8")) as OpenApiDocument;
}

/** A document's reference view, its sandbox samples written for the deployment's public origin. */
export async function loadReference(specId: string): Promise<ReferenceView> {
  return buildReference(specId, await loadSpec(specId), { sampleOrigin: siteOrigin });
}
