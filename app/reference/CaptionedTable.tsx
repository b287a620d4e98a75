import type { ReactNode } from "react";
import { cellLabels } from "../../core/markdown/stacked-tables";

/**
 * A captioned table of cells, scrolling inside its own box when the column is narrower; the box
 * takes focus, so a keyboard can scroll it too.
 */
export function CaptionedTable({
  caption,
  columns,
  rows,
  rowIds,
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  /** An id for each row, where a page links to rows one by one. */
  rowIds?: readonly string[] | undefined;
}) {
  const labels = cellLabels(columns);
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} id={rowIds?.[index]}>
              {row.map((cell, column) => (
                <td key={column} data-label={labels[column]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
