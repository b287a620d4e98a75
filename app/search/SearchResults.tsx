import { Fragment, memo } from "react";
import { Link } from "react-router";
import type { ExcerptPart, PageHit } from "../../core/search/page-hits";

/** One choosable result: a section of a page, in the order the keyboard moves through them. */
export type ResultOption = { url: string; page: number; section: number };

export function resultOptions(pages: readonly PageHit[]): ResultOption[] {
  return pages.flatMap((page, pageIndex) =>
    page.sections.map((section, sectionIndex) => ({
      url: section.url,
      page: pageIndex,
      section: sectionIndex,
    })),
  );
}

function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.highlight ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}

type SearchResultsProps = {
  id: string;
  label: string;
  pages: readonly PageHit[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: () => void;
};

/**
 * Results grouped by page (the listbox of a combobox, WAI-ARIA APG "grouped listbox"): focus
 * stays in the search field and `aria-activedescendant` points at the chosen option. Memoised:
 * typing re-renders the panel, and the list only when its results or the chosen option change.
 */
export const SearchResults = memo(function SearchResults({
  id,
  label,
  pages,
  activeIndex,
  optionId,
  onHover,
  onChoose,
}: SearchResultsProps) {
  // Options are numbered across groups, in the order the arrow keys move through them.
  const firstIndex = pages.map((_, pageIndex) =>
    pages.slice(0, pageIndex).reduce((count, page) => count + page.sections.length, 0),
  );
  return (
    <div role="listbox" id={id} aria-label={label} className="search-results">
      {pages.map((page, pageIndex) => {
        const titleId = `${id}-page-${pageIndex}`;
        return (
          <div key={page.url} role="group" aria-labelledby={titleId} className="search-page">
            <div role="presentation" id={titleId} className="search-page-title">
              {page.title}
              {page.area ? <span className="search-page-area"> · {page.area}</span> : null}
            </div>
            {page.sections.map((section, sectionIndex) => {
              const optionIndex = (firstIndex[pageIndex] ?? 0) + sectionIndex;
              return (
                <Link
                  key={section.url}
                  id={optionId(optionIndex)}
                  role="option"
                  aria-selected={optionIndex === activeIndex}
                  tabIndex={-1}
                  to={section.url}
                  className="search-option"
                  onMouseMove={() => onHover(optionIndex)}
                  onClick={onChoose}
                >
                  <span className="search-option-title">{section.title}</span>
                  <span className="search-option-excerpt">
                    <Excerpt parts={section.excerpt} />
                  </span>
                </Link>
              );
            })}
          </div>
        );
      })}
    </div>
  );
});
