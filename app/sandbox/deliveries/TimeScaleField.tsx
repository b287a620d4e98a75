/** The bounds of `timeScale` and a sentence on what they mean, from the deliveries data. */
export type TimeScaleBounds = { min: number; max: number; hint: string };

/** The time-scale input both consoles share: a number within the published bounds, with its hint. */
export function TimeScaleField({
  id,
  label,
  bounds,
  value,
  onChange,
}: {
  id: string;
  label: string;
  bounds: TimeScaleBounds;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="deliveries-field">
      <label htmlFor={`${id}-scale`}>{label}</label>
      <input
        id={`${id}-scale`}
        type="number"
        inputMode="decimal"
        min={bounds.min}
        max={bounds.max}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        aria-describedby={`${id}-scale-hint`}
      />
      <span id={`${id}-scale-hint`} className="deliveries-hint">
        {bounds.hint}
      </span>
    </div>
  );
}
