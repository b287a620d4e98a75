import type { SessionView } from "../../core/instacollect/hosted-page-api";
import { durationText } from "./session-window";
import { maskMobile } from "./masked-mobile";

/** A mobile number with its hidden digits silent to screen readers: "ending in 3210". */
function MaskedMobile({ number }: { number: string }) {
  const masked = maskMobile(number);
  return (
    <>
      <span aria-hidden="true">{masked}</span>
      <span className="visually-hidden">ending in {masked.slice(-4)}</span>
    </>
  );
}

/** Who the session is for, and how long it lasts without activity. */
export function SessionStrip({ session }: { session: SessionView }) {
  return (
    <div className="pay-strip">
      <p>
        Mobile <MaskedMobile number={session.mobileNumber} />
      </p>
      {session.agentMobileNumber ? (
        <p>
          Assisted by agent <MaskedMobile number={session.agentMobileNumber} />
        </p>
      ) : null}
      <p>This session ends after {durationText(session.inactivitySeconds)} without activity.</p>
    </div>
  );
}
