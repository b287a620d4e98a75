import { useId, useState } from "react";
import { createJwt, jwtMaxAgeMs, verifyJwt, type JwtVerdict } from "../../core/jwt";
import { JwtVerdictView } from "./JwtVerdictView";
import { issuedAt, verdictSummary } from "./live-verdict";
import { countdownAnnouncement } from "./staleness-countdown";
import { SecretField, TextAreaField, TextField } from "./ToolFields";
import { ToolOutput } from "./ToolOutput";
import { cleanTokenInput } from "./token-input";
import { useClock } from "./use-clock";
import "./tools.css";

type TokenInputs = { token: string; audience: string; secret: string };
type Checked = { verdict: JwtVerdict; checkedAt: number };

function CreateToken({ onCheck }: { onCheck: (inputs: TokenInputs) => void }) {
  const id = useId();
  const [audience, setAudience] = useState("");
  const [secret, setSecret] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState("");

  async function create() {
    try {
      setToken(await createJwt({ audience, secret }));
      setError("");
    } catch (failure) {
      setToken(null);
      setError((failure as Error).message);
    }
  }

  return (
    <div className="tool-part" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Create a token</h3>
      <TextField label="Scheme id (aud)" value={audience} onChange={setAudience} />
      <SecretField label="Secret" value={secret} onChange={setSecret} />
      <div className="tool-actions">
        <button type="button" className="button" onClick={() => void create()}>
          Create token
        </button>
        {token ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => onCheck({ token, audience, secret })}
          >
            Check this token
          </button>
        ) : null}
      </div>
      <p role="status" className={error ? "tool-error" : "visually-hidden"}>
        {error || (token ? "Token created." : "")}
      </p>
      {token ? <ToolOutput label="Token" text={token} /> : null}
    </div>
  );
}

function CheckToken({
  inputs,
  onEdit,
  onCheck,
  checked,
}: {
  inputs: TokenInputs;
  onEdit: (inputs: TokenInputs) => void;
  onCheck: () => void;
  checked: Checked | null;
}) {
  const id = useId();
  const clock = useClock(checked !== null);
  // The clock ticks a little after each check; never show a time before the check itself.
  const now = checked ? Math.max(clock ?? checked.checkedAt, checked.checkedAt) : null;
  const iat = checked ? issuedAt(checked.verdict) : null;
  const milestone =
    checked && now !== null && iat !== null
      ? countdownAnnouncement(iat + jwtMaxAgeMs - checked.checkedAt, iat + jwtMaxAgeMs - now)
      : "";

  return (
    <div className="tool-part" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Check a token</h3>
      <TextAreaField
        label="Token"
        rows={4}
        value={inputs.token}
        onChange={(token) => onEdit({ ...inputs, token })}
      />
      <TextField
        label="Expected scheme id (aud)"
        value={inputs.audience}
        onChange={(audience) => onEdit({ ...inputs, audience })}
      />
      <SecretField
        label="Secret"
        value={inputs.secret}
        onChange={(secret) => onEdit({ ...inputs, secret })}
      />
      <div className="tool-actions">
        <button type="button" className="button" onClick={onCheck}>
          Check token
        </button>
      </div>
      {checked && now !== null ? <JwtVerdictView verdict={checked.verdict} now={now} /> : null}
      {/* Screen readers hear the verdict, then only the milestones (1 min, 30 s, 10 s, stale):
          announcing every tick of the countdown would drown everything else. */}
      <p role="status" className="visually-hidden">
        {checked ? milestone || verdictSummary(checked.verdict.rules) : ""}
      </p>
    </div>
  );
}

/**
 * Creates and checks the HS256 tokens that sign requests, entirely in the page: the secret is
 * used by WebCrypto here and is never sent or stored.
 */
export function JwtTool() {
  const [inputs, setInputs] = useState<TokenInputs>({ token: "", audience: "", secret: "" });
  const [checked, setChecked] = useState<Checked | null>(null);

  async function check(values: TokenInputs) {
    const checkedAt = Date.now();
    const verdict = await verifyJwt(cleanTokenInput(values.token), { ...values, now: checkedAt });
    setChecked({ verdict, checkedAt });
  }

  return (
    <section className="tool" aria-label="JWT tool">
      <p className="tool-intro">
        Everything here runs in your browser. The secret is never sent anywhere and never stored.
      </p>
      <CreateToken
        onCheck={(values) => {
          setInputs(values);
          void check(values);
        }}
      />
      <CheckToken
        inputs={inputs}
        onEdit={(values) => {
          setInputs(values);
          // A verdict belongs to the inputs it was made from.
          setChecked(null);
        }}
        onCheck={() => void check(inputs)}
        checked={checked}
      />
    </section>
  );
}

export default JwtTool;
