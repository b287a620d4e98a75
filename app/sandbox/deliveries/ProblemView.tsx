import type { SandboxProblem } from "./delivery-log";

/** A sandbox error as it came: its status and code, its message, each problem, and when to retry. */
export function ProblemView({ problem }: { problem: SandboxProblem }) {
  return (
    <div className="deliveries-problem" role="alert">
      <p className="deliveries-problem-title">
        <strong>{problem.title}</strong>
        {problem.rule ? (
          <>
            {" "}
            · rule <code>{problem.rule}</code>
          </>
        ) : null}
      </p>
      <p>{problem.message}</p>
      {problem.details.length > 0 ? (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {problem.retryAfterSeconds !== undefined ? (
        <p>
          Try again in {problem.retryAfterSeconds} s (<code>Retry-After: {problem.retryAfterSeconds}</code>).
        </p>
      ) : null}
    </div>
  );
}
