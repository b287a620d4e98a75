import type { ListedOperation } from "./reference-sections";

/**
 * Whether an operation matches what the reader typed in the list's filter: every word, in any
 * order, in its name, method or path, ignoring case.
 *
 * @example matchesFilter("post fetch")({ method: "POST", path: "/bill-fetch-request", … }) // true
 */
export function matchesFilter(filter: string): (operation: ListedOperation) => boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return (operation) => {
    const text = `${operation.summary} ${operation.method} ${operation.path}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
}
