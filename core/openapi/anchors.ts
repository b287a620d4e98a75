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

/** A code's entry in its group of the error catalogue: `error-ERR000-payment-status`. */
export const errorEntryAnchor = (code: string, group: string) => `${errorCodeAnchor(code)}-${slugify(group)}`;

/** Where the sandbox's page says how to get a catalogued code: `sandbox-error-ERR000-payment-status`. */
export const errorTriggerAnchor = (code: string, group: string) => `sandbox-${errorEntryAnchor(code, group)}`;
export const tagAnchor = (tag: string) => `tag-${slugify(tag)}`;
