import type { RegisteredDelivery } from "./delivery-log";

/** The deliveries a registration led to, each opened in the console by its button. */
export function RegisteredDeliveries({
  deliveries,
  label,
  empty,
  onOpen,
}: {
  deliveries: readonly RegisteredDelivery[];
  /** The list's accessible name. */
  label: string;
  /** What to say while there are none. */
  empty: string;
  onOpen: (deliveryId: string) => void;
}) {
  if (deliveries.length === 0) return <p className="deliveries-note">{empty}</p>;
  return (
    <ul className="deliveries-list" aria-label={label}>
      {deliveries.map((delivery) => (
        <li key={delivery.id}>
          <code>{delivery.event}</code> · {delivery.status} ·{" "}
          <button type="button" className="deliveries-link" onClick={() => onOpen(delivery.id)}>
            Open <span className="visually-hidden">{delivery.event} </span>
            {delivery.id}
          </button>
        </li>
      ))}
    </ul>
  );
}
