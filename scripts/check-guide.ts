/**
 * Compiles one guide the way the build does and prints its outline, or the error naming the file
 * and line: `tsx scripts/check-guide.ts content/guides/jwt.mdx`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { compileGuide } from "../core/guides/compile-guide";
import { buildReference } from "../core/openapi/build-reference";
import type { OpenApiDocument } from "../core/openapi/openapi";
import { parse } from "yaml";

const file = process.argv[2];
if (!file) throw new Error("usage: tsx scripts/check-guide.ts content/guides/<name>.mdx");

const loadDocument = async (specId: string) =>
  parse(await readFile(join("content", "specs", `${specId}.yaml`), "utf8")) as OpenApiDocument;
const view = await compileGuide(file, await readFile(file, "utf8"), {
  readSample: (path) => readFile(join("content", "samples", path), "utf8"),
  loadReference: async (specId) => buildReference(specId, await loadDocument(specId)),
  loadDocument,
});
console.log(`${view.title} — ${view.description} (reviewed ${view.lastReviewed})`);
for (const entry of view.toc) console.log(`${"  ".repeat(entry.depth - 2)}- ${entry.text} #${entry.id}`);
console.log(`segments: ${view.segments.map((segment) => segment.kind).join(", ")}`);
