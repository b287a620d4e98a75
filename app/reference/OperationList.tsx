import { useRef, useState } from "react";
import { useScrollSpy } from "../guides/scroll-spy";
import { matchesFilter } from "./operation-filter";
import type { ReferenceSection } from "./reference-sections";

/**
 * The reference's sections and operations, grouped as the document groups them. From 1280 px a
 * rail beside the operations that stays in view and marks the one being read (scroll-spy.ts);
 * narrower, a list one tap away at the top of the page. A filter narrows it to the operations
 * whose name, method or path match.
 */
export function OperationList({ sections }: { sections: ReferenceSection[] }) {
  const ref = useRef<HTMLElement>(null);
  const [filter, setFilter] = useState("");
  useScrollSpy(ref);
  const count = sections.reduce((sum, section) => sum + section.operations.length, 0);
  const shown = sections
    .map((section) => ({ ...section, operations: section.operations.filter(matchesFilter(filter)) }))
    .filter((section) => filter === "" || section.operations.length > 0);
  return (
    <nav className="operation-list" aria-label="Operations" ref={ref}>
      <details className="operation-list-fold">
        <summary>
          Operations <span className="operation-list-count">{count}</span>
        </summary>
        <div className="operation-list-body">
          <input
            type="search"
            className="operation-list-filter"
            placeholder="Filter operations"
            aria-label="Filter operations"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul>
            {shown.map((section) => (
              <li key={section.anchor} className="operation-list-section">
                <a href={`#${section.anchor}`}>{section.title}</a>
                {section.operations.length > 0 ? (
                  <ul>
                    {section.operations.map((operation) => (
                      <li key={operation.anchor}>
                        <a href={`#${operation.anchor}`} title={`${operation.method} ${operation.path}`}>
                          <span className={`method method-${operation.method.toLowerCase()}`}>
                            {operation.method}
                          </span>
                          <span className="operation-list-name">{operation.summary}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className="operation-list-empty">No operation matches “{filter}”.</p>
          ) : null}
        </div>
      </details>
    </nav>
  );
}
