import type { Element, ElementContent, Root, RootContent } from "hast";
import { cellLabels } from "../markdown/stacked-tables";

const elements = (node: Root | Element, tagName?: string): Element[] =>
  (node.children as (RootContent | ElementContent)[]).filter(
    (child): child is Element => child.type === "element" && (!tagName || child.tagName === tagName),
  );

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

/** Gives every body cell of a wide table its column's name (stacked-tables.ts). */
function labelCells(table: Element): void {
  const head = elements(table, "thead")[0];
  const columns = head
    ? elements(elements(head, "tr")[0] ?? head, "th").map((cell) => textOf(cell).trim())
    : [];
  const labels = cellLabels(columns);
  for (const body of elements(table, "tbody")) {
    for (const row of elements(body, "tr")) {
      elements(row).forEach((cell, index) => {
        const label = labels[index];
        if (label) cell.properties = { ...cell.properties, dataLabel: label };
      });
    }
  }
}

/**
 * A rehype plugin: a guide's Markdown tables as its rule tables are drawn (RuleTable.tsx), each in
 * a scroll box of its own that takes focus, so a keyboard can scroll it too. The box is named after
 * the section the table is in, numbered when a section has more than one, as landmarks need
 * distinct names.
 */
export function scrollingTables() {
  return () => (tree: Root) => {
    let section = "";
    const seen = new Map<string, number>();
    const visit = (node: Root | Element) => {
      node.children.forEach((child, index) => {
        if (child.type !== "element") return;
        if (/^h[1-6]$/.test(child.tagName)) {
          section = textOf(child).trim();
        } else if (child.tagName === "table") {
          labelCells(child);
          const count = (seen.get(section) ?? 0) + 1;
          seen.set(section, count);
          const name = `${section ? `${section}, table` : "Table"}${count > 1 ? ` ${count}` : ""}`;
          node.children[index] = {
            type: "element",
            tagName: "div",
            properties: { className: ["table-scroll"], role: "region", ariaLabel: name, tabIndex: 0 },
            children: [child],
          };
        } else visit(child);
      });
    };
    visit(tree);
  };
}
