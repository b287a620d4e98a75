const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** Text for an element's content: `&`, `<` and `>` as entities; quotes stay as they are. */
export const escapeHtmlText = (text: string) => text.replace(/[&<>]/g, (character) => entities[character]!);

/** Text for an element's content or a double-quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => entities[character]!);
