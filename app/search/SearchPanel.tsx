import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { areaOfGroup } from "./search-area";
import { SearchResults, resultOptions } from "./SearchResults";
import { usePreloadedSearch, useSearch, type SearchState } from "./use-search";
import type { PageHit } from "../../core/search/page-hits";
import { traceIdPattern } from "../../core/sandbox/logged-exchange";
import { requestLogPage } from "../sandbox/request-log/log-facts";
import "./search.css";

/** A sandbox answer's trace id, pasted whole (`SBX` and 16 letters or digits). */
const traceIdIn = (query: string) => {
  const candidate = query.trim().toUpperCase();
  return traceIdPattern.test(candidate) ? candidate : undefined;
};

/** The first result for a pasted trace id: the call in the request log. */
const traceHit = (trace: string): PageHit => ({
  url: requestLogPage,
  title: "Sandbox: request log",
  area: undefined,
  sections: [
    {
      title: `The sandbox call ${trace}`,
      url: `${requestLogPage}?trace=${trace}`,
      excerpt: [{ text: "What your code sent, what the sandbox answered, and why.", highlight: false }],
    },
  ],
});

/** Queries that show what search covers: an error code, a field, a behaviour, a flow. */
const searchSuggestions = ["ERR131", "acknowledgementId", "settlement retry", "wallet creation"];

type SearchPanelProps = {
  initialQuery?: string;
  /** Called as the reader types, e.g. to keep the query in the address. */
  onQueryChange?: (query: string) => void;
  /** Called when a result is chosen, before the navigation (the dialog closes). */
  onChoose?: () => void;
  /** Pages of results to show. */
  limit: number;
  /** Offer the full results page (from the dialog). */
  linkToResultsPage?: boolean;
};

function announcement(state: SearchState, query: string, area: string): string {
  if (state.status === "error") return "Search is not available right now. Try again in a moment.";
  // Said once, while the index loads for the first query; later queries keep the last results.
  if (state.status === "loading") return state.previous ? "" : "Searching…";
  if (state.status !== "done") return "";
  const { count } = state.outcome;
  const where = area ? ` in ${area}` : "";
  if (count === 0) return `No results for “${query.trim()}”${where}.`;
  return `${count} ${count === 1 ? "page" : "pages"} found for “${query.trim()}”${where}.`;
}

/** The search field, the area filter and the results, shared by the dialog and the search page. */
export function SearchPanel({
  initialQuery = "",
  onQueryChange,
  onChoose,
  limit,
  linkToResultsPage = false,
}: SearchPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const navigation = useRouteLoaderData<typeof rootLoader>("root")?.navigation ?? [];
  const areas = [...new Set(navigation.map((group) => areaOfGroup(group.label)))];
  const [query, setQuery] = useState(initialQuery);
  const [area, setArea] = useState("");
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  usePreloadedSearch();

  const state = useSearch(query, area, limit);
  const outcome =
    state.status === "done" ? state.outcome : state.status === "loading" ? state.previous : undefined;
  const trace = traceIdIn(query);
  const pages = useMemo(
    () => (trace ? [traceHit(trace), ...(outcome?.pages ?? [])] : (outcome?.pages ?? [])),
    [outcome, trace],
  );
  const options = useMemo(() => resultOptions(pages), [pages]);
  const activeIndex = Math.min(active, options.length - 1);
  const listboxId = `${id}-results`;
  // Stable, with the results' other props, so a keystroke re-renders the field and the status,
  // not the list of results it has not changed yet.
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const chooseResult = useCallback(() => onChoose?.(), [onChoose]);

  function changeQuery(next: string) {
    setQuery(next);
    setActive(0);
    onQueryChange?.(next);
  }

  // What the reader typed into the prerendered field before the page hydrated is kept: React
  // leaves it in the field while hydrating, and would clear it on the next render.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== query) changeQuery(typed);
    // Once, as the field is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count === 0) return;
      const next = (activeIndex + (event.key === "ArrowDown" ? 1 : -1) + count) % count;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      const chosen = options[activeIndex];
      if (!chosen) return;
      event.preventDefault();
      onChoose?.();
      void navigate(chosen.url);
    }
  }

  const trimmed = query.trim();
  return (
    <div className="search-panel">
      <div role="search" className="search-field">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search the documentation
        </label>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="search-field-icon">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={pages.length > 0 ? listboxId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Operations, fields, error codes…"
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>

      <fieldset className="search-areas">
        <legend>Area</legend>
        {["", ...areas].map((value) => {
          const count = value ? outcome?.areaCounts[value] : outcome?.total;
          return (
            <label key={value || "all"} className="search-area">
              <input
                type="radio"
                name={`${id}-area`}
                value={value}
                checked={area === value}
                onChange={() => {
                  setArea(value);
                  setActive(0);
                }}
              />
              {value || "All"}
              {trimmed && count !== undefined ? <span className="search-area-count">{count}</span> : null}
            </label>
          );
        })}
      </fieldset>

      <p role="status" aria-live="polite" aria-atomic="true" className="search-status">
        {announcement(state, query, area)}
      </p>

      {(outcome || trace) && pages.length > 0 ? (
        <SearchResults
          id={listboxId}
          label={`Results for ${outcome?.term ?? trace}`}
          pages={pages}
          activeIndex={activeIndex}
          optionId={optionId}
          onHover={setActive}
          onChoose={chooseResult}
        />
      ) : null}

      {!trimmed || (state.status === "done" && state.outcome.count === 0 && !trace) ? (
        <div className="search-empty">
          {area && trimmed ? (
            <p>
              <button type="button" className="search-chip" onClick={() => setArea("")}>
                Search every area
              </button>
            </p>
          ) : null}
          <p id={`${id}-suggestions`}>
            {trimmed ? "Or try one of these:" : "Search guides, API operations, fields and error codes. Try:"}
          </p>
          <ul className="search-suggestions" aria-labelledby={`${id}-suggestions`}>
            {searchSuggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="search-chip"
                  onClick={() => {
                    changeQuery(suggestion);
                    inputRef.current?.focus();
                  }}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {linkToResultsPage && trimmed && outcome && outcome.count > pages.length ? (
        <p className="search-more">
          <Link to={`/search?q=${encodeURIComponent(trimmed)}`} onClick={() => onChoose?.()}>
            See all {outcome.count} results
          </Link>
        </p>
      ) : null}
    </div>
  );
}
