/**
 * A table of three columns or more is too wide for a phone: there each row becomes a card, each
 * value under its column's name (base.css), so each of its cells carries that name. A two-column
 * table keeps its columns, or stacks as term and description, which need no names.
 *
 * @example cellLabels(["Code", "Meaning"]) // [undefined, undefined]
 * @example cellLabels(["Code", "HTTP", "Meaning"])[1] // "HTTP"
 */
export function cellLabels(columns: readonly string[]): (string | undefined)[] {
  return columns.map((column) => (columns.length > 2 ? column : undefined));
}
