import { slugify } from "./anchors";

/** The section holding a document's `x-notes`, on the page and in its Markdown copy. */
export const notesHeading = { id: "notes", text: "Notes for integrators" };

/** A note's anchor, from its title, so that a page or a guide can link to it. */
export const noteAnchor = (title: string) => `note-${slugify(title)}`;
