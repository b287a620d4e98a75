import { jwtMaxAgeMs, jwtRules, type JwtVerdict } from "../../core/jwt";
import { issuedAt, liveRules, ruleNames, verdictSummary } from "./live-verdict";
import { formatCountdown } from "./staleness-countdown";

function Countdown({ iat, now }: { iat: number; now: number }) {
  const remaining = iat + jwtMaxAgeMs - now;
  return (
    <p className={`tool-countdown tool-${remaining > 0 ? "pass" : "fail"}`}>
      {remaining > 0 ? (
        <>
          Goes stale in <strong className="tool-countdown-time">{formatCountdown(remaining)}</strong>
        </>
      ) : (
        "Stale: issued more than 2 minutes ago."
      )}
    </p>
  );
}

/**
 * The outcome as of `now`, so it turns to refused when the token goes stale: each rule's pass or
 * fail with its reason, a countdown to staleness, and the decoded token.
 */
export function JwtVerdictView({ verdict, now }: { verdict: JwtVerdict; now: number }) {
  const rules = liveRules(verdict, now);
  const valid = jwtRules.every((rule) => rules[rule].status === "pass");
  const iat = issuedAt(verdict);
  return (
    <div className="tool-verdict">
      <p className={`tool-summary tool-${valid ? "pass" : "fail"}`}>{verdictSummary(rules)}</p>
      {iat === null ? null : <Countdown iat={iat} now={now} />}
      <ul className="tool-rules">
        {jwtRules.map((rule) => (
          <li key={rule} className={`tool-rule tool-${rules[rule].status}`}>
            <span className="tool-rule-mark" aria-hidden="true">
              {rules[rule].status === "pass" ? "✓" : "✗"}
            </span>
            <span>
              <strong>{ruleNames[rule]}</strong>: {rules[rule].status}.{" "}
              <span className="tool-rule-message">{rules[rule].message}</span>
            </span>
          </li>
        ))}
      </ul>
      {verdict.decoded ? (
        <details className="tool-decoded">
          <summary>Decoded header and payload</summary>
          <pre tabIndex={0} aria-label="Header">
            <code>{JSON.stringify(verdict.decoded.header, null, 2)}</code>
          </pre>
          <pre tabIndex={0} aria-label="Payload">
            <code>{JSON.stringify(verdict.decoded.payload, null, 2)}</code>
          </pre>
          {iat === null ? null : (
            <p>
              iat as a UTC time:{" "}
              <time dateTime={new Date(iat).toISOString()}>{new Date(iat).toISOString()}</time>
            </p>
          )}
        </details>
      ) : null}
    </div>
  );
}
