import { useId, useState } from "react";

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the label, read out with the field. */
  hint?: string;
};

function Hint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <span id={id} className="tool-hint">
      {hint}
    </span>
  ) : null;
}

/** A labelled one-line text field; values such as ids and keys are not spell-checked or remembered. */
export function TextField({ label, value, onChange, hint }: FieldProps) {
  const id = useId();
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`} hint={hint} />
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled multi-line field for tokens and JSON. */
export function TextAreaField({ label, value, onChange, hint, rows }: FieldProps & { rows: number }) {
  const id = useId();
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`} hint={hint} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A labelled secret, masked unless the reader asks to see it. It sits in no form, so browsers
 * have no submission to offer to save it from.
 */
export function SecretField({ label, value, onChange, hint }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`} hint={hint} />
      <div className="tool-secret">
        <input
          id={id}
          type={shown ? "text" : "password"}
          value={value}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <label className="tool-show">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} /> Show
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </label>
      </div>
    </div>
  );
}
