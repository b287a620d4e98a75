import type { SessionAccess } from "./session-client";

/**
 * A link opens once, so the tab that opened it keeps the session's id and key in sessionStorage,
 * under the link's id: a reload of that tab continues the session, while another tab or browser
 * gets "already used". Where storage is refused, the page works until it is reloaded.
 */
const keyFor = (linkId: string) => `instacollect-session:${linkId}`;

export type SessionStore = Pick<Storage, "getItem" | "setItem">;

function attempt<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

/** The tab's sessionStorage, or undefined where the browser refuses it. */
export const tabStorage = (): SessionStore | undefined => attempt(() => window.sessionStorage);

export const readAccess = (store: SessionStore | undefined, linkId: string): SessionAccess | undefined =>
  attempt(() => JSON.parse(store?.getItem(keyFor(linkId)) ?? "null") as SessionAccess | null) ?? undefined;

export const keepAccess = (store: SessionStore | undefined, linkId: string, access: SessionAccess) =>
  attempt(() => store?.setItem(keyFor(linkId), JSON.stringify(access)));
