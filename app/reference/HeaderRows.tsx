import { headerRow, type HeaderRow } from "./header-rows";

/**
 * The console's headers as rows to edit: a name and a value each, a row removed with its button
 * and one added at the end. A value's label is its header's name, so a screen reader hears
 * "client-secret value" rather than a row number.
 */
/** Header names and values are typed as they are sent: no spelling, capitals or autofill help. */
const verbatim = { spellCheck: false, autoCapitalize: "off", autoComplete: "off" } as const;

export function HeaderRows({
  id,
  rows,
  onChange,
  describedBy,
}: {
  id: string;
  rows: readonly HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  describedBy: string;
}) {
  const edit = (key: number, change: Partial<HeaderRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="try-it-headers" aria-describedby={describedBy}>
      <legend className="try-it-label">Headers</legend>
      {rows.map((row, index) => {
        const name = row.name.trim() || `header ${index + 1}`;
        return (
          <div className="try-it-header-row" key={row.key}>
            <input
              id={`${id}-name-${row.key}`}
              className="try-it-input try-it-header-name"
              aria-label={`Header ${index + 1} name`}
              value={row.name}
              onChange={(event) => edit(row.key, { name: event.target.value })}
              {...verbatim}
            />
            <input
              className="try-it-input try-it-header-value"
              aria-label={`${name} value`}
              value={row.value}
              onChange={(event) => edit(row.key, { value: event.target.value })}
              {...verbatim}
            />
            <button
              type="button"
              className="button-quiet"
              onClick={() => {
                const next = rows.filter((entry) => entry.key !== row.key);
                onChange(next);
                // Focus stays in the list: on the row that took this one's place, or on "Add a header".
                const after = next[index] ?? next[index - 1];
                requestAnimationFrame(() =>
                  (after
                    ? document.getElementById(`${id}-name-${after.key}`)
                    : document.getElementById(`${id}-add`)
                  )?.focus(),
                );
              }}
            >
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          </div>
        );
      })}
      <button
        type="button"
        id={`${id}-add`}
        className="button-quiet"
        onClick={() => {
          const row = headerRow();
          onChange([...rows, row]);
          requestAnimationFrame(() => document.getElementById(`${id}-name-${row.key}`)?.focus());
        }}
      >
        Add a header
      </button>
    </fieldset>
  );
}
