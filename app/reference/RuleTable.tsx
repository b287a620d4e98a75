import { cellLabels } from "../../core/markdown/stacked-tables";
import type { TableView } from "../../core/openapi/view";

export function RuleTable({ table }: { table: TableView }) {
  const labels = cellLabels(table.columns);
  return (
    <section id={table.id} className="rule-table" aria-labelledby={`${table.id}-title`}>
      <h3 id={`${table.id}-title`}>{table.title}</h3>
      <div dangerouslySetInnerHTML={{ __html: table.descriptionHtml }} />
      {/* A wide table scrolls in its own box, which keyboard users reach by focus; the box is named
          apart from the section, as landmarks need distinct names. */}
      <div className="table-scroll" role="region" aria-label={`${table.title}, table`} tabIndex={0}>
        <table>
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
                  <td key={column} data-label={labels[column]} dangerouslySetInnerHTML={{ __html: cell }} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
