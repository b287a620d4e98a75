import type { OpenApiDocument } from "./openapi";

/** The API's version as published, or undefined where the API publishes none (`info.x-version-published: false`). */
export function publishedVersion(document: Pick<OpenApiDocument, "info">): string | undefined {
  return document.info["x-version-published"] === false ? undefined : document.info.version;
}
