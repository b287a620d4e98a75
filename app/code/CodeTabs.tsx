import { useId, useRef, type KeyboardEvent } from "react";
import { choosePreferredLanguage, usePreferredLanguage } from "./code-language";
import { CopyButton } from "./CopyButton";
import "../styles/code.css";

/** `html` is null while a language loaded on first use is on its way. */
export type CodeTab = { language: string; label: string; html: string | null };

/**
 * Code in several languages as tabs (WAI-ARIA tabs pattern). The chosen language is the site-wide
 * preference; before hydration, and without JavaScript, the first tab shows.
 */
export function CodeTabs({ tabs, label }: { tabs: CodeTab[]; label: string }) {
  const id = useId();
  const preferred = usePreferredLanguage();
  const selected = tabs.find((tab) => tab.language === preferred) ?? tabs[0];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choosePreferredLanguage(tabs[next]!.language);
    tabRefs.current[next]?.focus();
  }

  if (!selected) return null;
  return (
    <div className="code-tabs">
      <div className="code-tabs-bar">
        <div role="tablist" aria-label={label} className="code-tabs-list">
          {tabs.map((tab, index) => (
            <button
              key={tab.language}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.language}`}
              aria-selected={tab === selected}
              aria-controls={`${id}-panel-${tab.language}`}
              tabIndex={tab === selected ? 0 : -1}
              onClick={() => choosePreferredLanguage(tab.language)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <CopyButton targetId={`${id}-panel-${selected.language}`} />
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.language}
          role="tabpanel"
          id={`${id}-panel-${tab.language}`}
          aria-labelledby={`${id}-tab-${tab.language}`}
          hidden={tab !== selected}
          className="code-panel"
        >
          {tab.html === null ? (
            <p className="code-loading">Loading {tab.label}…</p>
          ) : (
            <pre tabIndex={0}>
              <code dangerouslySetInnerHTML={{ __html: tab.html }} />
            </pre>
          )}
        </div>
      ))}
    </div>
  );
}
