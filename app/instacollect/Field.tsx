import type { InputHTMLAttributes } from "react";

/**
 * A labelled text field with its note below: the rule it follows, or in its place what broke it,
 * announced as it appears.
 */
export function Field({
  id,
  label,
  note,
  problem,
  ...input
}: {
  id: string;
  label: string;
  note?: string;
  problem?: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const text = problem ?? note;
  return (
    <div className="pay-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={text ? `${id}-note` : undefined}
        {...input}
      />
      {text ? (
        // A problem is a new element, so that it is announced when it appears.
        <p
          key={problem ? "problem" : "note"}
          id={`${id}-note`}
          className={problem ? "pay-field-problem" : "pay-hint"}
          role={problem ? "alert" : undefined}
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}
