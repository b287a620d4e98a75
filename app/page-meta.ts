import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";

/** `<title>` and description for a page; the home page carries the site name alone. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: title === site.name ? title : `${title} · ${site.name}` },
    { name: "description", content: description },
  ];
}
