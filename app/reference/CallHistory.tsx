import { useSyncExternalStore } from "react";
import { noCalls, onCalls, pageCalls, type CallRecord } from "./call-history";
import { StatusBadge } from "./StatusBadge";

const clock = (at: number) => new Date(at).toLocaleTimeString([], { hour12: false });

/**
 * The calls this page's consoles made, newest first, from the page's memory (see call-history.ts).
 * A call to this console's operation can be loaded back into it.
 */
export function CallHistory({ url, onLoad }: { url: string; onLoad: (call: CallRecord) => void }) {
  const calls = useSyncExternalStore(onCalls, pageCalls, () => noCalls);
  if (calls.length === 0) return null;
  return (
    <details className="try-it-history">
      <summary>Calls on this page ({calls.length})</summary>
      <p className="try-it-note">Kept in this page only, never stored or sent: a reload forgets them.</p>
      <ol className="try-it-history-list">
        {calls.map((call) => (
          <li key={call.id}>
            <StatusBadge
              status={call.status}
              text={call.status === undefined ? "No answer" : String(call.status)}
            />
            <span className={`method method-${call.method.toLowerCase()}`}>{call.method}</span>
            <code className="try-it-history-path">{call.url.split("/").at(-1)}</code>
            <span className="try-it-history-when">
              {call.milliseconds === undefined ? "" : `${call.milliseconds} ms · `}
              {clock(call.at)}
            </span>
            {call.url === url ? (
              <button type="button" className="button-quiet" onClick={() => onLoad(call)}>
                Load<span className="visually-hidden"> this request</span>
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
