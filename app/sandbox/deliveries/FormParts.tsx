import { useState, type ReactNode } from "react";
import type { ApiResult } from "./deliveries-api";
import type { SandboxProblem } from "./delivery-log";
import { ProblemView } from "./ProblemView";

/**
 * The pieces every form of the deliveries console is made of, so that they look, read and
 * announce alike: a labelled text field with its hint, the submit button with the problem the
 * sandbox answered, and the sending of one call at a time.
 */

/**
 * A form's call to the sandbox: one at a time, its problem shown when it fails. `submit` answers
 * the call's value, or undefined when it failed (its problem is then set) or one was under way.
 */
export function useSubmission() {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SandboxProblem | null>(null);
  async function submit<T>(call: () => Promise<ApiResult<T>>): Promise<T | undefined> {
    if (sending) return undefined;
    setSending(true);
    setProblem(null);
    const result = await call();
    setSending(false);
    if (result.ok) return result.value;
    setProblem(result.problem);
    return undefined;
  }
  return { sending, problem, setProblem, submit };
}

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
        <button type="submit" className="button" aria-disabled={sending}>
          {sending ? busyLabel : label}
        </button>
      </div>
      {problem ? <ProblemView problem={problem} /> : null}
    </>
  );
}
