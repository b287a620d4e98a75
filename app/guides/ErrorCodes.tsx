import { useRef, useState } from "react";

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
 * filter. The controls are prerendered and uncontrolled, so the page keeps its layout as it
 * hydrates and keeps what was typed before; without JavaScript every table shows and noscript.css
 * hides the controls, which could not work.
 */
export default function ErrorCodes({ html, groups }: Props) {
  const tables = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<number | null>(null);

  return (
    <div className="error-codes">
      <form
        className="error-codes-filter"
        role="search"
        aria-label="Error codes"
        onSubmit={(event) => event.preventDefault()}
        onInput={(event) => {
          const { text, group } = event.currentTarget.elements as unknown as Record<
            "text" | "group",
            HTMLInputElement
          >;
          if (tables.current) setShown(filterTables(tables.current, text.value, group.value));
        }}
      >
        <label>
          Find a code or meaning
          <input name="text" type="search" autoComplete="off" spellCheck={false} />
        </label>
        <label>
          Operation
          <select name="group">
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
      </form>
      <div ref={tables} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
