import { prerenderedLazy } from "../../reference/prerendered-lazy";
import "../../reference/try-it.css";
import "./deliveries.css";

/**
 * The deliveries section, prerendered in place on the pages that document a delivered event; its
 * code loads only on those pages, while they hydrate. Its styles come with the page, so the
 * prerendered section does not restyle itself when the code arrives.
 */
export const LazyDeliveriesSection = prerenderedLazy(() =>
  import("./DeliveriesSection").then((module) => module.DeliveriesSection),
);
