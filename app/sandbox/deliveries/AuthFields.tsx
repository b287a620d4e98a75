import type { DeliveryAuth, JwtRehearsal } from "../../../core/deliveries/delivery-auth";
import { TextField } from "./FormParts";

/** The auth choices, with the rehearsals of a bad token a biller's endpoint should refuse. */
const authChoices = [
  ["none", "None"],
  ["basic", "Basic"],
  ["jwt", "JWT (/bbps/jwt)"],
  ["jwt stale", "JWT, stale (rehearse refusing it)"],
  ["jwt wrong-audience", "JWT, wrong audience (rehearse refusing it)"],
  ["jwt bad-signature", "JWT, bad signature (rehearse refusing it)"],
] as const;

/** What the reader chose: one of the choices above, and the two values it needs. */
export type AuthChoice = { choice: string; name: string; secret: string };

export const noAuth: AuthChoice = { choice: "none", name: "", secret: "" };

/** The `auth` a registration or a trigger sends for the reader's choice. */
export function authOf({ choice, name, secret }: AuthChoice): DeliveryAuth {
  const [type, rehearse] = choice.split(" ");
  if (type === "basic") return { type, username: name, password: secret };
  if (type !== "jwt") return { type: "none" };
  return { type, audience: name, secret, ...(rehearse ? { rehearse: rehearse as JwtRehearsal } : {}) };
}

/** How the attempts authenticate to the reader's endpoint: none, Basic, or the JWT and its rehearsals. */
export function AuthFields({
  id,
  value,
  onChange,
  hint,
}: {
  id: string;
  value: AuthChoice;
  onChange: (next: AuthChoice) => void;
  /** Where the secret is kept, said under its field. */
  hint: string;
}) {
  const basic = value.choice === "basic";
  return (
    <>
      <div className="deliveries-field">
        <label htmlFor={`${id}-auth`}>Authentication</label>
        <select
          id={`${id}-auth`}
          value={value.choice}
          onChange={(change) => onChange({ ...value, choice: change.target.value })}
        >
          {authChoices.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {value.choice === "none" ? null : (
        <>
          <TextField
            id={`${id}-auth-name`}
            type="text"
            label={basic ? "Username" : "Audience (your scheme id)"}
            value={value.name}
            onChange={(name) => onChange({ ...value, name })}
          />
          <TextField
            id={`${id}-auth-secret`}
            type="text"
            label={basic ? "Password" : "Shared secret"}
            value={value.secret}
            onChange={(secret) => onChange({ ...value, secret })}
            hint={hint}
          />
        </>
      )}
    </>
  );
}
