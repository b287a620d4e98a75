import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { OpenApiDocument } from "../../core/openapi/openapi";
import { projectRoot } from "../project-root";

/** The OpenAPI documents the sandbox serves: the same files the reference pages render. */
export type SandboxSpecs = {
  cou: OpenApiDocument;
  provider: OpenApiDocument;
  deliveries: OpenApiDocument;
  instacollect: OpenApiDocument;
  fastag: OpenApiDocument;
};

const specsDir = join(projectRoot, "content", "specs");

/** One document of content/specs, parsed. */
export function loadSpec(id: string): OpenApiDocument {
  return parse(readFileSync(join(specsDir, `${id}.yaml`), "utf8")) as OpenApiDocument;
}

let loaded: SandboxSpecs | undefined;

/** Reads and parses the documents the sandbox serves once per process, at server start-up. */
export function loadSandboxSpecs(): SandboxSpecs {
  loaded ??= {
    cou: loadSpec("cou"),
    provider: loadSpec("provider"),
    deliveries: loadSpec("deliveries"),
    instacollect: loadSpec("instacollect"),
    fastag: loadSpec("fastag"),
  };
  return loaded;
}
