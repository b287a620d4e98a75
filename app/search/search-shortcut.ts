/** The parts of a keyboard event the shortcuts look at. */
export type ShortcutEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
};

/** Buttons and boxes that take no text: `/` typed at them is free for the shortcut. */
const nonText = /^(button|checkbox|radio|submit|reset|range|color|file|image)$/;

/** Whether keys typed at `target` are text for it (a field, a select, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (element?.isContentEditable) return true;
  const tag = element?.tagName?.toLowerCase();
  return tag === "textarea" || tag === "select" || (tag === "input" && !nonText.test(element?.type ?? ""));
}

/** Ctrl-K or Cmd-K anywhere, or `/` when not typing in a field, opens search. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  return (
    !event.isComposing &&
    !event.altKey &&
    (event.ctrlKey || event.metaKey
      ? event.key.toLowerCase() === "k"
      : event.key === "/" && !isTypingTarget(event.target))
  );
}
