import { cellLabels } from "../../core/markdown/stacked-tables";
import type { TableView } from "../../core/openapi/view";
import { withCodeBreaks } from "./code-breaks";

/**
 * A table of rules or values with its title and description. Untitled where the heading just
 * above it already names it (a guide's "Formats" section holding the formats table): it is still
 * named, for assistive technology, by its title.
 */
export function RuleTable({ table, titled = true }: { table: TableView; titled?: boolean }) {
  const labels = cellLabels(table.columns);
  const name = titled ? { "aria-labelledby": `${table.id}-title` } : { "aria-label": table.title };
  return (
    <section id={table.id} className="rule-table" {...name}>
      {titled ? <h3 id={`${table.id}-title`}>{table.title}</h3> : null}
      <div dangerouslySetInnerHTML={{ __html: table.descriptionHtml }} />
      {/* A wide table scrolls in its own box, which keyboard users reach by focus; the box is named
          apart from the section, as landmarks need distinct names. */}
      <div className="table-scroll" role="region" aria-label={`${table.title}, table`} tabIndex={0}>
        <table>
          {table.columnWidths ? (
            <colgroup>
              {table.columnWidths.map((width, index) => (
                <col key={index} width={width} />
              ))}
            </colgroup>
          ) : null}
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td
                    key={column}
                    data-label={labels[column]}
                    dangerouslySetInnerHTML={{ __html: column > 0 ? withCodeBreaks(cell) : cell }}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
