import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import type { OpenApiDocument } from "../core/openapi/openapi";
import { buildReference } from "../core/openapi/build-reference";
import { postmanCollection } from "../core/openapi/postman-collection";
import { sampleSets } from "../core/openapi/sample-sets";

/**
 * Each OpenAPI document as YAML, JSON and a Postman collection under `/specs/`, and its code
 * samples per language under `/specs/samples/` for the reference pages to load on first use.
 */
export async function writeSpecDownloads(specsDir: string, outDir: string): Promise<string[]> {
  await mkdir(join(outDir, "samples"), { recursive: true });
  const ids: string[] = [];
  for (const file of (await readdir(specsDir)).filter((name) => name.endsWith(".yaml"))) {
    const id = file.replace(/\.yaml$/, "");
    const source = await readFile(join(specsDir, file), "utf8");
    const document = parse(source) as OpenApiDocument;
    await Promise.all([
      writeFile(join(outDir, `${id}.yaml`), source),
      writeFile(join(outDir, `${id}.json`), `${JSON.stringify(document, null, 2)}\n`),
      writeFile(
        join(outDir, `${id}.postman.json`),
        `${JSON.stringify(postmanCollection(document), null, 2)}\n`,
      ),
    ]);
    const sets = sampleSets(await buildReference(id, document));
    await Promise.all(
      Object.entries(sets).map(([language, set]) =>
        writeFile(join(outDir, "samples", `${id}.${language}.json`), JSON.stringify(set)),
      ),
    );
    ids.push(id);
  }
  return ids;
}
