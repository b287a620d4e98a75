import { useId, useState } from "react";
import type { ErrorGroupView } from "../../core/openapi/view";
import { ErrorCatalogue } from "./ErrorCatalogue";
import "./reference.css";

/** The error catalogue with a text filter and an operation filter; without JavaScript, all of it. */
export function ErrorCodeFinder({ groups }: { groups: ErrorGroupView[] }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [groupName, setGroupName] = useState("");
  const needle = query.trim().toLowerCase();
  const visible = groups
    .filter((group) => !groupName || group.name === groupName)
    .map((group) => ({
      ...group,
      codes: group.codes.filter(
        (entry) =>
          !needle ||
          entry.code.toLowerCase().includes(needle) ||
          entry.meaningHtml
            .replace(/<[^>]+>/g, "")
            .toLowerCase()
            .includes(needle),
      ),
    }))
    .filter((group) => group.codes.length > 0);
  const count = visible.reduce((total, group) => total + group.codes.length, 0);

  return (
    <div className="error-finder">
      <div className="error-finder-controls">
        <label htmlFor={`${id}-query`}>
          Filter codes
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            placeholder="Code or meaning"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-group`}>
          Operation
          <select id={`${id}-group`} value={groupName} onChange={(event) => setGroupName(event.target.value)}>
            <option value="">All operations</option>
            {groups.map((group) => (
              <option key={group.anchor} value={group.name}>
                {group.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="error-finder-count">
        {count} {count === 1 ? "code" : "codes"}
      </p>
      <ErrorCatalogue groups={visible} />
    </div>
  );
}
