/**
 * The page's calls to the sandbox, newest first, for every console on the page. Kept in this
 * page's memory only: nothing is stored or sent anywhere, and a reload forgets it. An entry keeps
 * the request as typed (headers included) so that the console can load it again.
 */
export type CallRecord = {
  id: number;
  /** The console's operation URL, e.g. `/sandbox/api/bills/uat/bill-fetch-request`. */
  url: string;
  method: string;
  headers: [string, string][];
  body: string | undefined;
  /** HTTP status, or undefined when the request did not complete. */
  status: number | undefined;
  milliseconds: number | undefined;
  /** Epoch milliseconds when the answer came. */
  at: number;
};

/** How many calls the page keeps: enough for a session of trying, bounded for a long one. */
export const historyLimit = 20;

let calls: readonly CallRecord[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

/** Adds a call, e.g. after a Send; the oldest goes once there are `historyLimit`. */
export function recordCall(call: Omit<CallRecord, "id">): void {
  nextId += 1;
  calls = [{ ...call, id: nextId }, ...calls].slice(0, historyLimit);
  for (const listener of listeners) listener();
}

/** The calls so far, newest first (the same array until the next call, as useSyncExternalStore needs). */
export const pageCalls = (): readonly CallRecord[] => calls;

export const noCalls: readonly CallRecord[] = [];

export function onCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The class of an HTTP status, for its badge: `2xx`, `4xx`, ...; `none` when no answer came. */
export function statusClass(status: number | undefined): string {
  return status === undefined ? "none" : `${Math.floor(status / 100)}xx`;
}
