/** Where the portal's server mounts the sandbox. */
export const sandboxMountPath = "/sandbox";

/** The OpenAPI documents (content/specs/<id>.yaml) the sandbox implements. */
export const sandboxSpecIds = ["cou", "provider"] as const;
export type SandboxSpecId = (typeof sandboxSpecIds)[number];

/** The reference page whose "Sandbox" section documents the sandbox, both APIs included. */
export const sandboxDocs = { specId: "cou", href: "/cou/api#sandbox" } as const;

export function hasSandbox(specId: string): specId is SandboxSpecId {
  return (sandboxSpecIds as readonly string[]).includes(specId);
}

/**
 * The sandbox URL of an operation, from its path below the server's base with the server
 * variables at their defaults, e.g. `/api/bills/uat/bill-fetch-request` →
 * `/sandbox/api/bills/uat/bill-fetch-request`. The sandbox routes by the same rule.
 */
export function sandboxUrl(pathFromServerBase: string): string {
  return `${sandboxMountPath}${pathFromServerBase}`;
}
