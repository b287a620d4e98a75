import type { DeliveryAuth, JwtRehearsal } from "../../../core/deliveries/delivery-auth";

/** What a rehearsal spoils, in the words the console uses. */
const spoiled: Record<JwtRehearsal, string> = {
  stale: "stale",
  "wrong-audience": "wrongly addressed",
  "bad-signature": "badly signed",
};

/**
 * How the attempts of a delivery or a registration authenticate, as the sandbox answered it (the
 * password or secret masked); nothing for none.
 */
export function AuthSummary({ auth }: { auth: DeliveryAuth | undefined }) {
  if (!auth || auth.type === "none") return null;
  if (auth.type === "basic")
    return (
      <p>
        Every attempt authenticates with Basic auth as <code>{auth.username}</code>, password{" "}
        <code>{auth.password}</code>.
      </p>
    );
  return (
    <p>
      Every attempt carries a new JWT of <a href="/bbps/jwt">/bbps/jwt</a>, <code>aud</code>{" "}
      <code>{auth.audience}</code>, signed with <code>{auth.secret}</code>
      {auth.rehearse ? (
        <>
          , and {spoiled[auth.rehearse]} on purpose (<code>{auth.rehearse}</code>): your endpoint should
          refuse it
        </>
      ) : null}
      .
    </p>
  );
}
