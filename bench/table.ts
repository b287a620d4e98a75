/**
 * A plain-text table in sections: one printout for the whole run, each section with its own
 * columns, numbers right-aligned so that they compare down a column.
 */
export type Column = { header: string; align?: "left" | "right" };

export type TableSection = {
  title: string;
  columns: Column[];
  rows: string[][];
  /** Lines printed under the section: verdicts, caveats, errors. */
  notes?: string[];
};

const gap = "  ";

function widthsOf(section: TableSection): number[] {
  return section.columns.map((column, index) =>
    Math.max(column.header.length, ...section.rows.map((row) => (row[index] ?? "").length)),
  );
}

function line(cells: readonly string[], columns: readonly Column[], widths: readonly number[]): string {
  return columns
    .map((column, index) => {
      const cell = cells[index] ?? "";
      const width = widths[index] ?? cell.length;
      return column.align === "right" ? cell.padStart(width) : cell.padEnd(width);
    })
    .join(gap)
    .trimEnd();
}

/** Renders the sections under one title, separated by rules as wide as the widest section. */
export function renderTable(title: string, sections: readonly TableSection[]): string {
  const bodies = sections.map((section) => {
    const widths = widthsOf(section);
    return {
      section,
      lines: [
        line(
          section.columns.map((column) => column.header),
          section.columns,
          widths,
        ),
        ...section.rows.map((row) => line(row, section.columns, widths)),
        ...(section.notes ?? []).map((note) => `  ${note}`),
      ],
    };
  });
  const width = Math.max(
    title.length + 6,
    ...bodies.flatMap(({ section, lines }) => [
      section.title.length + 6,
      ...lines.map((text) => text.length),
    ]),
  );
  const rule = (text: string, fill: string) => `${fill}${fill} ${text} `.padEnd(width, fill);
  const output = [rule(title, "="), ""];
  for (const { section, lines } of bodies) output.push(rule(section.title, "-"), ...lines, "");
  output.push("=".repeat(width));
  return output.join("\n");
}
