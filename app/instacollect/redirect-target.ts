/**
 * Where the result page may send the customer: `redirectTo` when it is an absolute http or https
 * URL, else nothing. The sandbox checks it when the link is made; the page checks again because it
 * is the one that navigates, and a `javascript:` URL must never reach `location.assign`.
 */
export function redirectTarget(redirectTo: string | undefined): URL | undefined {
  if (!redirectTo) return undefined;
  try {
    const url = new URL(redirectTo);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}
