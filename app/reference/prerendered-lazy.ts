import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A component whose code only the pages that render it download, yet whose prerendered HTML sits
 * in place (readable with JavaScript off) rather than streamed in later. On the server the module
 * is imported as soon as this runs, and `lazy` is handed a thenable that settles at once, so the
 * prerender never suspends on it. In the browser it loads while the page hydrates; React keeps the
 * prerendered HTML meanwhile. Render it without a `<Suspense>` boundary of its own: React moves a
 * large boundary's prerendered HTML into a hidden element that a script reveals.
 */
const serverLoads: Promise<unknown>[] = [];

/**
 * Settles once every module that `prerenderedLazy` started importing on the server has loaded: a
 * test that imports such a component without rendering it waits for this before it ends.
 */
export const prerenderedLoadsSettled = (): Promise<unknown> => Promise.allSettled(serverLoads);

export function prerenderedLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | undefined;
  if (typeof document === "undefined")
    serverLoads.push(
      load().then((component) => {
        loaded = component;
      }),
    );
  return lazy(() => {
    const ready = loaded;
    if (!ready) return load().then((component) => ({ default: component }));
    // React's lazy settles synchronously when `then` calls back at once: no suspension.
    const settled = {
      then(resolve: (module: { default: ComponentType<P> }) => void) {
        resolve({ default: ready });
      },
    };
    return settled as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
