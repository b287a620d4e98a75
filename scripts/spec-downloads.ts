import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import type { OpenApiDocument } from "../core/openapi/openapi";
import { postmanCollection } from "../core/openapi/postman-collection";

/** Each OpenAPI document as YAML, JSON and a Postman collection under `/specs/`. */
export async function writeSpecDownloads(specsDir: string, outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
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
    ids.push(id);
  }
  return ids;
}
