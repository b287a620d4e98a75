import { createContext, type ReactNode } from "react";

/**
 * What the frame puts on the page title's line (the Markdown actions). A context rather than an
 * import, so that the title, which every page has, does not carry the actions' code with it.
 */
export const TitleActions = createContext<ReactNode>(null);
