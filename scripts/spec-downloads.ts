import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import type { OpenApiDocument } from "../core/openapi/openapi";
import { buildReference } from "../core/openapi/build-reference";
import { postmanCollection } from "../core/openapi/postman-collection";
import { postmanEnvironment } from "../core/openapi/postman-environment";
import { sampleSets } from "../core/openapi/sample-sets";
import { sandboxDocument, sandboxDocumentYaml } from "../core/openapi/sandbox-document";
import { hasSandbox } from "../core/sandbox/sandbox-url";
import { siteOrigin } from "../server/config";

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The downloads of one document, by file name: YAML, JSON and a Postman collection. A document the
 * sandbox serves lists the sandbox on `origin` as its first server, with the published credentials
 * as examples, and its collection runs the flow there with the sandbox environment written beside it.
 */
export function specDownloadFiles(id: string, source: string, origin: string): Record<string, string> {
  const document = parse(source) as OpenApiDocument;
  if (!hasSandbox(id)) {
    return {
      [`${id}.yaml`]: source,
      [`${id}.json`]: asJson(document),
      [`${id}.postman.json`]: asJson(postmanCollection(document)),
    };
  }
  const collection = postmanCollection(document, id);
  return {
    [`${id}.yaml`]: sandboxDocumentYaml(source, origin),
    [`${id}.json`]: asJson(sandboxDocument(document, origin)),
    [`${id}.postman.json`]: asJson(collection),
    [`${id}.postman_environment.json`]: asJson(postmanEnvironment(id, document, origin, collection)),
  };
}

/**
 * Each OpenAPI document's downloads under `/specs/` (see `specDownloadFiles`), and its code
 * samples per language under `/specs/samples/` for the reference pages to load on first use.
 */
export async function writeSpecDownloads(
  specsDir: string,
  outDir: string,
  origin: string = siteOrigin,
): Promise<string[]> {
  await mkdir(join(outDir, "samples"), { recursive: true });
  const ids: string[] = [];
  for (const file of (await readdir(specsDir)).filter((name) => name.endsWith(".yaml"))) {
    const id = file.replace(/\.yaml$/, "");
    const source = await readFile(join(specsDir, file), "utf8");
    const document = parse(source) as OpenApiDocument;
    await Promise.all(
      Object.entries(specDownloadFiles(id, source, origin)).map(([name, text]) =>
        writeFile(join(outDir, name), text),
      ),
    );
    const sets = sampleSets(await buildReference(id, document, { sampleOrigin: origin }));
    await Promise.all(
      Object.entries(sets).map(([file, set]) =>
        writeFile(join(outDir, "samples", file), JSON.stringify(set)),
      ),
    );
    ids.push(id);
  }
  return ids;
}
