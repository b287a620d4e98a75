/** Where the portal's server mounts the sandbox. */
export const sandboxMountPath = "/sandbox";

/**
 * The OpenAPI documents (content/specs/<id>.yaml) the sandbox implements: the bill-payment and
 * provider APIs, InstaCollect, FASTag (its `mock` and `uat` environments), and its own deliveries
 * API (whose server is the mount itself).
 */
export const sandboxSpecIds = ["cou", "provider", "deliveries", "instacollect", "fastag"] as const;
export type SandboxSpecId = (typeof sandboxSpecIds)[number];

/**
 * The sandbox's own value for each server variable whose values are issued during onboarding (marked
 * `x-issued-during-onboarding`): the bill API's `{env}` segment is `uat` in the sandbox, which
 * answers at `/sandbox/api/bills/uat/<operation>`. A variable with a published default keeps it.
 */
export const sandboxServerVariables: Readonly<Record<string, string>> = { env: "uat" };

/** The reference page whose "Sandbox" section documents the sandbox, both APIs included. */
export const sandboxDocs = { specId: "cou", href: "/testing/bill-payment" } as const;

/**
 * Where `npm start` serves the portal and its sandbox: the origin Sandbox code samples and the
 * quickstart programs are written with unless the build is given its public one (`SITE_ORIGIN`).
 * The server names the origin each request came to in its place (server/served-origin.ts).
 */
export const sandboxSampleOrigin = "http://localhost:4000";

export function hasSandbox(specId: string): specId is SandboxSpecId {
  return (sandboxSpecIds as readonly string[]).includes(specId);
}

/** Whether a path from a document's server base already lies below the sandbox's mount. */
export function isBelowSandboxMount(path: string): boolean {
  return path === sandboxMountPath || path.startsWith(`${sandboxMountPath}/`);
}

/**
 * The sandbox URL of an operation, from its path below the server's base with the server
 * variables at the sandbox's values (see `sandboxServerVariables`), e.g.
 * `/api/bills/uat/bill-fetch-request` →
 * `/sandbox/api/bills/uat/bill-fetch-request`. The sandbox routes by the same rule. A document
 * whose server is the mount itself (the deliveries API, server `/sandbox`) is already there:
 * `/sandbox/deliveries` stays `/sandbox/deliveries`.
 */
export function sandboxUrl(pathFromServerBase: string): string {
  if (isBelowSandboxMount(pathFromServerBase)) return pathFromServerBase;
  return `${sandboxMountPath}${pathFromServerBase}`;
}

/**
 * Whether an operation gets a try-it console: its document is one the sandbox implements, and its
 * path has no `{parameters}`, since the console sends the documented URL as it stands.
 */
export function hasTryIt(specId: string, tryItPath: string): boolean {
  return hasSandbox(specId) && !tryItPath.includes("{");
}
