import { statusClass } from "./call-history";

/** An answer's HTTP status as a badge coloured by its class (2xx, 3xx, 4xx, 5xx, or no answer). */
export function StatusBadge({ status, text }: { status: number | undefined; text: string }) {
  return <span className={`status-badge status-badge-${statusClass(status)}`}>{text}</span>;
}
