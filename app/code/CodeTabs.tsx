import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { choosePreferredLanguage, usePreferredLanguage } from "./code-language";
import { CopyButton } from "./CopyButton";
import "../styles/code.css";

/** `html` is null while a language loaded on first use is on its way. */
export type CodeTab = { language: string; label: string; html: string | null };

/**
 * Panels of code behind a row of tabs (WAI-ARIA tabs pattern), with a copy button for the panel
 * shown. Code samples in several languages show the reader's preferred language, shared site-wide;
 * other tabs (an answer's examples) pass their own choice and panels. Every panel is in the HTML,
 * the others hidden: before hydration, and without JavaScript, the first tab shows.
 */
export function CodeTabs<Tab extends { label: string; language?: string; html?: string | null }>({
  tabs,
  label,
  selected,
  onSelect = (tab) => choosePreferredLanguage(tab.language!),
  panel = (tab, codeId) =>
    tab.html === null ? (
      <p className="code-loading">{`Loading ${tab.label}…`}</p>
    ) : (
      <pre tabIndex={0} id={codeId}>
        <code dangerouslySetInnerHTML={{ __html: tab.html! }} />
      </pre>
    ),
}: {
  tabs: Tab[];
  label: string;
  selected?: Tab;
  onSelect?: (tab: Tab) => void;
  /** A panel's content; the copy button copies the element with id `codeId`. */
  panel?: (tab: Tab, codeId: string) => ReactNode;
}) {
  const id = useId();
  const preferred = usePreferredLanguage();
  const shown = selected ?? tabs.find((tab) => tab.language === preferred) ?? tabs[0];
  const list = useRef<HTMLDivElement>(null);
  const shownIndex = shown ? tabs.indexOf(shown) : -1;
  // On a narrow panel the row scrolls: bring the chosen tab into view when it lies past the first
  // screen (the reader's language may be last; a tab clicked is in view already).
  useEffect(() => {
    const row = list.current;
    const tab = row?.children[shownIndex] as HTMLElement | undefined;
    if (row && tab && tab.offsetLeft + tab.offsetWidth > row.clientWidth) row.scrollLeft = tab.offsetLeft;
  }, [shownIndex]);

  if (!shown) return null;
  return (
    <div className="code-tabs">
      <div className="code-tabs-bar">
        <div role="tablist" aria-label={label} className="code-tabs-list" ref={list}>
          {tabs.map((tab, index) => (
            <button
              key={index}
              type="button"
              role="tab"
              id={`${id}t${index}`}
              aria-selected={tab === shown}
              aria-controls={`${id}p${index}`}
              tabIndex={tab === shown ? 0 : -1}
              onClick={() => onSelect(tab)}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
                const count = tabs.length;
                const next = (
                  { ArrowRight: index + 1, ArrowLeft: index + count - 1, Home: 0, End: count - 1 } as Record<
                    string,
                    number | undefined
                  >
                )[event.key];
                if (next === undefined) return;
                event.preventDefault();
                onSelect(tabs[next % count]!);
                // Roving focus: the tabs are the tablist's only children.
                (event.currentTarget.parentElement!.children[next % count] as HTMLElement).focus();
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <CopyButton targetId={`${id}c${tabs.indexOf(shown)}`} />
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}p${index}`}
          aria-labelledby={`${id}t${index}`}
          hidden={tab !== shown}
          className="code-panel"
        >
          {panel(tab, `${id}c${index}`)}
        </div>
      ))}
    </div>
  );
}
