const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** How many operations (and webhooks) an OpenAPI document describes. */
export function countOperations(document: Record<string, unknown>): number {
  let count = 0;
  for (const key of ["paths", "webhooks"]) {
    const items = document[key];
    if (typeof items !== "object" || items === null) continue;
    for (const item of Object.values(items)) {
      if (typeof item === "object" && item !== null)
        count += Object.keys(item).filter((name) => methods.includes(name)).length;
    }
  }
  return count;
}
