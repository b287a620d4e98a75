/**
 * Old or short paths and where they now live: answered with HTTP 301 by the server and followed on
 * client-side navigation. Part of the site map (content/site.ts), kept apart because the browser
 * needs it and nothing else of the site map.
 */
export const redirects: Record<string, string> = {
  "/bbps/biller/docs": "/bbps/biller/guide",
  "/api": "/fastag/api",
  "/product": "/fastag/product",
  "/integration": "/fastag/guide",
  "/push-notifications": "/fastag/push-notifications",
};

/** Where a redirected path now lives, if it is one. */
export function redirectTarget(path: string): string | undefined {
  return Object.hasOwn(redirects, path) ? redirects[path] : undefined;
}
