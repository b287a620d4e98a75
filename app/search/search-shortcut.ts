/** The parts of a keyboard event the shortcuts look at. */
export type ShortcutEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
};

/** Whether keys typed at `target` are text for it (a field, a select, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!element?.tagName) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  // Buttons and boxes that take no text leave `/` free for the shortcut.
  const nonText = ["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"];
  return tag === "input" && !nonText.includes(element.type ?? "text");
}

/** Ctrl-K or Cmd-K anywhere, or `/` when not typing in a field, opens search. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
