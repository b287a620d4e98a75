import { useHydrated } from "../use-hydrated";

/**
 * Code written for the site's public origin (`builtFor`), showing the origin the page is served
 * from once hydrated, so that code copied from any running portal reaches that portal's sandbox.
 * The prerendered HTML, and a page without JavaScript, keep the public origin.
 */
export function useServedOrigin(builtFor: string | undefined): (html: string) => string {
  const hydrated = useHydrated();
  const served = hydrated && builtFor ? window.location.origin : undefined;
  return (html) => (served && builtFor && served !== builtFor ? html.replaceAll(builtFor, served) : html);
}
