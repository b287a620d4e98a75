/** A readable, URL-safe anchor id: `Bill fetch` -> `bill-fetch`, `billFetchRequest` -> `bill-fetch-request`. */
export function slugify(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const operationAnchor = (operationId: string) => `op-${slugify(operationId)}`;
export const errorCodeAnchor = (code: string) => `error-${code.replace(/[^A-Za-z0-9_-]+/g, "-")}`;
export const tagAnchor = (tag: string) => `tag-${slugify(tag)}`;
