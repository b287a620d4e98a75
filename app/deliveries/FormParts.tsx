import type { ReactNode } from "react";
import type { SandboxProblem } from "./delivery-log";
import { ProblemView } from "./ProblemView";

/**
 * The pieces every form of the deliveries console is made of, so that they look, read and
 * announce alike: a labelled text field with its hint, and the submit button with the problem the
 * sandbox answered.
 */

export function TextField({
  id,
  label,
  type = "url",
  value,
  onChange,
  placeholder,
  hint,
  describedBy,
}: {
  id: string;
  label: ReactNode;
  type?: "url" | "text";
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shown below the field and read with it. */
  hint?: ReactNode;
  /** The id of a hint shown elsewhere (one hint for two fields); the field's own hint wins. */
  describedBy?: string;
}) {
  const hintId = hint === undefined ? describedBy : `${id}-hint`;
  return (
    <div className="deliveries-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        {...(placeholder === undefined ? {} : { placeholder })}
        autoComplete="off"
        spellCheck={false}
        {...(hintId === undefined ? {} : { "aria-describedby": hintId })}
      />
      {hint === undefined ? null : (
        <span id={hintId} className="deliveries-hint">
          {hint}
        </span>
      )}
    </div>
  );
}

export function SubmitRow({
  sending,
  label,
  busyLabel,
  problem,
}: {
  sending: boolean;
  label: string;
  busyLabel: string;
  problem: SandboxProblem | null;
}) {
  return (
    <>
      <div className="try-it-actions">
        <button type="submit" className="try-it-send" aria-disabled={sending}>
          {sending ? busyLabel : label}
        </button>
      </div>
      {problem ? <ProblemView problem={problem} /> : null}
    </>
  );
}
