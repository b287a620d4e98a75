import type { MetaDescriptor } from "react-router";
import { brand } from "../content/brand";

/** `<title>` and description for a page; the home page carries the site name alone. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: title === brand.name ? title : `${title} · ${brand.name}` },
    { name: "description", content: description },
  ];
}
