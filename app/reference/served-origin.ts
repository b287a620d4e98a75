import { useSyncExternalStore } from "react";
import { subscribeToNothing } from "../use-hydrated";

/**
 * Code written for the site's public origin (`builtFor`), showing the origin the page is served
 * from once hydrated, so that code copied from any running portal reaches that portal's sandbox.
 * The prerendered HTML, and a page without JavaScript, keep the public origin. Served from that
 * origin, nothing renders twice: the origin read in the browser is the one the page was built with.
 */
export function useServedOrigin(builtFor: string | undefined): (html: string) => string {
  const served = useSyncExternalStore(
    subscribeToNothing,
    () => (builtFor ? window.location.origin : undefined),
    () => builtFor,
  );
  return (html) => (served && builtFor && served !== builtFor ? html.replaceAll(builtFor, served) : html);
}
