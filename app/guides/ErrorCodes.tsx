import { useId, useRef, useState } from "react";
import { useHydrated } from "../use-hydrated";

type Props = { html: string; groups: { anchor: string; name: string }[] };

/**
 * Shows only the rows of the prerendered tables that match, and only the groups that keep a row;
 * returns how many rows are shown. The tables are static HTML that React does not manage.
 */
function filterTables(container: HTMLElement, text: string, groupAnchor: string): number {
  const needle = text.trim().toLowerCase();
  let shown = 0;
  for (const group of container.querySelectorAll<HTMLElement>(".error-group")) {
    let rows = 0;
    for (const row of group.querySelectorAll<HTMLTableRowElement>("tbody tr")) {
      const match =
        (groupAnchor === "" || group.id === groupAnchor) &&
        (needle === "" || (row.textContent ?? "").toLowerCase().includes(needle));
      row.hidden = !match;
      if (match) rows += 1;
    }
    group.hidden = rows === 0;
    shown += rows;
  }
  return shown;
}

/**
 * A document's error codes, one table per operation group, with a text search and an operation
 * filter. Without JavaScript every table shows and the controls are not drawn.
 */
export default function ErrorCodes({ html, groups }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const tables = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [group, setGroup] = useState("");
  const [shown, setShown] = useState<number | null>(null);

  const apply = (nextText: string, nextGroup: string) => {
    setText(nextText);
    setGroup(nextGroup);
    if (tables.current) setShown(filterTables(tables.current, nextText, nextGroup));
  };

  return (
    <div className="error-codes">
      {hydrated ? (
        <div className="error-codes-filter" role="search" aria-label="Error codes">
          <label htmlFor={`${id}-text`}>
            Find a code or meaning
            <input
              id={`${id}-text`}
              type="search"
              value={text}
              onChange={(event) => apply(event.target.value, group)}
              autoComplete="off"
              spellCheck={false}
            />
          </label>
          <label htmlFor={`${id}-group`}>
            Operation
            <select id={`${id}-group`} value={group} onChange={(event) => apply(text, event.target.value)}>
              <option value="">All operations</option>
              {groups.map((entry) => (
                <option key={entry.anchor} value={entry.anchor}>
                  {entry.name}
                </option>
              ))}
            </select>
          </label>
          <p role="status" className="error-codes-count">
            {shown === null ? "" : shown === 1 ? "1 code shown" : `${shown} codes shown`}
          </p>
        </div>
      ) : null}
      <div ref={tables} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
