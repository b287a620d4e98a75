import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { projectRoot } from "./project-paths";

export type ComparisonSpec = {
  /** Where the document came from, relative to the project root, for the table. */
  source: string;
  document: Record<string, unknown>;
};

/** The document the renderers are compared on: the COU reference, which `/cou/api` renders. */
export async function pickComparisonSpec(): Promise<ComparisonSpec> {
  const file = join(projectRoot, "content", "specs", "cou.yaml");
  const document: unknown = parse(await readFile(file, "utf8"));
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new Error(`${relative(projectRoot, file)} is not an OpenAPI document`);
  }
  return { source: relative(projectRoot, file), document: document as Record<string, unknown> };
}
