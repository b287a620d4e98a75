import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { notFoundPrerenderPath } from "./not-found-path";

// The 404 page is prerendered once, at /404, and the server sends it for every unknown path. The
// router hydrates it at the path it was rendered for, so React finds the same page; the reader's
// own address goes back into the address bar once it has (see NotFound).
if (document.querySelector("[data-not-found]") && location.pathname !== notFoundPrerenderPath) {
  sessionStorage.setItem("not-found-address", location.pathname + location.search + location.hash);
  history.replaceState(history.state, "", notFoundPrerenderPath);
}

// Strict mode's checks run in development; in the built site it renders nothing of its own, and
// leaving it out keeps its bytes off every page.
const app = <HydratedRouter />;
startTransition(() => {
  hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
});
