import type { ReactNode } from "react";

/** Label and value pairs (a bill, a payment), read in order. */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="pay-details">
      {rows.map(([label, value], index) => (
        <div key={`${index}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
